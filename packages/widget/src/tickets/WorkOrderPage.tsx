/**
 * /workorder?woId#t=token (the link an e-mail carries; ?woId&token still works, W-LM13) or ?woId&userId (the visitor's
 * stored token): one ticket, its activity, the reply dialog and the rating (W-LM9–W-LM12). Mobile full screen, desktop a
 * centred card.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useSearchParams } from 'wouter';
import type { Services } from '../services/services';
import { TextsLoading, usePageLayout, TicketProblem, TicketShell, useTicketTexts } from './TicketShell';
import { TicketPanel } from './TicketPanel';
import type { TicketAccess } from './useTicket';
import { useChannelLook } from './useChannelLook';
import { useLinkToken } from './linkToken';

const DESKTOP_WIDTH = 720;

export default function WorkOrderPage({ services }: { services: Services }) {
  const ready = useTicketTexts();
  return ready ? <WorkOrder services={services} /> : <TextsLoading />;
}

function WorkOrder({ services }: { services: Services }) {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const layout = usePageLayout();
  const woId = query.get('woId')?.trim() ?? '';
  // Read from the link, then gone from the address bar (W-LM13).
  const token = useLinkToken(woId);
  const userId = query.get('userId')?.trim() ?? '';
  useChannelLook(services, query.get('channelId')?.trim() ?? '', query.get('locale'));
  // W-LM9: a link's token names the ticket; otherwise the stored visitor's token goes in the header.
  const access = useMemo<TicketAccess | null>(() => {
    if (token) return { token };
    if (!userId) return null;
    services.identity.loadUser(userId);
    return { userId };
  }, [services, token, userId]);

  useEffect(() => {
    document.title = t('tickets.detail.pageTitle');
  }, [t]);

  return (
    <TicketShell layout={layout} width={DESKTOP_WIDTH} title={t('tickets.detail.pageTitle')} subtitle={t('tickets.detail.pageSubtitle')}>
      {woId && access ? (
        <div className="pw-tk-pad">
          {/* A newer link opened over a dead one starts the panel afresh. */}
          <TicketPanel key={token} services={services} woId={woId} access={access} />
        </div>
      ) : (
        <TicketProblem title={t('tickets.detail.failedTitle')} body={t('tickets.detail.badLink')} />
      )}
    </TicketShell>
  );
}
