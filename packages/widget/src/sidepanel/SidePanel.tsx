/**
 * The desktop side panel (leave-messages-work-orders.md §2 "Right side panel"; W-SP1–W-SP6 in ../session/SPEC.md): tabs of
 * quick links, common questions and the agent's business card, and a carousel of ads. A chunk of its own, loaded
 * only when the window shows it (../layout/sidePanelRoom.ts), with its texts (i18n/sidepanel).
 */
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type SVGProps } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { CAROUSEL_HEIGHT_PX, type AdminCard, type ChannelInfo, type UserStatus } from '@parley/protocol';
import { AgentAvatar, ChevronIcon } from '../ui/icons';
import {
  cardLines,
  commonQuestions,
  panelAds,
  panelTabs,
  quickGridSize,
  quickLinks,
  shownTab,
  type Ad,
  type CardField,
  type PanelTab,
  type QuickLink,
} from './panelRules';
import './sidePanel.css';

/** How long an ad stays before the next slides in (not in the spec; long enough to read a banner). */
const AD_INTERVAL_MS = 5000;

export interface SidePanelProps {
  channel: ChannelInfo;
  userStatus: UserStatus;
  agentCard: AdminCard | null;
  /** Questions can be asked while the chat is open, as in the FAQ card. */
  open: boolean;
  /** W-SP4: the question and its answer, shown as the FAQ shows a canned answer (session.canned). */
  onQuestion(question: string, answer: string): void;
}

