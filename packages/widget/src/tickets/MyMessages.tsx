/**
 * "My messages" (W-LM8): the visitor's simple messages and tickets, newest first, ending with 'no more records'; a
 * ticket opens in a drawer with its activity and the reply dialog (W-LM10, W-LM11).
 */
import { Popup } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { ApiCode, type LeaveMessage, type WorkOrderListItem } from '@parley/protocol';
import { patternInText } from '../i18n/format';
import type { Services } from '../services/services';
import { currentLocale, isRtl } from '../i18n';
import type { Layout } from '../layout/chooseLayout';
import { CloseIcon } from '../ui/icons';
import { TicketPanel } from './TicketPanel';
import { isHandled, mergeMine, unreadTotal, type MineItem } from './records';
import { StatusChip } from './TicketView';

const TIME = 'yyyy-MM-dd HH:mm';

export type MineLoad = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; items: MineItem[]; unread: number };

/** Both lists at once; either may fail alone (a channel that never had tickets still lists its messages). */
export function useMine(services: Services, userId: string, tenantId: string) {
  const [load, setLoad] = useState<MineLoad>({ kind: 'loading' });
  const [seq, setSeq] = useState(0);
  const reload = useCallback(() => setSeq((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    void Promise.allSettled([services.tickets.getLeaveMsgList({ userId }), services.tickets.queryWoByCustom({ userId, tenantId })]).then(
      ([m, w]) => {
        if (!live) return;
        const messages: LeaveMessage[] = m.status === 'fulfilled' && m.value.code === ApiCode.OK ? m.value.data : [];
        const tickets: WorkOrderListItem[] = w.status === 'fulfilled' && w.value.code === ApiCode.OK ? w.value.data.list : [];
        if (m.status === 'rejected' && w.status === 'rejected') return setLoad({ kind: 'failed' });
        setLoad({ kind: 'ready', items: mergeMine(messages, tickets), unread: unreadTotal(tickets) });
      },
    );
    return () => {
      live = false;
    };
  }, [services, userId, tenantId, seq]);
  return { load, reload };
}

interface Props {
  services: Services;
  layout: Layout;
  userId: string;
  tenantId: string;
  load: MineLoad;
  reload(): void;
}

export function MyMessages({ services, layout, userId, tenantId, load, reload }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string | null>(null);

  if (load.kind === 'loading')
    return (
      <div className="pw-state" role="status" aria-label={t('tickets.mine.loading')}>
        <span className="pw-spinner pw-spinner--lg" aria-hidden />
      </div>
    );
  if (load.kind === 'failed') {
    return (
      <div className="pw-state" role="alert">
        <p className="pw-state__body">{t('tickets.mine.failed')}</p>
        <button type="button" className="pw-button pw-state__action" onClick={reload}>
          {t('tickets.mine.retry')}
        </button>
      </div>
    );
  }
  const close = () => {
    setOpen(null);
    // Opening a ticket read its replies: the badges follow.
    reload();
  };
  return (
    <>
      {load.items.length === 0 ? (
        <div className="pw-state">
          <p className="pw-state__title">{t('tickets.mine.emptyTitle')}</p>
          <p className="pw-state__body">{t('tickets.mine.emptyBody')}</p>
        </div>
      ) : (
        <ul className="pw-tk-list" aria-label={t('tickets.leave.tabMine')}>
          {load.items.map((item) =>
            item.kind === 'ticket' ? (
              <li key={`t${item.ticket.woId}`}>
                <TicketRow ticket={item.ticket} onOpen={() => setOpen(item.ticket.woId)} />
              </li>
            ) : (
              <li key={`m${item.message.id}`}>
                <MessageRow message={item.message} />
              </li>
            ),
          )}
        </ul>
      )}
      <p className="pw-tk-end">{t('tickets.mine.noMore')}</p>
      <Popup
        visible={open !== null}
        onMaskClick={close}
        onClose={close}
        position={layout === 'desktop' ? (isRtl() ? 'left' : 'right') : 'bottom'}
        bodyClassName={`pw-tk-drawer pw-tk-drawer--${layout}`}
        destroyOnClose
      >
        {open && (
          <div role="dialog" aria-modal="true" aria-label={t('tickets.detail.title')} className="pw-tk-drawer__inner">
            <div className="pw-tk-drawer__bar">
              <strong>{t('tickets.detail.title')}</strong>
              <button type="button" className="pw-tk-icon-btn" aria-label={t('tickets.detail.close')} onClick={close}>
                <CloseIcon width={20} height={20} />
              </button>
            </div>
            <TicketPanel services={services} woId={open} access={{ userId, tenantId }} />
          </div>
        )}
      </Popup>
    </>
  );
}

function TicketRow({ ticket, onOpen }: { ticket: WorkOrderListItem; onOpen(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="pw-tk-item is-ticket"
      onClick={onOpen}
      aria-label={t('tickets.mine.openTicket', { id: ticket.woId, title: ticket.woTitle })}
    >
      <span className="pw-tk-item__top">
        <span className="pw-tk-item__kind">{t('tickets.detail.number', { id: ticket.woId })}</span>
        <StatusChip status={ticket.woStatus} />
        {ticket.unread > 0 && (
          <span className="pw-tk-unread" aria-label={t('tickets.mine.unread', { count: ticket.unread })}>
            {t('tickets.mine.unread', { count: ticket.unread })}
          </span>
        )}
      </span>
      <span className="pw-tk-item__title">{ticket.woTitle}</span>
      <span className="pw-tk-item__text">{ticket.woContent}</span>
      <span className="pw-tk-item__time">
        {t('tickets.mine.updated', { time: patternInText(ticket.updateTime || ticket.createTime, currentLocale(), TIME) })}
      </span>
    </button>
  );
}

function MessageRow({ message }: { message: LeaveMessage }) {
  const { t } = useTranslation();
  const handled = isHandled(message);
  return (
    <article className="pw-tk-item is-message" aria-label={t('tickets.mine.messageFrom', { name: message.customerName })}>
      <span className="pw-tk-item__top">
        <span className="pw-tk-item__kind">{message.customerName}</span>
        <span className={`pw-tk-status is-${handled ? 'resolved' : 'new'}`}>
          {t(handled ? 'tickets.mine.handled' : 'tickets.mine.unhandled')}
        </span>
      </span>
      <span className="pw-tk-item__text is-full">{message.msgContent}</span>
      <span className="pw-tk-item__time">
        {t('tickets.mine.created', { time: patternInText(message.createTime, currentLocale(), TIME) })}
      </span>
      {handled && (
        <span className="pw-tk-remark">
          {message.msgDesc && (
            <span>
              <strong>{t('tickets.mine.remark')}</strong> {message.msgDesc}
            </span>
          )}
          {message.updateTime !== null && (
            <span className="pw-tk-item__time">
              {t('tickets.mine.handledAt', {
                time: patternInText(message.updateTime, currentLocale(), TIME),
                name: message.updateUserName,
              })}
            </span>
          )}
        </span>
      )}
    </article>
  );
}
