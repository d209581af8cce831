import { useEffect, useState, type ReactNode } from 'react';
import { Alert, App as AntApp, Button, Form, Input, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountLinkInfo } from '@parley/protocol';
import { LanguageSwitch } from '../../../i18n/LanguageSwitch';
import { getLanguage } from '../../../i18n/languageStore';
import { failureText } from '../../../shared/api';
import { acceptInvitation, fetchLinkInfo, fetchSignupMode, forgotPassword, resetPassword, signUp, verifyEmail } from '../api/accountApi';
import { linkRefusalKey } from '../model/refusals';
import './account.css';

/**
 * The console's public pages (issue 30), reached without signing in: a one-time link (`/console/account#token`:
 * accept an invitation, choose a new password, confirm an address, create a workspace), "forgot password"
 * (`/console/forgot`) and sign-up (`/console/signup`). The token travels in the fragment, never to a server log.
 */
export default function PublicAccountPage() {
  const path = window.location.pathname.replace(/\/+$/, '');
  const token = window.location.hash.slice(1);
  return (
    <AntApp>
      {path.endsWith('/forgot') ? (
        <ForgotPassword />
      ) : path.endsWith('/signup') ? (
        <SignupForm token={token || undefined} />
      ) : (
        <LinkPage token={token} />
      )}
    </AntApp>
  );
}

function Card({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <div className="login-screen">
      <main className="login-card account-card">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <h1 className="login-title">{title}</h1>
          <span className="login-language">
            <LanguageSwitch />
          </span>
        </div>
        {lead && <p className="login-lead">{lead}</p>}
        {children}
      </main>
    </div>
  );
}

const toConsole = () => window.location.assign('/console/');

