import { useCallback, useEffect, useState } from 'react';
import { App as AntApp, Button, Space, Switch, Table, Tag } from 'antd';
import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminAgent, Group, Invitation } from '@parley/protocol';
import { useMe } from '../../../shared/useMe';
import { AgentRating } from '../../../shared/AgentRating';
import { failureText } from '../../../shared/api';
import { VisitorAvatar } from '../../../shared/conversation/VisitorAvatar';
import { fetchAdminAgents } from '../api/fetchAdminAgents';
import { fetchAdminGroups } from '../../../shared/admin/api/fetchAdminGroups';
import { AgentForm } from './AgentForm';
import { deactivateAgent, fetchInvitations, fetchSecurity, reactivateAgent, resetTwoFactor, saveSecurity } from '../api/accounts';
import { InvitationsPanel, InviteModal } from './InvitationsPanel';
import '../../../shared/admin/admin.css';
import './team.css';
import { useTranslation } from 'react-i18next';

/**
 * The tenant's agents with presence and load; a drawer form creates or edits one. Agents join by invitation (issue
 * 30): pending invitations below, deactivation and two-factor per agent, and the workspace's two-factor requirement.
 */
export function AgentsSettings() {
  const { t } = useTranslation('team');
  const { message, modal } = AntApp.useApp();
  // Nobody deactivates themselves.
  const me = useMe();
  const [agents, setAgents] = useState<AdminAgent[] | null>(null);
  const [groups, setGroups] = useState<Group[]>([]);
  const [invitations, setInvitations] = useState<Invitation[]>([]);
  const [requireTwoFactor, setRequireTwoFactor] = useState<boolean | null>(null);
  const [editing, setEditing] = useState<AdminAgent | 'new' | null>(null);
  const [inviting, setInviting] = useState(false);

  const load = useCallback(() => {
    Promise.all([fetchAdminAgents(), fetchAdminGroups(), fetchInvitations(), fetchSecurity()]).then(
      ([a, g, i, s]) => {
        setAgents(a);
        setGroups(g);
        setInvitations(i);
        setRequireTwoFactor(s.requireTwoFactor);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message]);
  useEffect(load, [load]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  };
  const deactivate = (a: AdminAgent) =>
    modal.confirm({
      title: t('accounts.deactivateTitle', { name: a.nickname }),
      content: t('accounts.deactivateBody'),
      okText: t('accounts.deactivate'),
      okButtonProps: { danger: true },
      onOk: () => act(() => deactivateAgent(a.agentId), t('accounts.deactivated', { name: a.nickname })),
    });

  const groupName = (id: string) => groups.find((g) => g.groupId === id)?.groupName ?? id;
  return (
    <>
      <div className="settings-bar">
        <span className="settings-hint">{t('agentsSettings.agentsSignInWithTheir')}</span>
        <Space wrap>
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('agentsSettings.newAgent')}
          </Button>
          <Button type="primary" icon={<MailOutlined />} onClick={() => setInviting(true)}>
            {t('invitations.invite')}
          </Button>
        </Space>
      </div>
      <div className="settings-bar">
        <label className="team-security">
          <Switch
            checked={requireTwoFactor === true}
            loading={requireTwoFactor === null}
            onChange={(on) =>
              void act(
                async () => setRequireTwoFactor((await saveSecurity({ requireTwoFactor: on })).requireTwoFactor),
                t(on ? 'accounts.requiredOn' : 'accounts.requiredOff'),
              )
            }
          />
          <span>{t('accounts.requireTwoFactor')}</span>
        </label>
      </div>
      <Table<AdminAgent>
        rowKey="agentId"
        loading={agents === null}
        dataSource={agents ?? []}
        pagination={false}
        scroll={{ x: 720 }}
        onRow={(a) => ({ onClick: () => setEditing(a), className: `settings-row${a.deactivated ? ' settings-row--off' : ''}` })}
        columns={[
          {
            title: t('agentsSettings.agent'),
            key: 'agent',
            render: (_, a) => (
              <span className="settings-agent">
                <VisitorAvatar name={a.nickname} seed={`agent${a.agentId}`} size={32} />
                <span>
                  <strong>{a.nickname}</strong>
                  {a.deactivated && <Tag className="team-tag">{t('accounts.deactivatedTag')}</Tag>}
                  {a.twoFactorEnabled && <Tag className="team-tag">{t('accounts.twoFactorTag')}</Tag>}
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
          {
            title: '',
            key: 'account',
            width: 190,
            render: (_, a) => (
              // The row opens the edit drawer; these buttons act on their own.
              <Space size={4} wrap onClick={(e) => e.stopPropagation()}>
                {a.deactivated ? (
                  <Button
                    size="small"
                    onClick={() => void act(() => reactivateAgent(a.agentId), t('accounts.reactivated', { name: a.nickname }))}
                  >
                    {t('accounts.reactivate')}
                  </Button>
                ) : (
                  a.agentId !== me.agentId && (
                    <Button size="small" danger onClick={() => deactivate(a)}>
                      {t('accounts.deactivate')}
                    </Button>
                  )
                )}
                {a.twoFactorEnabled && (
                  <Button
                    size="small"
                    onClick={() => void act(() => resetTwoFactor(a.agentId), t('accounts.twoFactorReset', { name: a.nickname }))}
                  >
                    {t('accounts.resetTwoFactor')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <InvitationsPanel invitations={invitations} onChanged={load} />
      {inviting && <InviteModal groups={groups} onClose={() => setInviting(false)} onSent={load} />}
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
