import { Badge, Button, Tooltip } from 'antd';
import { Suspense, lazy } from 'react';
import {
  BarChartOutlined,
  CloudServerOutlined,
  FileTextOutlined,
  HistoryOutlined,
  InboxOutlined,
  LogoutOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { NavLink, Outlet } from 'react-router';
import type { AgentProfile } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { logoutAgent } from '../features/auth/api';
import { InboxProvider } from '../features/inbox/hooks/InboxProvider';
import { useInboxBadge } from '../features/inbox/hooks/useInbox';
import { PresenceSwitch } from '../features/presence/components/PresenceSwitch';
import { TicketDeskProvider } from '../features/tickets/hooks/TicketDeskProvider';
import { useDeskBadge } from '../features/tickets/hooks/useDesk';
import { SoundToggle } from './SoundToggle';
import { StreamStatusDot } from './StreamStatusDot';

// Issue 16: the call window and its WebRTC code load on their own, after the shell.
const CallDock = lazy(() => import('../shared/calls/CallDock'));

interface Props {
  me: AgentProfile;
  onSignedOut(): void;
}

/**
 * Left rail (a bottom bar on phones), header with presence, sound and sign-out; the inbox state and the ticket desk's
 * counts live here so they survive page switches.
 */
export function Shell({ me, onSignedOut }: Props) {
  const { t } = useTranslation('shell');
  return (
    <InboxProvider me={me}>
      <TicketDeskProvider me={me}>
        <div className="shell">
          <header className="shell-header">
            {me.tenantLogo ? <img className="brand-logo" src={me.tenantLogo} alt="" /> : <span className="brand-mark" aria-hidden="true" />}
            <h1 className="shell-title">{me.tenantName}</h1>
            <StreamStatusDot />
            <span className="shell-spacer" />
            <PresenceSwitch me={me} />
            <SoundToggle />
            <LanguageSwitch />
            <NavLink to="/profile" className="shell-user" title={`${me.email} · ${t('nav.profile')}`}>
              {me.nickname}
            </NavLink>
            <Tooltip title={t('signOut')}>
              <Button
                aria-label={t('signOut')}
                type="text"
                icon={<LogoutOutlined />}
                onClick={() => void logoutAgent().finally(onSignedOut)}
              />
            </Tooltip>
          </header>
          <nav className="shell-nav" aria-label={t('nav.main')}>
            <InboxNavLink />
            <TicketsNavLink />
            <NavItem to="/history" label={t('nav.history')} icon={<HistoryOutlined />} />
            {me.role === 'admin' && <NavItem to="/reports" label={t('nav.reports')} icon={<BarChartOutlined />} />}
            {me.role === 'admin' && <NavItem to="/settings" label={t('nav.settings')} icon={<SettingOutlined />} />}
            {me.operator && <NavItem to="/operator" label={t('nav.operator')} icon={<CloudServerOutlined />} />}
          </nav>
          <main className="shell-main">
            <Outlet context={me} />
          </main>
        </div>
        <Suspense fallback={null}>
          <CallDock agentId={me.agentId} />
        </Suspense>
      </TicketDeskProvider>
    </InboxProvider>
  );
}

function NavItem({ to, label, icon }: { to: string; label: string; icon: React.ReactNode }) {
  return (
    <NavLink to={to} className={({ isActive }) => `nav-item${isActive ? ' active' : ''}`}>
      <span className="nav-icon">{icon}</span>
      <span className="nav-label">{label}</span>
    </NavLink>
  );
}

function InboxNavLink() {
  const { t } = useTranslation('shell');
  const count = useInboxBadge();
  return (
    <NavItem
      to="/inbox"
      label={t('nav.inbox')}
      icon={
        <Badge count={count} size="small" offset={[4, -2]}>
          <InboxOutlined />
        </Badge>
      }
    />
  );
}

function TicketsNavLink() {
  const { t } = useTranslation('shell');
  const count = useDeskBadge();
  return (
    <NavItem
      to="/tickets"
      label={t('nav.tickets')}
      icon={
        <Badge count={count} size="small" offset={[4, -2]}>
          <FileTextOutlined />
        </Badge>
      }
    />
  );
}
