import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { AgentProfile } from '@parley/protocol';
import { loginAgent, workspacesOf } from './api';

interface Props {
  onLoggedIn(profile: AgentProfile): void;
}

export function LoginPage({ onLoggedIn }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The e-mail opens accounts in several workspaces: the agent picks one, the same credentials are sent again.
  const [choice, setChoice] = useState<{ email: string; password: string; workspaces: Array<{ tenantId: string; tenantName: string }> }>();

  async function submit(values: { email: string; password: string }, tenantId?: string) {
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await loginAgent(values.email, values.password, tenantId));
    } catch (e) {
      const workspaces = workspacesOf(e);
      if (workspaces.length) setChoice({ ...values, workspaces });
      else setError(e instanceof Error ? e.message : 'Login failed');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="login-screen">
      {/* Plain elements instead of antd's Card and Typography: the sign-in screen loads before anything else. */}
      <main className="login-card">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <h1 className="login-title">Parley Console</h1>
        </div>
        <p className="login-lead">Sign in to answer your visitors.</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {choice && (
          <div className="login-workspaces" role="group" aria-label="Choose a workspace">
            <p className="login-lead">This e-mail signs in to several workspaces. Which one?</p>
            {choice.workspaces.map((w) => (
              <Button
                key={w.tenantId}
                block
                size="large"
                style={{ marginBottom: 8 }}
                loading={busy}
                onClick={() => void submit(choice, w.tenantId)}
              >
                {w.tenantName}
              </Button>
            ))}
          </div>
        )}
        <Form
          layout="vertical"
          onFinish={(values: { email: string; password: string }) => submit(values)}
          requiredMark={false}
          hidden={!!choice}
        >
          <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: 'Enter your e-mail' }]}>
            <Input autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter your password' }]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            Sign in
          </Button>
        </Form>
      </main>
    </div>
  );
}
