import { useEffect, useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { AccountRefusal, WorkspaceRefusal, type AgentProfile } from '@parley/protocol';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { useSignInTexts } from '../../i18n/signInTexts';
import { ApiFailure } from '../../shared/api';
import { loginAgent, refusalOf, signupOpen, workspacesOf } from './api';

/** The sign-in texts for the reasons an account with the right password may still not sign in. */
const REFUSALS: Record<string, string> = {
  [AccountRefusal.TWO_FACTOR_INVALID]: 'codeWrong',
  [AccountRefusal.DEACTIVATED]: 'deactivated',
  [AccountRefusal.UNVERIFIED]: 'unverified',
  [WorkspaceRefusal.SUSPENDED]: 'suspended',
};

interface Props {
  onLoggedIn(profile: AgentProfile): void;
}

export function LoginPage({ onLoggedIn }: Props) {
  const t = useSignInTexts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The e-mail opens accounts in several workspaces: the agent picks one, the same credentials are sent again.
  const [choice, setChoice] = useState<{ email: string; password: string; workspaces: Array<{ tenantId: string; tenantName: string }> }>();
  // The password was right and the account asks for its authenticator code: the same credentials go again with it.
  const [second, setSecond] = useState<{ email: string; password: string; tenantId?: string }>();
  const [canSignUp, setCanSignUp] = useState(false);
  useEffect(() => {
    signupOpen().then(setCanSignUp, () => undefined);
  }, []);

  async function submit(values: { email: string; password: string }, tenantId?: string, code?: string) {
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await loginAgent(values.email, values.password, tenantId, code));
    } catch (e) {
      const workspaces = workspacesOf(e);
      const reason = refusalOf(e);
      if (workspaces.length) setChoice({ ...values, workspaces });
      else if (reason === AccountRefusal.TWO_FACTOR_NEEDED) setSecond({ ...values, ...(tenantId ? { tenantId } : {}) });
      else if (reason && REFUSALS[reason]) setError(t(REFUSALS[reason]));
      // The server's 401 is worded in English; the agent reads it in their language.
      else if (e instanceof ApiFailure && e.code === 401) setError(t('wrongCredentials'));
      else setError(e instanceof Error ? e.message : t('failed'));
    } finally {
      setBusy(false);
    }
  }

  if (second)
    return (
      <div className="login-screen">
        <main className="login-card">
          <div className="brand">
            <span className="brand-mark" aria-hidden="true" />
            <h1 className="login-title">{t('codeTitle')}</h1>
            <span className="login-language">
              <LanguageSwitch />
            </span>
          </div>
          <p className="login-lead">{t('codeLead')}</p>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form layout="vertical" requiredMark={false} onFinish={(v: { code: string }) => submit(second, second.tenantId, v.code.trim())}>
            <Form.Item label={t('code')} name="code" rules={[{ required: true, message: t('codeRequired') }]} extra={t('codeHint')}>
              <Input autoComplete="one-time-code" inputMode="numeric" size="large" maxLength={20} autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" size="large" block loading={busy}>
              {t('verify')}
            </Button>
          </Form>
          <p className="login-links">
            <Button type="link" onClick={() => (setSecond(undefined), setError(null))}>
              {t('back')}
            </Button>
          </p>
        </main>
      </div>
    );

  return (
    <div className="login-screen">
      {/* Plain elements instead of antd's Card and Typography: the sign-in screen loads before anything else. */}
      <main className="login-card">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <h1 className="login-title">{t('title')}</h1>
          <span className="login-language">
            <LanguageSwitch />
          </span>
        </div>
        <p className="login-lead">{t('lead')}</p>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {choice && (
          <div className="login-workspaces" role="group" aria-label={t('chooseWorkspace')}>
            <p className="login-lead">{t('severalWorkspaces')}</p>
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
          <Form.Item label={t('email')} name="email" rules={[{ required: true, type: 'email', message: t('emailRequired') }]}>
            <Input autoComplete="username" size="large" autoFocus />
          </Form.Item>
          <Form.Item label={t('password')} name="password" rules={[{ required: true, message: t('passwordRequired') }]}>
            <Input.Password autoComplete="current-password" size="large" />
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t('signIn')}
          </Button>
        </Form>
        <p className="login-links">
          <a href="/console/forgot">{t('forgot')}</a>
          {canSignUp && <a href="/console/signup">{t('createWorkspace')}</a>}
        </p>
      </main>
    </div>
  );
}
