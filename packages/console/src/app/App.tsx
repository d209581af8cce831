import { Suspense, lazy, useEffect, useState } from 'react';
import { Spin } from 'antd';
import type { AgentProfile } from '@parley/protocol';
import { LoginPage } from '../features/auth/LoginPage';
import { fetchMe } from '../features/auth/api';
import { setFailureFallback } from '../shared/api';

// The sign-in screen loads alone; the console itself (shell, inbox, and the sections they open) after sign-in, with
// the texts of what it shows first.
const SignedIn = lazy(() =>
  Promise.all([
    import('./SignedIn'),
    import('../i18n').then(async (i18n) => {
      await i18n.initI18n();
      // Set here, not in i18n/, which shared/ itself reads (no folder cycle).
      setFailureFallback(() => i18n.i18next.t('shell:failure'));
      await i18n.loadNamespaces('shell', 'presence', 'inbox', 'conversation');
    }),
  ]).then(([m]) => m),
);

// The public account pages (a one-time link, forgot password, sign-up) need no sign-in; they load alone, with i18next.
const PUBLIC_PAGES = /^\/console\/(account|forgot|signup)\/?$/;
const PublicAccountPage = lazy(() =>
  Promise.all([
    import('../features/account/components/PublicAccountPage'),
    import('../i18n').then(async (i18n) => {
      await i18n.initI18n();
      setFailureFallback(() => i18n.i18next.t('shell:failure'));
      await i18n.loadNamespaces('shell', 'account');
    }),
  ]).then(([m]) => m),
);

/** A public account page, or who is signed in decides everything: the sign-in page, or the console. */
export function App() {
  if (PUBLIC_PAGES.test(window.location.pathname))
    return (
      <Suspense fallback={<Spin fullscreen />}>
        <PublicAccountPage />
      </Suspense>
    );
  return <Console />;
}

function Console() {
  const [me, setMe] = useState<AgentProfile | null | undefined>(undefined);

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null));
  }, []);

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <LoginPage onLoggedIn={setMe} />;
  return (
    <Suspense fallback={<Spin fullscreen />}>
      <SignedIn me={me} onSignedOut={() => setMe(null)} onProfile={setMe} />
    </Suspense>
  );
}
