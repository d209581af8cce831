import { Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { AgentsSettings } from './AgentsSettings';
import { ChannelSettings } from './channel/ChannelSettings';
import { GroupsSettings } from './GroupsSettings';
import { KnowledgeSettings } from './knowledge/KnowledgeSettings';
import { PrivacySettings } from './PrivacySettings';
import { TicketTemplatesSettings } from './tickets/TicketTemplatesSettings';
import { WorkingHoursSettings } from './WorkingHoursSettings';
import './settings.css';

const TABS = ['agents', 'groups', 'hours', 'channel', 'knowledge', 'tickets', 'privacy'] as const;
type Tab = (typeof TABS)[number];

/**
 * Tenant administration: who answers (agents), how they are grouped, when the channels are staffed, what each
 * channel's widget looks like and does, what its robot knows, the ticket types and card forms, and how long data is kept.
 */
export function SettingsPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const active: Tab = TABS.find((t) => t === tab) ?? 'agents';
  return (
    <div className="settings">
      <Typography.Title level={4}>Settings</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(k) => void navigate(`/settings/${k}`)}
        destroyOnHidden
        items={[
          { key: 'agents', label: 'Agents', children: <AgentsSettings /> },
          { key: 'groups', label: 'Groups', children: <GroupsSettings /> },
          { key: 'hours', label: 'Working hours', children: <WorkingHoursSettings /> },
          { key: 'channel', label: 'Channel', children: <ChannelSettings /> },
          { key: 'knowledge', label: 'Knowledge base', children: <KnowledgeSettings /> },
          { key: 'tickets', label: 'Tickets', children: <TicketTemplatesSettings /> },
          { key: 'privacy', label: 'Privacy', children: <PrivacySettings /> },
        ]}
      />
    </div>
  );
}