function PasswordFields({ withConfirm = true }: { withConfirm?: boolean }) {
  const { t } = useTranslation('account');
  return (
    <>
      <Form.Item
        label={t('form.password')}
        name="password"
        rules={[{ required: true, min: 8, message: t('form.passwordRule') }]}
        extra={t('form.passwordHint')}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      {withConfirm && (
        <Form.Item
          label={t('form.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('form.confirmRule') },
            ({ getFieldValue }) => ({
              validator: (_, v) => (v === getFieldValue('password') ? Promise.resolve() : Promise.reject(new Error(t('form.mismatch')))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" size="large" />
        </Form.Item>
      )}
    </>
  );
}

type LinkState =
  { phase: 'loading' } | { phase: 'refused'; key: string } | { phase: 'form'; info: AccountLinkInfo } | { phase: 'done'; kind: string };

function LinkPage({ token }: { token: string }) {
  const { t } = useTranslation('account');
  const [state, setState] = useState<LinkState>({ phase: 'loading' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!token) return void setState({ phase: 'refused', key: 'link.invalid' });
    fetchLinkInfo(token).then(
      async (info) => {
        if (info.kind !== 'verify') return setState({ phase: 'form', info });
        // An address check needs nothing more than the click that brought the agent here.
        try {
          await verifyEmail(token);
          setState({ phase: 'done', kind: 'verify' });
        } catch (e) {
          setState({ phase: 'refused', key: linkRefusalKey(e) ?? 'link.failed' });
        }
      },
      (e: unknown) => setState({ phase: 'refused', key: linkRefusalKey(e) ?? 'link.failed' }),
    );
  }, [token]);

  async function submit(run: () => Promise<unknown>, kind: string) {
    setBusy(true);
    setError(null);
    try {
      await run();
      setState({ phase: 'done', kind });
    } catch (e) {
      const key = linkRefusalKey(e);
      if (key) setState({ phase: 'refused', key });
      else setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (state.phase === 'loading')
    return (
      <Card title={t('link.checking')}>
        <Spin />
      </Card>
    );
  if (state.phase === 'refused')
    return (
      <Card title={t('link.refusedTitle')}>
        <Result status="warning" title={t(state.key)} subTitle={t(`${state.key}Hint`, { defaultValue: '' })} className="account-result" />
        <div className="account-actions">
          <Button href="/console/forgot">{t('link.newReset')}</Button>
          <Button type="primary" href="/console/">
            {t('link.toSignIn')}
          </Button>
        </div>
      </Card>
    );
  if (state.phase === 'done')
    return (
      <Card title={t(`done.${state.kind}Title`)}>
        <Result status="success" title={t(`done.${state.kind}`)} className="account-result" />
        <Button type="primary" size="large" block onClick={toConsole}>
          {t(state.kind === 'invite' ? 'done.openConsole' : 'link.toSignIn')}
        </Button>
      </Card>
    );

  const { info } = state;
  if (info.kind === 'signup') return <SignupForm token={token} email={info.email} />;
  if (info.kind === 'reset')
    return (
      <Card title={t('reset.title')} lead={t('reset.lead', { email: info.email, workspace: info.workspaceName })}>
        {error && <Alert type="error" showIcon title={error} className="account-alert" />}
        <Form
          layout="vertical"
          requiredMark={false}
          onFinish={(v: { password: string }) => submit(() => resetPassword(token, v.password), 'reset')}
        >
          <input type="email" autoComplete="username" value={info.email} readOnly hidden aria-hidden="true" />
          <PasswordFields />
          <Button type="primary" htmlType="submit" size="large" block loading={busy}>
            {t('reset.submit')}
          </Button>
        </Form>
      </Card>
    );
  return (
    <Card
      title={t('invite.title', { workspace: info.workspaceName })}
      lead={t(info.role === 'admin' ? 'invite.leadAdmin' : 'invite.lead', { email: info.email, workspace: info.workspaceName })}
    >
      {error && <Alert type="error" showIcon title={error} className="account-alert" />}
      <Form
        layout="vertical"
        requiredMark={false}
        onFinish={(v: { nickname: string; password: string }) => submit(() => acceptInvitation(token, v.nickname, v.password), 'invite')}
      >
        <Form.Item label={t('form.email')} htmlFor="account-email">
          <Input id="account-email" value={info.email} autoComplete="username" size="large" readOnly />
        </Form.Item>
        <Form.Item
          label={t('form.nickname')}
          name="nickname"
          rules={[{ required: true, whitespace: true, max: 64, message: t('form.nicknameRule') }]}
          extra={t('form.nicknameHint')}
        >
          <Input autoComplete="name" size="large" maxLength={64} autoFocus />
        </Form.Item>
        <PasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('invite.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function ForgotPassword() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function submit(v: { email: string }) {
    setBusy(true);
    setError(null);
    try {
      await forgotPassword(v.email.trim());
      setSent(true);
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  if (sent)
    return (
      <Card title={t('forgot.title')}>
        <Result status="success" title={t('forgot.sent')} subTitle={t('forgot.sentHint')} className="account-result" />
        <Button block size="large" href="/console/">
          {t('link.toSignIn')}
        </Button>
      </Card>
    );
  return (
    <Card title={t('forgot.title')} lead={t('forgot.lead')}>
      {error && <Alert type="error" showIcon title={error} className="account-alert" />}
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item label={t('form.email')} name="email" rules={[{ required: true, type: 'email', message: t('form.emailRule') }]}>
          <Input autoComplete="username" size="large" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <p className="account-footer">
        <a href="/console/">{t('link.toSignIn')}</a>
      </p>
    </Card>
  );
}

function SignupForm({ token, email }: { token?: string; email?: string }) {
  const { t } = useTranslation('account');
  const [mode, setMode] = useState<string | null>(token ? 'invite' : null);
  const [done, setDone] = useState<{ verificationSent: boolean; mailConfigured: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!token)
      fetchSignupMode().then(
        (m) => setMode(m.mode),
        () => setMode('off'),
      );
  }, [token]);
  async function submit(v: { workspaceName: string; nickname: string; email?: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      const locale = getLanguage();
      const res = await signUp({ ...v, locale, ...(token ? { token } : {}) });
      if (!res.verificationSent) return toConsole();
      setDone(res);
    } catch (e) {
      const key = linkRefusalKey(e);
      setError(key ? t(key) : failureText(e));
    } finally {
      setBusy(false);
    }
  }
  if (mode === null)
    return (
      <Card title={t('signup.title')}>
        <Spin />
      </Card>
    );
  if (mode !== 'open' && !token)
    return (
      <Card title={t('signup.title')}>
        <Result status="info" title={t(mode === 'invite' ? 'signup.inviteOnly' : 'signup.closed')} className="account-result" />
        <Button block size="large" href="/console/">
          {t('link.toSignIn')}
        </Button>
      </Card>
    );
  if (done)
    return (
      <Card title={t('signup.title')}>
        <Result
          status="success"
          title={t('signup.checkMail')}
          subTitle={done.mailConfigured ? t('signup.checkMailHint') : t('signup.noMail')}
          className="account-result"
        />
      </Card>
    );
  return (
    <Card title={t('signup.title')} lead={t('signup.lead')}>
      {error && <Alert type="error" showIcon title={error} className="account-alert" />}
      <Form layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item
          label={t('signup.workspace')}
          name="workspaceName"
          rules={[{ required: true, whitespace: true, max: 100, message: t('signup.workspaceRule') }]}
        >
          <Input size="large" maxLength={100} autoComplete="organization" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('form.nickname')}
          name="nickname"
          rules={[{ required: true, whitespace: true, max: 64, message: t('form.nicknameRule') }]}
        >
          <Input size="large" maxLength={64} autoComplete="name" />
        </Form.Item>
        {token ? (
          <Form.Item label={t('form.email')} htmlFor="signup-email">
            <Input id="signup-email" value={email} size="large" autoComplete="username" readOnly />
          </Form.Item>
        ) : (
          <Form.Item label={t('form.email')} name="email" rules={[{ required: true, type: 'email', message: t('form.emailRule') }]}>
            <Input size="large" autoComplete="username" />
          </Form.Item>
        )}
        <PasswordFields />
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t('signup.submit')}
        </Button>
      </Form>
    </Card>
  );
}
