import { useEffect, useState } from 'react';
import { App as AntApp, Button, Empty, Input, Modal, Progress, Spin, Tabs, Tag } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import type { AgentSummary, Group } from '@parley/protocol';
import { AgentRating } from '../../../shared/AgentRating';
import { failureText } from '../../../shared/api';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { fetchTransferTargets } from '../api/fetchTransferTargets';
import { transferConversation } from '../api/transferConversation';
import { useInbox } from '../hooks/useInbox';
import { useTranslation } from 'react-i18next';

interface Props {
  open: boolean;
  sessionId: number;
  onClose(): void;
  onTransferred(): void;
}

const PRESENCE_ORDER = { online: 0, busy: 1, offline: 2 } as const;

/** Pick a colleague (presence and load shown; offline ones cannot take it) or a group's queue. */
export function TransferModal({ open, sessionId, onClose, onTransferred }: Props) {
  const { t } = useTranslation('inbox');
  const { me } = useInbox();
  const { message } = AntApp.useApp();
  const [targets, setTargets] = useState<{ agents: AgentSummary[]; groups: Group[] } | null>(null);
  const [filter, setFilter] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setTargets(null);
    setFilter('');
    fetchTransferTargets().then(setTargets, (e: unknown) => void message.error(failureText(e)));
  }, [open, message]);

  async function transfer(key: string, to: { agentId: number } | { groupId: string }, label: string) {
    setBusy(key);
    try {
      await transferConversation(sessionId, to);
      void message.success(t('transfer.done', { name: label }));
      onTransferred();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(null);
    }
  }

  const f = filter.trim().toLowerCase();
  const agents = (targets?.agents ?? [])
    .filter((a) => a.agentId !== me.agentId && a.nickname.toLowerCase().includes(f))
    .sort((a, b) => PRESENCE_ORDER[a.presence] - PRESENCE_ORDER[b.presence] || a.load / a.capacity - b.load / b.capacity);
  const groups = (targets?.groups ?? []).filter((g) => g.groupName.toLowerCase().includes(f));
  const online = new Set((targets?.agents ?? []).filter((a) => a.presence === 'online').map((a) => a.agentId));

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('transfer.title')} width={520} destroyOnHidden>
      <Input.Search
        placeholder={t('transfer.search')}
        allowClear
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        className="transfer-search"
      />
      {!targets ? (
        <Spin className="transfer-loading" />
      ) : (
        <Tabs
          items={[
            {
              key: 'agents',
              label: t('transfer.agents', { count: agents.length }),
              children: agents.length ? (
                <ul className="transfer-list">
                  {agents.map((a) => {
                    const full = a.load >= a.capacity;
                    const reachable = a.presence !== 'offline';
                    return (
                      <li key={a.agentId} className="transfer-item">
                        <VisitorAvatar name={a.nickname} seed={`agent${a.agentId}`} size={32} />
                        <div className="transfer-body">
                          <div className="transfer-name">
                            {a.nickname} <span className={`presence-dot presence-${a.presence}`} aria-hidden="true" />
                            <span className="transfer-presence">{t(`transfer.presence.${a.presence}`)}</span>
                            <AgentRating average={a.ratingAverage} count={a.ratingCount} />
                          </div>
                          <div className="transfer-load">
                            <Progress
                              percent={Math.round((100 * a.load) / Math.max(1, a.capacity))}
                              size="small"
                              showInfo={false}
                              status={full ? 'exception' : 'normal'}
                            />
                            <span>{t('transfer.load', { load: a.load, capacity: a.capacity })}</span>
                          </div>
                        </div>
                        <Button
                          size="small"
                          disabled={!reachable}
                          loading={busy === `a${a.agentId}`}
                          onClick={() => void transfer(`a${a.agentId}`, { agentId: a.agentId }, a.nickname)}
                        >
                          {t('transfer.action')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transfer.noAgents')} />
              ),
            },
            {
              key: 'groups',
              label: t('transfer.groups', { count: groups.length }),
              children: groups.length ? (
                <ul className="transfer-list">
                  {groups.map((g) => {
                    const here = g.agentIds.filter((id) => online.has(id)).length;
                    return (
                      <li key={g.groupId} className="transfer-item">
                        <span className="group-icon">
                          <TeamOutlined />
                        </span>
                        <div className="transfer-body">
                          <div className="transfer-name">{g.groupName}</div>
                          <div className="transfer-meta">
                            {t('transfer.members', { count: g.agentIds.length })} ·{' '}
                            {here ? (
                              <Tag color="green">{t('transfer.online', { count: here })}</Tag>
                            ) : (
                              <Tag>{t('transfer.nobodyOnline')}</Tag>
                            )}
                          </div>
                        </div>
                        <Button
                          size="small"
                          loading={busy === `g${g.groupId}`}
                          onClick={() => void transfer(`g${g.groupId}`, { groupId: g.groupId }, g.groupName)}
                        >
                          {t('transfer.action')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transfer.noGroups')} />
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}
