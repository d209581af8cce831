import { Badge, Button, Tooltip, Typography } from 'antd';
import { FileTextOutlined, HistoryOutlined, InboxOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { NavLink, Outlet } from 'react-router';
import type { AgentProfile } from '@parley/protocol';
import { logoutAgent } from '../features/auth/api';
import { InboxProvider } from '../features/inbox/hooks/InboxProvider';
import { useInboxBadge } from '../features/inbox/hooks/useInbox';
import { PresenceSwitch } from '../features/presence/components/PresenceSwitch';
import { TicketDeskProvider } from '../features/tickets/hooks/TicketDeskProvider';
import { useDeskBadge } from '../features/tickets/hooks/useDesk';
import { SoundToggle } from './SoundToggle';
import { StreamStatusDot } from './StreamStatusDot';

interface Props {
  me: AgentProfile;
  onSignedOut(): void;
}

/**
 * Left rail (a bottom bar on phones), header with presence, sound and sign-out; the inbox state and the ticket desk's
 * counts live here so they survive page switches.
 */
export function Shell({ me, onSignedOut }: Props) {
  return (
    <InboxProvider me={me}>
      <TicketDeskProvider me={me}>
        <div className="shell">
          <header className="shell-header">
            <span className="brand-mark" aria-hidden="true" />
            <Typography.Text strong className="shell-title">
              {me.tenantName}
            </Typography.Text>
            <StreamStatusDot />
            <span className="shell-spacer" />
            <PresenceSwitch me={me} />
            <SoundToggle />
            <span className="shell-user" title={me.email}>
              {me.nickname}
            </span>
            <Tooltip title="Sign out">
              <Button aria-label="Sign out" type="text" icon={<LogoutOutlined />} onClick={() => void logoutAgent().finally(onSignedOut)} />
            </Tooltip>
          </header>
          <nav className="shell-nav" aria-label="Main">
            <InboxNavLink />
            <TicketsNavLink />
            <NavItem to="/history" label="History" icon={<HistoryOutlined />} />
            {me.role === 'admin' && <NavItem to="/settings" label="Settings" icon={<SettingOutlined />} />}
          </nav>
          <main className="shell-main">
            <Outlet context={me} />
          </main>
        </div>
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
  const count = useInboxBadge();
  return (
    <NavItem
      to="/inbox"
      label="Inbox"
      icon={
        <Badge count={count} size="small" offset={[4, -2]}>
          <InboxOutlined />
        </Badge>
      }
    />
  );
}

function TicketsNavLink() {
  const count = useDeskBadge();
  return (
    <NavItem
      to="/tickets"
      label="Tickets"
      icon={
        <Badge count={count} size="small" offset={[4, -2]}>
          <FileTextOutlined />
        </Badge>
      }
    />
  );
}
