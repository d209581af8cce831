import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import type { AgentProfile } from '@parley/protocol';
import { loginAgent } from './api';

interface Props {
  onLoggedIn(profile: AgentProfile): void;
}

export function LoginPage({ onLoggedIn }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: { email: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await loginAgent(values.email, values.password));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Login failed');
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
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
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
