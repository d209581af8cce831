import { Badge, Empty, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { SenderType, UserStatus } from '@parley/protocol';
import { formatListTime } from '../../../shared/format';
import { messagePreview } from '../../../shared/conversation/preview';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { useNow } from '../../../shared/useNow';
import { useInbox } from '../hooks/useInbox';
import { activityAt } from '../model/inboxState';
import { visitorLabel } from '../model/notifications';
import { useTranslation } from 'react-i18next';

/** The agent's conversations, latest activity first: unread count, last message, or the visitor's live draft. */
export function MineList({ selectedId }: { selectedId: number | null }) {
  const { t, i18n } = useTranslation('inbox');
  const { state } = useInbox();
  const now = useNow(30_000);
  if (state.mine.length === 0) return <Empty className="list-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('mine.empty')} />;
  return (
    <ul className="conv-list" aria-label={t('mine.label')}>
      {state.mine.map((c) => {
        const name = visitorLabel(c.visitor);
        const draft = state.visitorDrafts[c.sessionId];
        const ended = c.status === UserStatus.OFFLINE;
        return (
          <li key={c.sessionId}>
            <Link
              to={`/inbox/${c.sessionId}`}
              className={`conv-item${c.sessionId === selectedId ? ' selected' : ''}${c.unread ? ' unread' : ''}${ended ? ' ended' : ''}`}
              aria-current={c.sessionId === selectedId ? 'page' : undefined}
            >
              <Badge count={c.unread} size="small" offset={[-4, 4]}>
                <VisitorAvatar name={name} seed={c.visitor.userId} />
              </Badge>
              <div className="conv-body">
                <div className="conv-top">
                  <Typography.Text strong ellipsis className="conv-name">
                    {name}
                  </Typography.Text>
                  <span className="conv-time">{ended ? t('mine.ended') : formatListTime(activityAt(c), now, i18n.language)}</span>
                </div>
                {draft ? (
                  <div className="conv-preview typing" aria-label={t('mine.visitorTyping')}>
                    <EditOutlined /> {t('mine.typing', { draft })}
                  </div>
                ) : (
                  <div className="conv-preview">
                    {c.lastMessage
                      ? c.lastMessage.senderType === SenderType.AGENT
                        ? t('mine.you', { text: messagePreview(c.lastMessage) })
                        : messagePreview(c.lastMessage)
                      : t('mine.noMessages')}
                  </div>
                )}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
