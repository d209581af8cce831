import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import type { AgentProfile } from '@parley/protocol';
import { LoginPage } from '../features/auth/LoginPage';
import { fetchMe } from '../features/auth/api';
import { InboxPage } from '../features/inbox/components/InboxPage';
import { HistoryPage } from '../features/history/components/HistoryPage';
import { SettingsPage } from '../features/settings/components/SettingsPage';
import { Shell } from './Shell';

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
          <Route path="history/:sessionId?" element={<HistoryPage />} />
          {me.role === 'admin' && <Route path="settings/:tab?" element={<SettingsPage />} />}
          <Route path="*" element={<Navigate to="/inbox" replace />} />
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
