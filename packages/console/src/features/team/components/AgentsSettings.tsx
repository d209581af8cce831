import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { AdminAgent, Group } from '@parley/protocol';
import { AgentRating } from '../../../shared/AgentRating';
import { failureText } from '../../../shared/api';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { fetchAdminAgents } from '../api/fetchAdminAgents';
import { fetchAdminGroups } from '../../../shared/admin/api/fetchAdminGroups';
import { AgentForm } from './AgentForm';
import '../../../shared/admin/admin.css';
import './team.css';
import { useTranslation } from 'react-i18next';

/** The tenant's agents with presence and load; a drawer form creates or edits one. */
export function AgentsSettings() {
  const { t } = useTranslation('team');
  const { message } = AntApp.useApp();
  const [agents, setAgents] = useState<AdminAgent[] | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [editing, setEditing] = useState<AdminAgent | 'new' | null>(null);

  const load = useCallback(() => {
    Promise.all([fetchAdminAgents(), fetchAdminGroups()]).then(
      ([a, g]) => {
        setAgents(a);
        setGroups(g);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message]);
  useEffect(load, [load]);

  const groupName = (id: string) => groups.find((g) => g.groupId === id)?.groupName ?? id;
  return (
    <>
      <div className="settings-bar">
        <span className="settings-hint">{t('agentsSettings.agentsSignInWithTheir')}</span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('agentsSettings.newAgent')}
        </Button>
      </div>
      <Table<AdminAgent>
        rowKey="agentId"
        loading={agents === null}
        dataSource={agents ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={(a) => ({ onClick: () => setEditing(a), className: 'settings-row' })}
        columns={[
          {
            title: t('agentsSettings.agent'),
            key: 'agent',
            render: (_, a) => (
              <span className="settings-agent">
                <VisitorAvatar name={a.nickname} seed={`agent${a.agentId}`} size={32} />
                <span>
                  <strong>{a.nickname}</strong>
                  <br />
                  <span className="settings-sub">{a.email}</span>
                </span>
              </span>
            ),
          },
          {
            title: t('agentsSettings.role'),
            dataIndex: 'role',
            width: 90,
            render: (r: string) => (r === 'admin' ? <Tag color="purple">admin</Tag> : <Tag>agent</Tag>),
          },
          {
            title: t('agentsSettings.presence'),
            dataIndex: 'presence',
            width: 110,
            render: (p: string) => (
              <span className="presence-option">
                <span className={`presence-dot presence-${p}`} />
                {p}
              </span>
            ),
          },
          { title: t('agentsSettings.load'), key: 'load', width: 90, render: (_, a) => `${a.load} / ${a.capacity}` },
          {
            title: t('agentsSettings.rating'),
            key: 'rating',
            width: 120,
            sorter: (a, b) => (a.ratingAverage ?? -1) - (b.ratingAverage ?? -1),
            render: (_, a) => <AgentRating average={a.ratingAverage} count={a.ratingCount} />,
          },
          {
            title: t('agentsSettings.groups'),
            key: 'groups',
            render: (_, a) =>
              a.groupIds.length ? a.groupIds.map((g) => <Tag key={g}>{groupName(g)}</Tag>) : <span className="settings-sub">none</span>,
          },
        ]}
      />
      <AgentForm
        agent={editing === 'new' ? null : editing}
        open={editing !== null}
        groups={groups}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          load();
        }}
      />
    </>
  );
}
