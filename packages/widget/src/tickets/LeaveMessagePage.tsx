/**
 * /leaveMsg (mobile or desktop) and /leaveMessage (always mobile, embedded): submit a message, or read "my
 * messages" (leave-messages-work-orders.md §2). The channel says which form (leaveMsgType 1 simple, 2 ticket),
 * its title, theme and language; the visitor's stored identity gives the token (W-LM2–W-LM8).
 */
import { Badge, Dialog, Tabs } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { useLocation, useSearchParams } from 'wouter';
import { ApiCode, LeaveMsgType, type AddWoAnswer, type ChannelInfo } from '@parley/protocol';
import { isRtl, localeForChannel, setLocale } from '../i18n';
import type { Services } from '../services/services';
import { AWAY_PARAM, chatUrlFrom } from '../services/urls';
import { brandingVars } from '../theme/branding';
import { useBranding } from '../theme/useBranding';
import { MyMessages, useMine } from './MyMessages';
import { SimpleForm } from './SimpleForm';
import { TicketForm } from './TicketForm';
import { TextsLoading, usePageLayout, TicketLoading, TicketProblem, TicketShell, useTicketTexts } from './TicketShell';

type ChannelLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; channel: ChannelInfo };

const DESKTOP_WIDTH = 560;

export default function LeaveMessagePage({ services, embedded }: { services: Services; embedded: boolean }) {
  const ready = useTicketTexts();
  return ready ? <LeaveMessage services={services} embedded={embedded} /> : <TextsLoading />;
}

function LeaveMessage({ services, embedded }: { services: Services; embedded: boolean }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [query] = useSearchParams();
  const channelId = query.get('channelId')?.trim() ?? '';
  // The stored visitor of this channel gives the token (and the ids when the link lacks them).
  const stored = useMemo(() => (channelId ? services.identity.load(channelId) : null), [services, channelId]);
  const userId = query.get('userId')?.trim() || stored?.userId || '';
  const tenantId = query.get('tenantId')?.trim() || stored?.tenantId || '';
  const [tab, setTab] = useState(query.get('tab') === 'mine' ? 'mine' : 'submit');
  const [load, setLoad] = useState<ChannelLoad>({ kind: 'loading' });
  const [seq, setSeq] = useState(0);
  const layout = usePageLayout(embedded);
  const mine = useMine(services, userId, tenantId);

  useEffect(() => {
    let live = true;
    if (!channelId) return setLoad({ kind: 'failed' });
    services.api
      .channelInfo({ channelId })
      .then((res) => {
        if (!live) return;
        if (res.code !== ApiCode.OK) return setLoad({ kind: 'failed' });
        // W-SH2: the same order as in the chat.
        void setLocale(localeForChannel(res.data, query.get('locale')));
        setLoad({ kind: 'ready', channel: res.data });
      })
      .catch(() => live && setLoad({ kind: 'failed' }));
    return () => {
      live = false;
    };
  }, [services, channelId, query, seq]);

  const channel = load.kind === 'ready' ? load.channel : null;
  useBranding(useMemo(() => brandingVars(channel), [channel]));
  const title = channel?.leaveMsgTitle || t('tickets.leave.title');
  useEffect(() => {
    document.title = title;
  }, [title]);

  const backToChat = () => navigate(chatUrlFrom(query.toString()));

  /** W-LM5: tell the ticket number and where the answer comes, then back to the chat. */
  const ticketSent = (answer: AddWoAnswer) => {
    mine.reload();
    void Dialog.alert({
      title: t('tickets.ticket.sentTitle', { id: answer.woId }),
      content: answer.notifyEmail ? t('tickets.ticket.sentEmail', { email: answer.notifyEmail }) : t('tickets.ticket.sentHere'),
      confirmText: t('tickets.leave.back'),
    }).then(backToChat);
  };
  const messageSent = () => {
    mine.reload();
    void Dialog.alert({
      title: t('tickets.leave.sentTitle'),
      content: t('tickets.leave.sentBody'),
      confirmText: t('tickets.leave.back'),
    }).then(backToChat);
  };

  let body;
  if (load.kind === 'loading') body = <TicketLoading label={t('tickets.leave.loading')} />;
  else if (load.kind === 'failed' || !userId) {
    body = (
      <TicketProblem
        title={t('tickets.leave.failedTitle')}
        body={t(userId ? 'tickets.leave.failedBody' : 'tickets.leave.noVisitor')}
        action={
          userId ? { label: t('tickets.mine.retry'), run: () => setSeq((n) => n + 1) } : { label: t('tickets.leave.back'), run: backToChat }
        }
      />
    );
  } else {
    const c = load.channel;
    const unread = mine.load.kind === 'ready' ? mine.load.unread : 0;
    body = (
      <Tabs activeKey={tab} onChange={setTab} className="pw-tk-tabs" stretch direction={isRtl() ? 'rtl' : 'ltr'}>
        <Tabs.Tab key="submit" title={t('tickets.leave.tabSubmit')}>
          {c.leaveMsgType === LeaveMsgType.WORK_ORDER ? (
            <TicketForm services={services} ids={{ userId, tenantId, channelId }} woTypeId={String(c.leaveMsgWoType)} onSent={ticketSent} />
          ) : (
            <SimpleForm services={services} ids={{ userId, channelId }} phoneRule={c.phoneRule} onSent={messageSent} />
          )}
        </Tabs.Tab>
        <Tabs.Tab
          key="mine"
          title={
            <Badge
              content={unread > 0 ? unread : null}
              className="pw-tk-tab-badge"
              aria-label={unread > 0 ? t('tickets.mine.unread', { count: unread }) : undefined}
            >
              <span>{t('tickets.leave.tabMine')}</span>
            </Badge>
          }
        >
          <MyMessages services={services} layout={layout} userId={userId} tenantId={tenantId} load={mine.load} reload={mine.reload} />
        </Tabs.Tab>
      </Tabs>
    );
  }

  return (
    <TicketShell
      layout={layout}
      width={DESKTOP_WIDTH}
      title={title}
      subtitle={query.get(AWAY_PARAM) === '1' ? t('tickets.leave.subtitle') : undefined}
      onBack={channelId ? backToChat : undefined}
      backLabel={t('tickets.leave.back')}
    >
      {body}
    </TicketShell>
  );
}
