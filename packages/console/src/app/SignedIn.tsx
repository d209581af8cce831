import { Suspense, lazy } from 'react';
import { App as AntApp, Spin } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { AgentProfile } from '@parley/protocol';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { loadNamespaces } from '../i18n';
import { fetchMe, logoutAgent } from '../features/auth/api';
import { Shell } from './Shell';

// Agents land in the inbox; tickets, history and the admin settings load when first opened.
// Each with its texts, fetched alongside its code so the page does not suspend twice.
const HistoryPage = lazy(() =>
  Promise.all([import('../features/history/components/HistoryPage'), loadNamespaces('history')]).then(([m]) => ({
    default: m.HistoryPage,
  })),
);
const SettingsPage = lazy(() =>
  Promise.all([
    import('./settings/SettingsPage'),
    // The page's tabs and what they show (the flows tab fetches its own with its code).
    loadNamespaces(
      'settings',
      'admin',
      'team',
      'channels',
      'websites',
      'knowledge',
      'sensitiveWords',
      'ticketTemplates',
      'privacy',
      'jobs',
      'apiKeys',
      'webhooks',
    ),
  ]).then(([m]) => ({
    default: m.SettingsPage,
  })),
);
const ProfilePage = lazy(() =>
  Promise.all([import('../features/account/components/ProfilePage'), loadNamespaces('account')]).then(([m]) => m),
);
const OperatorPage = lazy(() =>
  Promise.all([import('../features/operator/components/OperatorPage'), loadNamespaces('operator')]).then(([m]) => m),
);
// The workspace requires two-factor sign-in and this agent has none: that set-up comes before the console.
const TwoFactorRequiredPage = lazy(() =>
  Promise.all([import('../features/account/components/TwoFactorRequiredPage'), loadNamespaces('account')]).then(([m]) => m),
);
// Reports carry the chart library: it loads with this page only.
const ReportsPage = lazy(() =>
  Promise.all([import('../features/reports/components/ReportsPage'), loadNamespaces('reports')]).then(([m]) => ({
    default: m.ReportsPage,
  })),
);
const TicketsPage = lazy(() =>
  Promise.all([import('../features/tickets/components/TicketsPage'), loadNamespaces('tickets')]).then(([m]) => ({
    default: m.TicketsPage,
  })),
);
const TicketDetailPage = lazy(() =>
  Promise.all([import('../features/tickets/components/TicketDetailPage'), loadNamespaces('tickets')]).then(([m]) => ({
    default: m.TicketDetailPage,
  })),
);

/** The console of a signed-in agent: its routes (settings for admins). */
export default function SignedIn({
  me,
  onSignedOut,
  onProfile,
}: {
  me: AgentProfile;
  onSignedOut(): void;
  onProfile(me: AgentProfile): void;
}) {
  if (me.twoFactorSetupRequired)
    return (
      <AntApp>
        <Suspense fallback={<Spin fullscreen />}>
          <TwoFactorRequiredPage
            onDone={() => void fetchMe().then((profile) => (profile ? onProfile(profile) : onSignedOut()), onSignedOut)}
            onSignOut={() => void logoutAgent().finally(onSignedOut)}
          />
        </Suspense>
      </AntApp>
    );
  // antd's App (message, notification and modal hooks) is needed only once signed in.
  return (
    <AntApp>
      <BrowserRouter basename="/console">
        <Routes>
          <Route element={<Shell me={me} onSignedOut={onSignedOut} />}>
            <Route path="inbox/:sessionId?" element={<InboxPage />} />
            <Route
              path="tickets"
              element={
                <Suspense fallback={<Spin />}>
                  <TicketsPage tab="tickets" />
                </Suspense>
              }
            />
            <Route
              path="tickets/messages"
              element={
                <Suspense fallback={<Spin />}>
                  <TicketsPage tab="messages" />
                </Suspense>
              }
            />
            <Route
              path="tickets/:woId"
              element={
                <Suspense fallback={<Spin />}>
                  <TicketDetailPage />
                </Suspense>
              }
            />
            <Route
              path="history/:sessionId?"
              element={
                <Suspense fallback={<Spin />}>
                  <HistoryPage />
                </Suspense>
              }
            />
            <Route
              path="profile"
              element={
                <Suspense fallback={<Spin />}>
                  <ProfilePage />
                </Suspense>
              }
            />
            {me.operator && (
              <Route
                path="operator"
                element={
                  <Suspense fallback={<Spin />}>
                    <OperatorPage />
                  </Suspense>
                }
              />
            )}
            {me.role === 'admin' && (
              <Route
                path="reports"
                element={
                  <Suspense fallback={<Spin />}>
                    <ReportsPage />
                  </Suspense>
                }
              />
            )}
            {me.role === 'admin' && (
              <Route
                path="settings/:tab?"
                element={
                  <Suspense fallback={<Spin />}>
                    <SettingsPage />
                  </Suspense>
                }
              />
            )}
            <Route path="*" element={<Navigate to="/inbox" replace />} />
          </Route>
        </Routes>
      </BrowserRouter>
    </AntApp>
  );
}
