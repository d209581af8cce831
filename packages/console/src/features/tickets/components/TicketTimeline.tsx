import { Tooltip } from 'antd';
import { ArrowRightOutlined, FlagOutlined, LockOutlined, SwapOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { Group, TicketDetail } from '@parley/protocol';
import { sanitizeHtml } from '../../../shared/conversation/sanitizeHtml';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { formatDateTime } from '../../../shared/format';
import { buildTimeline, looksLikeHtml, type Change, type TimelineEntry } from '../model/timeline';
import { Attachments } from './Attachments';
import { StatusTag, statusLabel } from './TicketBits';
import { useTranslation } from 'react-i18next';

/** The ticket's history, oldest first: the request, replies both ways, yellow internal notes, and change events. */
export function TicketTimeline({ ticket, groups }: { ticket: TicketDetail; groups: Group[] }) {
  const { t } = useTranslation('tickets');
  const entries = buildTimeline(ticket);
  const groupName = (id: string) => groups.find((g) => g.groupId === id)?.groupName ?? `group ${id}`;
  return (
    <ol className="timeline" aria-label={t('timeline.label')}>
      {entries.map((e) => (
        <li key={e.key} className={`tl-entry tl-${e.kind}${e.kind === 'message' ? ` from-${e.from}` : ''}`}>
          <Entry entry={e} seed={ticket.customer.userId} groupName={groupName} />
        </li>
      ))}
    </ol>
  );
}

function Body({ content }: { content: string }) {
  if (!content.trim()) return null;
  if (looksLikeHtml(content)) return <div className="tl-text tl-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(content) }} />;
  return <div className="tl-text">{content}</div>;
}

function When({ time }: { time: number }) {
  return <time className="tl-time">{formatDateTime(time)}</time>;
}

function Entry({ entry: e, seed, groupName }: { entry: TimelineEntry; seed: string; groupName(id: string): string }) {
  const { t } = useTranslation('tickets');
  if (e.kind === 'event') {
    return (
      <div className="tl-event-line">
        <span className="tl-event-icon">
          <SwapOutlined />
        </span>
        <span className="tl-event-text">
          <strong>{e.authorName || t('timeline.system')}</strong>{' '}
          {e.changes.map((c, i) => (
            <ChangeText key={i} change={c} groupName={groupName} first={i === 0} />
          ))}
          {e.text && <span> {e.text}</span>}
        </span>
        <When time={e.time} />
      </div>
    );
  }
  if (e.kind === 'note') {
    return (
      <div className="tl-card tl-note-card">
        <div className="tl-head">
          <LockOutlined className="tl-lock" />
          <strong>{e.authorName}</strong>
          <span className="tl-kind">{t('timeline.note')}</span>
          <When time={e.time} />
        </div>
        <Body content={e.content} />
        <Attachments files={e.files} />
      </div>
    );
  }
  const customer = e.kind === 'request' || e.from === 'customer';
  return (
    <div className="tl-row">
      {customer ? (
        <VisitorAvatar name={e.authorName} seed={seed} size={32} />
      ) : (
        <span className="tl-agent-avatar" aria-hidden="true">
          <UserOutlined />
        </span>
      )}
      <div className={`tl-card ${customer ? 'tl-customer-card' : 'tl-agent-card'}`}>
        <div className="tl-head">
          <strong>{e.authorName}</strong>
          <span className="tl-kind">
            {e.kind === 'request' ? t('timeline.opened') : customer ? t('timeline.customer') : t('timeline.replied')}
          </span>
          {e.kind === 'message' && e.statusTo !== null && (
            <Tooltip title={t('timeline.status', { status: statusLabel(e.statusTo) })}>
              <span className="tl-status-change">
                <ArrowRightOutlined /> <StatusTag status={e.statusTo} />
              </span>
            </Tooltip>
          )}
          <When time={e.time} />
        </div>
        <Body content={e.content} />
        <Attachments files={e.files} />
      </div>
    </div>
  );
}

function ChangeText({ change: c, groupName, first }: { change: Change; groupName(id: string): string; first: boolean }) {
  const { t } = useTranslation('tickets');
  const sep = first ? '' : ', ';
  switch (c.type) {
    case 'status':
      return (
        <span>
          {sep}
          {t('timeline.setStatus')} <StatusTag status={c.to} />
        </span>
      );
    case 'priority':
      return (
        <span>
          {sep}
          <FlagOutlined /> {t('timeline.setPriority')} <strong>{c.label}</strong>
        </span>
      );
    case 'assignee':
      return c.name === null ? (
        <span>
          {sep}
          {t('timeline.unassigned')}
        </span>
      ) : (
        <span>
          {sep}
          {t('timeline.assigned')} <strong>{c.name}</strong>
        </span>
      );
    case 'group':
      return c.groupId === null ? (
        <span>
          {sep}
          {t('timeline.groupCleared')}
        </span>
      ) : (
        <span>
          {sep}
          <TeamOutlined /> {t('timeline.movedTo')} <strong>{groupName(c.groupId)}</strong>
        </span>
      );
  }
}
