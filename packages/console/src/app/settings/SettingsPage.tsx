import { Suspense, lazy } from 'react';
import { Grid, Spin, Tabs, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router';
import './settings.css';
import { AgentsSettings } from '../../features/team/components/AgentsSettings';
import { ChannelSettings } from '../../features/channels/components/ChannelSettings';
import { GroupsSettings } from '../../features/team/components/GroupsSettings';
import { KnowledgeSettings } from '../../features/knowledge/components/KnowledgeSettings';
import { PrivacySettings } from '../../features/privacy/components/PrivacySettings';
import { ApiKeysSettings } from '../../features/apiKeys/components/ApiKeysSettings';
import { JobsSettings } from '../../features/jobs/components/JobsSettings';
import { SensitiveWordsSettings } from '../../features/sensitiveWords/components/SensitiveWordsSettings';
import { TicketTemplatesSettings } from '../../features/ticketTemplates/components/TicketTemplatesSettings';
import { WorkingHoursSettings } from '../../features/channels/components/WorkingHoursSettings';
import { WebsitesSettings } from '../../features/websites/components/WebsitesSettings';
import { WorkspaceSettings } from '../../features/websites/components/WorkspaceSettings';
import { loadNamespaces } from '../../i18n';
import { useTranslation } from 'react-i18next';

// The flow editor brings a canvas library: its own chunk, loaded with its texts when its tab opens.
const FlowEditor = lazy(() =>
  Promise.all([import('../../features/flows/components/FlowEditor'), loadNamespaces('flows')]).then(([m]) => m),
);
// Webhooks: its page and texts load when its tab first opens.
const WebhooksSettings = lazy(() =>
  Promise.all([import('../../features/webhooks/components/WebhooksSettings'), loadNamespaces('webhooks')]).then(([m]) => ({
    default: m.WebhooksSettings,
  })),
);

const TABS = [
  'workspace',
  'websites',
  'agents',
  'groups',
  'hours',
  'channel',
  'knowledge',
  'flows',
  'tickets',
  'sensitive',
  'privacy',
  'jobs',
  'apiKeys',
  'webhooks',
] as const;
type Tab = (typeof TABS)[number];

/**
 * Tenant administration, one tab per feature's section: who answers (agents), how they are grouped, when the channels are staffed, what each
 * channel's widget looks like and does, what its robot knows, the ticket types and card forms, and how long data is kept.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  const screens = Grid.useBreakpoint();
  const { tab } = useParams();
  const navigate = useNavigate();
  const active: Tab = TABS.find((t) => t === tab) ?? 'agents';
  return (
    <div className="settings">
      <Typography.Title level={4}>{t('settingsPage.settings')}</Typography.Title>
      <Tabs
        // Fourteen tabs do not fit a row at 1280 px; antd's overflow menu then sits inside the tablist, which screen
        // readers cannot use (axe aria-required-children). On wide screens they stand in a column, tall enough for all.
        tabPlacement={screens.lg ? 'start' : 'top'}
        style={screens.lg ? { minHeight: 620 } : undefined}
        activeKey={active}
        onChange={(k) => void navigate(`/settings/${k}`)}
        destroyOnHidden
        items={[
          { key: 'workspace', label: t('settingsPage.workspace'), children: <WorkspaceSettings /> },
          { key: 'websites', label: t('settingsPage.websites'), children: <WebsitesSettings /> },
          { key: 'agents', label: t('settingsPage.agents'), children: <AgentsSettings /> },
          { key: 'groups', label: t('settingsPage.groups'), children: <GroupsSettings /> },
          { key: 'hours', label: t('settingsPage.workingHours'), children: <WorkingHoursSettings /> },
          { key: 'channel', label: t('settingsPage.channel'), children: <ChannelSettings /> },
          { key: 'knowledge', label: t('settingsPage.knowledgeBase'), children: <KnowledgeSettings /> },
          {
            key: 'flows',
            label: t('settingsPage.flows'),
            children: (
              <Suspense fallback={<Spin />}>
                <FlowEditor />
              </Suspense>
            ),
          },
          { key: 'tickets', label: t('settingsPage.tickets'), children: <TicketTemplatesSettings /> },
          { key: 'sensitive', label: t('settingsPage.sensitiveWords'), children: <SensitiveWordsSettings /> },
          { key: 'privacy', label: t('settingsPage.privacy'), children: <PrivacySettings /> },
          { key: 'jobs', label: t('settingsPage.jobs'), children: <JobsSettings /> },
          { key: 'apiKeys', label: t('settingsPage.apiKeys'), children: <ApiKeysSettings /> },
          {
            key: 'webhooks',
            label: t('settingsPage.webhooks'),
            children: (
              <Suspense fallback={<Spin />}>
                <WebhooksSettings />
              </Suspense>
            ),
          },
        ]}
      />
    </div>
  );
}
