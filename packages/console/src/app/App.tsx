import { useEffect, useState } from 'react';
import { Button, Layout, Result, Spin, Typography } from 'antd';
import type { AgentProfile } from '@parley/protocol';
import { LoginPage } from '../features/auth/LoginPage';
import { fetchMe, logoutAgent } from '../features/auth/api';

/** The console shell: who is signed in. Conversations, queue and settings arrive with their issues. */
export function App() {
  const [me, setMe] = useState<AgentProfile | null | undefined>(undefined);

  useEffect(() => {
    fetchMe().then(setMe, () => setMe(null));
  }, []);

  if (me === undefined) return <Spin fullscreen />;
  if (me === null) return <LoginPage onLoggedIn={setMe} />;
  return (
    <Layout className="shell">
      <Layout.Header className="shell-header">
        <span className="brand-mark" aria-hidden="true" />
        <Typography.Text strong className="shell-title">
          {me.tenantName}
        </Typography.Text>
        <span className="shell-spacer" />
        <Typography.Text className="shell-user">
          {me.nickname} · {me.role}
        </Typography.Text>
        <Button onClick={() => void logoutAgent().finally(() => setMe(null))}>Sign out</Button>
      </Layout.Header>
      <Layout.Content className="shell-content">
        <Result status="info" title={`Welcome, ${me.nickname}`} subTitle="The conversation workspace is on its way. You are signed in to your tenant." />
      </Layout.Content>
    </Layout>
  );
}
