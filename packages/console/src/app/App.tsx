import { Suspense, lazy, useEffect, useState } from 'react';
import { Spin } from 'antd';
import type { AgentProfile } from '@parley/protocol';
import { LoginPage } from '../features/auth/LoginPage';
import { fetchMe } from '../features/auth/api';

// The sign-in screen loads alone; the console itself (shell, inbox, and the sections they open) after sign-in.
const SignedIn = lazy(() => import('./SignedIn'));

/** Who is signed in decides everything: the sign-in page, or the console. */
export function App() {
  const [me, setMe] = useState<AgentProfile | null | undefined>(undefined);

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null));
  }, []);

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <LoginPage onLoggedIn={setMe} />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <SignedIn me={me} onSignedOut={() => setMe(null)} />
    </Suspense>
  );
}
