/** A ticket in the "my messages" drawer and on /workorder: its view, the reply button and dialog, the rating (W-LM10–W-LM12). */
import { Button, Toast } from 'antd-mobile';
import { TOAST_MS } from '@parley/protocol';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { Services } from '../services/services';
import { RatingCard } from './RatingCard';
import { canReply } from './records';
import { ReplySheet } from './ReplySheet';
import { TicketLoading, TicketProblem } from './TicketShell';
import { TicketView } from './TicketView';
import { useTicket, type Renewal, type TicketAccess } from './useTicket';

export function TicketPanel({ services, woId, access }: { services: Services; woId: string; access: TicketAccess }) {
  const { t } = useTranslation();
  const { load, reload, reply, rate, upload, renewLink } = useTicket(services, woId, access);
  const [replying, setReplying] = useState(false);
  const [renewal, setRenewal] = useState<Renewal | 'asking' | null>(null);
  if (load.kind === 'loading') return <TicketLoading label={t('tickets.detail.loading')} />;
  if (load.kind === 'failed' && load.dead) {
    // S-TK12: a dead link offers a new one by e-mail, to the address the ticket has (never a sign-in).
    if (renewal !== null && renewal !== 'asking' && renewal.kind === 'sent')
      return <TicketProblem sent title={t('tickets.detail.renewedTitle')} body={t('tickets.detail.renewed', { address: renewal.to })} />;
    const ask = async () => {
      setRenewal('asking');
      const r = await renewLink();
      if (r.kind === 'failed') Toast.show({ icon: 'fail', content: t('tickets.detail.failed'), duration: TOAST_MS });
      setRenewal(r.kind === 'failed' ? null : r);
    };
    const noMail = renewal !== null && renewal !== 'asking' && renewal.kind === 'noMail';
    return (
      <TicketProblem
        title={t('tickets.detail.failedTitle')}
        body={t(noMail ? 'tickets.detail.noMail' : 'tickets.detail.failedBody')}
        {...(noMail ? {} : { action: { label: t('tickets.detail.renew'), run: () => void ask(), busy: renewal === 'asking' } })}
      />
    );
  }
  if (load.kind === 'failed') {
    return (
      <TicketProblem
        title={t('tickets.detail.failedTitle')}
        body={t(load.problem ?? 'tickets.detail.failedBody')}
        action={{ label: t('tickets.mine.retry'), run: reload }}
      />
    );
  }
  const wo = load.wo;
  return (
    <>
      <TicketView
        wo={wo}
        footer={
          <>
            <RatingCard wo={wo} onRate={rate} />
            <div className="pw-tk-actions">
              {canReply(wo) ? (
                <Button color="primary" shape="rounded" block onClick={() => setReplying(true)}>
                  {t('tickets.detail.reply')}
                </Button>
              ) : (
                <p className="pw-tk-muted">{t('tickets.detail.closedNote')}</p>
              )}
            </div>
          </>
        }
      />
      <ReplySheet visible={replying} onClose={() => setReplying(false)} onSend={reply} {...(upload ? { upload } : {})} />
    </>
  );
}
