import { useEffect, useState } from 'react';
import { Badge, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useInbox } from '../hooks/useInbox';
import { totalUnread } from '../model/unread';
import { MineList } from './MineList';
import { QueueList } from './QueueList';
import { useTranslation } from 'react-i18next';

type Tab = 'mine' | 'queue';

/** The left pane: the queue and the agent's own conversations. */
export function ConversationSidebar({ selectedId }: { selectedId: number | null }) {
  const { t } = useTranslation('inbox');
  const { state } = useInbox();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'queue' ? 'queue' : 'mine');
  const unread = totalUnread(state.mine);
  // Accepting from the queue opens the conversation: the list follows it to "Mine".
  useEffect(() => {
    if (selectedId !== null) setTab('mine');
  }, [selectedId]);
  return (
    <aside className="inbox-list" aria-label={t('sidebar.label')}>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        className="inbox-tabs"
        items={[
          {
            key: 'mine',
            label: (
              <span className="tab-label">
                {t('sidebar.mine')}{' '}
                <Badge count={unread || state.mine.length} color={unread ? undefined : '#cbd5e1'} showZero={false} size="small" />
              </span>
            ),
            children: <MineList selectedId={selectedId} />,
          },
          {
            key: 'queue',
            label: (
              <span className="tab-label">
                {t('sidebar.queue')} <Badge count={state.queue.length} color="#f59e0b" size="small" />
              </span>
            ),
            children: <QueueList />,
          },
        ]}
      />
    </aside>
  );
}
