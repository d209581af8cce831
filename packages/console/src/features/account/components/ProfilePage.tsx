import { useCallback, useEffect, useState } from 'react';
import { App, Avatar, Badge, Button, Card, Form, Input, Modal, Space } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { OwnProfile, TwoFactorStatus } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { changePassword, disableTwoFactor, fetchOwnProfile, fetchTwoFactor, renewRecoveryCodes, saveOwnProfile } from '../api/accountApi';
import { TwoFactorSetup } from './TwoFactorSetup';
import './account.css';

/** Each agent's own account: display name, avatar, signature; password; two-factor sign-in. */
export default function ProfilePage() {
  const { t } = useTranslation('account');
  return (
    <div className="profile-page">
      <h1 className="profile-title">{t('profile.pageTitle')}</h1>
      <ProfileCard />
      <PasswordCard />
      <TwoFactorCard />
    </div>
  );
}

function ProfileCard() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<Omit<OwnProfile, 'email'>>();
  const [profile, setProfile] = useState<OwnProfile | null>(null);
  const avatar = Form.useWatch('avatar', form);
  useEffect(() => {
    fetchOwnProfile().then(
      (p) => {
        setProfile(p);
        form.setFieldsValue(p);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [form, message]);
  async function save(v: Omit<OwnProfile, 'email'>) {
    try {
      setProfile(await saveOwnProfile({ nickname: v.nickname, avatar: v.avatar ?? '', signature: v.signature ?? '' }));
      void message.success(t('profile.saved'));
    } catch (e) {
      void message.error(failureText(e));
    }
  }
  return (
    <Card title={<h2>{t('profile.title')}</h2>}>
      <Form form={form} layout="vertical" onFinish={save} disabled={!profile}>
        <Form.Item label={t('form.email')} htmlFor="profile-email">
          <Input id="profile-email" value={profile?.email ?? ''} readOnly />
        </Form.Item>
        <Form.Item
          label={t('profile.nickname')}
          name="nickname"
          rules={[{ required: true, whitespace: true, max: 64, message: t('form.nicknameRule') }]}
          extra={t('profile.nicknameHint')}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label={t('profile.avatar')} extra={t('profile.avatarHint')} htmlFor="profile-avatar">
          <Space align="start">
            <Avatar size={48} src={avatar || undefined} icon={<UserOutlined />} alt="" />
            <Form.Item name="avatar" noStyle rules={[{ pattern: /^(https?:\/\/\S+)?$/i, message: t('profile.avatarRule') }]}>
              <Input id="profile-avatar" placeholder="https://…" style={{ minWidth: 240 }} />
            </Form.Item>
          </Space>
        </Form.Item>
        <Form.Item label={t('profile.signature')} name="signature" extra={t('profile.signatureHint')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}

function PasswordCard() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  async function save(v: { currentPassword: string; password: string }) {
    try {
      await changePassword(v.currentPassword, v.password);
      form.resetFields();
      void message.success(t('password.changed'));
    } catch (e) {
      void message.error(failureText(e));
    }
  }
  return (
    <Card title={<h2>{t('password.title')}</h2>}>
      <p className="login-lead">{t('password.lead')}</p>
      <Form form={form} layout="vertical" onFinish={save} requiredMark={false}>
        <input type="text" autoComplete="username" hidden readOnly aria-hidden="true" />
        <Form.Item label={t('password.current')} name="currentPassword" rules={[{ required: true, message: t('password.currentRule') }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={t('form.password')} name="password" rules={[{ required: true, min: 8, message: t('form.passwordRule') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('password.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function TwoFactorCard() {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [status, setStatus] = useState<TwoFactorStatus | null>(null);
  const [setting, setSetting] = useState(false);
  const [confirm, setConfirm] = useState<'off' | 'codes' | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [password, setPassword] = useState('');
  const reload = useCallback(() => void fetchTwoFactor().then(setStatus, (e: unknown) => void message.error(failureText(e))), [message]);
  useEffect(reload, [reload]);

  async function confirmed() {
    try {
      if (confirm === 'off') {
        await disableTwoFactor(password);
        void message.success(t('twoFactor.disabled'));
      } else setCodes((await renewRecoveryCodes(password)).recoveryCodes);
      setConfirm(null);
      setPassword('');
      reload();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <Card
      title={<h2>{t('twoFactor.title')}</h2>}
      extra={
        status && <Badge status={status.enabled ? 'success' : 'default'} text={t(status.enabled ? 'twoFactor.on' : 'twoFactor.off')} />
      }
    >
      <p className="login-lead">{t(status?.required ? 'twoFactor.leadRequired' : 'twoFactor.lead')}</p>
      {setting ? (
        <TwoFactorSetup
          onEnabled={reload}
          onDone={() => {
            setSetting(false);
            reload();
          }}
        />
      ) : status?.enabled ? (
        <Space wrap>
          <span>{t('twoFactor.codesLeft', { count: status.recoveryCodesLeft })}</span>
          <Button onClick={() => setConfirm('codes')}>{t('twoFactor.newCodes')}</Button>
          {!status.required && (
            <Button danger onClick={() => setConfirm('off')}>
              {t('twoFactor.turnOff')}
            </Button>
          )}
        </Space>
      ) : (
        <Button type="primary" onClick={() => setSetting(true)} disabled={!status}>
          {t('twoFactor.setUp')}
        </Button>
      )}
      {codes && (
        <div className="recovery-codes" aria-label={t('twoFactor.recoveryLead')}>
          {codes.map((c) => (
            <span key={c}>{c}</span>
          ))}
        </div>
      )}
      <Modal
        open={confirm !== null}
        title={t(confirm === 'off' ? 'twoFactor.turnOff' : 'twoFactor.newCodes')}
        okText={t('twoFactor.confirm')}
        okButtonProps={{ danger: confirm === 'off', disabled: !password }}
        onOk={() => void confirmed()}
        onCancel={() => setConfirm(null)}
      >
        <p>{t('twoFactor.passwordToConfirm')}</p>
        <Input.Password
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          aria-label={t('password.current')}
        />
      </Modal>
    </Card>
  );
}
