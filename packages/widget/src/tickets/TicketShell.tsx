/**
 * The frame of the leave-message, work-order and card-form screens: a header with the way back, the page's own
 * texts (a lazy chunk, i18n/tickets), and a full-screen page on phones or a centred card on desktops.
 */
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { loadTicketTexts } from '../i18n';
import type { Layout } from '../layout/chooseLayout';
import { useLayout } from '../layout/useLayout';
import { BackIcon, BrokenLinkArt } from '../ui/icons';
import { MailSentArt } from './MailSentArt';
import '../forms/form.css';
import '../forms/field.css';
import './tickets.css';
import './ticket.css';

/** True once the screens' texts are in (they arrive with their own chunk). */
export function useTicketTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadTicketTexts()
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** Below this width a card with margins wastes the screen: the page is laid out as on a phone. */
const NARROW_PX = 600;

/** The screens' layout: the chat's (phone or desktop), and the phone's in narrow windows and where forced (§2 /leaveMessage). */
export function usePageLayout(forceMobile = false): Layout {
  const layout = useLayout();
  return forceMobile || window.innerWidth <= NARROW_PX ? 'mobile' : layout;
}

interface ShellProps {
  layout: Layout;
  /** The desktop card's width in px. */
  width: number;
  title: string;
  subtitle?: string;
  onBack?: () => void;
  backLabel?: string;
  children: ReactNode;
}

export function TicketShell({ layout, width, title, subtitle, onBack, backLabel, children }: ShellProps) {
  return (
    <div className={`pw-tk-page pw-tk-page--${layout}`} style={{ '--pw-tk-w': `${width}px` } as CSSProperties}>
      <div className="pw-tk-card">
        <header className="pw-tk-head">
          {onBack && (
            <button type="button" className="pw-tk-head__back" onClick={onBack} aria-label={backLabel}>
              <BackIcon width={22} height={22} />
            </button>
          )}
          <div className="pw-tk-head__text">
            <h1 className="pw-tk-head__title">{title}</h1>
            {subtitle && <p className="pw-tk-head__sub">{subtitle}</p>}
          </div>
        </header>
        <div className="pw-tk-body">{children}</div>
      </div>
    </div>
  );
}

export function TicketLoading({ label }: { label?: string }) {
  return (
    <div className="pw-state" role="status" aria-label={label}>
      <span className="pw-spinner pw-spinner--lg" aria-hidden />
    </div>
  );
}

export function TicketProblem({
  title,
  body,
  action,
  sent = false,
}: {
  title: string;
  body: string;
  action?: { label: string; run(): void; busy?: boolean };
  /** Good news told in the same frame (a new link mailed): an envelope instead of the broken link. */
  sent?: boolean;
}) {
  return (
    <div className="pw-state" role={sent ? 'status' : 'alert'}>
      {sent ? <MailSentArt className="pw-state__art" /> : <BrokenLinkArt className="pw-state__art" />}
      <h2 className="pw-state__title">{title}</h2>
      <p className="pw-state__body">{body}</p>
      {action && (
        <button type="button" className="pw-button pw-state__action" onClick={action.run} disabled={action.busy}>
          {action.label}
        </button>
      )}
    </div>
  );
}

/** The page has no texts of its own yet: the bundled ones say what happens. */
export function TextsLoading() {
  const { t } = useTranslation();
  return (
    <div className="pw-app pw-app--page">
      <TicketLoading label={t('boot.loading')} />
    </div>
  );
}
