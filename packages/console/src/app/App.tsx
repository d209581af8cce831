import { Suspense, lazy, useEffect, useState } from 'react';
import { Spin } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { AgentProfile } from '@parley/protocol';
import { LoginPage } from '../features/auth/LoginPage';
import { fetchMe } from '../features/auth/api';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { Shell } from './Shell';

// Agents land in the inbox; tickets, history and the admin settings load when first opened.
const HistoryPage = lazy(() => import('../features/history/components/HistoryPage').then((m) => ({ default: m.HistoryPage })));
const SettingsPage = lazy(() => import('../features/settings/components/SettingsPage').then((m) => ({ default: m.SettingsPage })));
const TicketsPage = lazy(() => import('../features/tickets/components/TicketsPage').then((m) => ({ default: m.TicketsPage })));
const TicketDetailPage = lazy(() =>
  import('../features/tickets/components/TicketDetailPage').then((m) => ({ default: m.TicketDetailPage })),
);

/** Who is signed in decides everything: the sign-in page, or the console with its routes (settings for admins). */
export function App() {
  const [me, setMe] = useState<AgentProfile | null | undefined>(undefined);

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null));
  }, []);

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <LoginPage onLoggedIn={setMe} />;
  return (
    <BrowserRouter basename="/console">
      <Routes>
        <Route element={<Shell me={me} onSignedOut={() => setMe(null)} />}>
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
  );
}