export default function SidePanel({ channel, userStatus, agentCard, open, onQuestion }: SidePanelProps) {
  const { t } = useTranslation();
  const config = channel.sideBarConfig;
  const tabs = panelTabs(config, userStatus, agentCard);
  const [chosen, setChosen] = useState<PanelTab | null>(null);
  const active = shownTab(chosen, tabs);
  const ads = useMemo(() => panelAds(config), [config]);
  const tabRefs = useRef(new Map<PanelTab, HTMLButtonElement>());
  const id = useId();
  const tabId = (tab: PanelTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  if (!active && !ads.length) return null;

  // Arrow keys move between tabs, as in any tab list (WAI-ARIA tabs pattern, automatic activation).
  function onTabKey(e: KeyboardEvent) {
    if (!active) return;
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length]!;
    setChosen(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <aside className="pw-side" aria-label={t('side.label')} style={{ '--pw-side-w': `${channel.sideBarWidth}px` } as CSSProperties}>
      {active && (
        <>
          <div className="pw-side__tabs" role="tablist" aria-label={t('side.label')} onKeyDown={onTabKey}>
            {tabs.map((tab) => (
              <button
                key={tab}
                ref={(el) => {
                  if (el) tabRefs.current.set(tab, el);
                  else tabRefs.current.delete(tab);
                }}
                type="button"
                role="tab"
                id={tabId(tab)}
                aria-selected={tab === active}
                aria-controls={panelId}
                tabIndex={tab === active ? 0 : -1}
                className="pw-side__tab"
                onClick={() => setChosen(tab)}
              >
                {t(`side.tabs.${tab}`)}
              </button>
            ))}
          </div>
          <div className="pw-side__body" role="tabpanel" id={panelId} aria-labelledby={tabId(active)} tabIndex={0}>
            {active === 'quick' && <QuickLinks links={quickLinks(config)} />}
            {active === 'questions' && <Questions questions={commonQuestions(config)} open={open} onPick={onQuestion} />}
            {active === 'agent' && agentCard && <AgentCard card={agentCard} />}
          </div>
        </>
      )}
      {ads.length > 0 && <AdCarousel ads={ads} />}
    </aside>
  );
}

/** W-SP3: pictures with names, each opening its link in a new tab; the grid's size class follows the count. */
function QuickLinks({ links }: { links: QuickLink[] }) {
  const { t } = useTranslation();
  return (
    <ul className={`pw-side__links pw-side__links--${quickGridSize(links.length)}`}>
      {links.map((l) => (
        <li key={`${l.name}|${l.link}`}>
          <a className="pw-side__link" href={l.link} target="_blank" rel="noopener noreferrer" title={`${l.name} (${t('side.newTab')})`}>
            <LinkPicture src={l.image} name={l.name} />
            <span className="pw-side__link-name">{l.name}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The link's picture, or its name's first letter when it has none or it does not load. */
function LinkPicture({ src, name }: { src: string | undefined; name: string }) {
  const [failed, setFailed] = useState<string>();
  if (!src || failed === src)
    return (
      <span className="pw-side__link-img pw-side__link-img--initial" aria-hidden>
        {Array.from(name)[0]?.toUpperCase()}
      </span>
    );
  return <img className="pw-side__link-img" src={src} alt="" loading="lazy" onError={() => setFailed(src)} />;
}

/** W-SP4: each question asks itself in the chat and the configured answer follows, as a FAQ click does. */
function Questions({
  questions,
  open,
  onPick,
}: {
  questions: Array<{ question: string; answer: string }>;
  open: boolean;
  onPick(question: string, answer: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="pw-side__hint">{t('side.questionsHint')}</p>
      <ul className="pw-side__questions">
        {questions.map((q, i) => (
          <li key={i}>
            <button type="button" className="pw-side__question" disabled={!open} onClick={() => onPick(q.question, q.answer)}>
              <span>{q.question}</span>
              <ChevronIcon width={16} height={16} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** W-SP5: the agent's business card: avatar, name, signature and the contact lines the agent filled in. */
function AgentCard({ card }: { card: AdminCard }) {
  const { t } = useTranslation();
  const lines = cardLines(card);
  return (
    <section className="pw-side-card" aria-label={t('side.card.title')}>
      <div className="pw-side-card__head">
        <CardFace src={card.adminFace} />
        <h2 className="pw-side-card__name">{card.adminNick}</h2>
        {card.adminCardSign && <p className="pw-side-card__sign">{card.adminCardSign}</p>}
      </div>
      {lines.length ? (
        <dl className="pw-side-card__lines">
          {lines.map((l) => (
            <div key={l.field} className="pw-side-card__line">
              <dt>
                <CardIcon field={l.field} />
                {t(`side.card.${l.field}`)}
              </dt>
              <dd>{l.href ? <a href={l.href}>{l.value}</a> : l.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="pw-side__hint">{t('side.card.none')}</p>
      )}
    </section>
  );
}

/** The agent's picture, or the default drawing when there is none or it does not load. */
function CardFace({ src }: { src: string }) {
  const [failed, setFailed] = useState<string>();
  const ok = /^(https?:\/\/|\/)/i.test(src) && failed !== src;
  return ok ? (
    <img className="pw-side-card__avatar" src={src} alt="" width={72} height={72} onError={() => setFailed(src)} />
  ) : (
    <AgentAvatar className="pw-side-card__avatar" width={72} height={72} />
  );
}

const ICON_PATHS: Record<CardField, string> = {
  adminCardTel:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2Z',
  adminCardMobile: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm4 16h2',
  adminCardEmail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  adminCardQq: 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z',
  adminCardWechat:
    'M16.5 9.2C15.9 6.2 12.9 4 9.3 4 5.3 4 2 6.7 2 10.1c0 1.9 1 3.6 2.7 4.7L4 17l2.6-1.3c.8.2 1.6.4 2.5.4M15.5 10c3.6 0 6.5 2.4 6.5 5.3 0 1.6-.8 3-2.1 4l.6 1.9-2.3-1.1c-.9.3-1.8.4-2.7.4-3.6 0-6.5-2.4-6.5-5.2S11.9 10 15.5 10Z',
};

function CardIcon({ field, ...p }: { field: CardField } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={16}
      height={16}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
      {...p}
    >
      <path d={ICON_PATHS[field]} />
    </svg>
  );
}

/**
 * W-SP6: the ads, CAROUSEL_HEIGHT_PX high, one at a time, each opening its link; dots pick one. It turns by itself
 * unless the visitor prefers reduced motion, and holds while the pointer or the focus is on it (WCAG 2.2.2). Ads out
 * of view are inert, so the keyboard and screen readers meet only the one shown.
 */
function AdCarousel({ ads }: { ads: Ad[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const [still] = useState(() => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  const count = ads.length;
  useEffect(() => {
    if (count < 2 || still || held) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), AD_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [count, still, held]);
  const shown = index % count;
  const label = (n: number) => t('side.ad', { n, count });
  return (
    <section
      className="pw-side__ads"
      aria-label={t('side.ads')}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="pw-side__ad-view" style={{ height: CAROUSEL_HEIGHT_PX }}>
        <div className="pw-side__ad-track" style={{ '--pw-ad-shown': shown } as CSSProperties}>
          {ads.map((ad, i) => (
            <div key={`${i}|${ad.image}`} className="pw-side__ad-slide" inert={i !== shown}>
              {ad.link ? (
                <a className="pw-side__ad" href={ad.link} target="_blank" rel="noopener noreferrer" aria-label={label(i + 1)}>
                  <img src={ad.image} alt="" draggable={false} />
                </a>
              ) : (
                <img className="pw-side__ad" src={ad.image} alt={label(i + 1)} draggable={false} />
              )}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className="pw-side__dots">
          {ads.map((ad, i) => (
            <button
              key={`${i}|${ad.image}`}
              type="button"
              className="pw-side__dot"
              aria-label={t('side.showAd', { n: i + 1 })}
              aria-current={i === shown}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
