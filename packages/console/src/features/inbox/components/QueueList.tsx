import { useState } from 'react';
import { Button, Empty, Typography } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import type { QueueEntry } from '@parley/protocol';
import { LONG_WAIT_MS, formatWaiting } from '../../../shared/format';
import { messagePreview } from '../../../shared/conversation/preview';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { useNow } from '../../../shared/useNow';
import { useInbox } from '../hooks/useInbox';
import { visitorLabel } from '../model/notifications';
import { useTranslation } from 'react-i18next';

/** Waiting visitors in queue order, their wait ticking, each with an Accept button. */
export function QueueList() {
  const { t } = useTranslation('inbox');
  const { state } = useInbox();
  const now = useNow();
  if (state.queue.length === 0) return <Empty className="list-empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('queue.empty')} />;
  return (
    <ul className="conv-list" aria-label={t('queue.label')}>
      {state.queue.map((q) => (
        <QueueItem key={q.sessionId} entry={q} now={now} />
      ))}
    </ul>
  );
}

function QueueItem({ entry: q, now }: { entry: QueueEntry; now: number }) {
  const { t } = useTranslation('inbox');
  const { accept } = useInbox();
  const [busy, setBusy] = useState(false);
  const name = visitorLabel(q.visitor);
  const waited = now - (q.queuedAt ?? q.startedAt);
  return (
    <li className="conv-item queue-item">
      <VisitorAvatar name={name} seed={q.visitor.userId} />
      <div className="conv-body">
        <div className="conv-top">
          <Typography.Text strong ellipsis className="conv-name">
            {name}
          </Typography.Text>
          <span className="queue-pos" title={t('queue.position')}>
            #{q.position}
          </span>
        </div>
        <div className="conv-preview">{q.lastMessage ? messagePreview(q.lastMessage) : t('queue.askedForAgent')}</div>
        <div className="queue-bottom">
          <span className={`wait${waited > LONG_WAIT_MS ? ' long' : ''}`} aria-label={t('queue.waiting')}>
            <ClockCircleOutlined /> {formatWaiting(waited)}
          </span>
          <Button
            type="primary"
            size="small"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void accept(q.sessionId).finally(() => setBusy(false));
            }}
          >
            {t('queue.accept')}
          </Button>
        </div>
      </div>
    </li>
  );
}
