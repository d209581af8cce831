import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, Button, Form, Input, Select, Spin, Typography } from 'antd';
import type { WorkspaceSettings as Settings } from '@parley/protocol';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../shared/api';
import { fetchWorkspace, saveWorkspace } from '../api/websites';
import './websites.css';

/** The workspace's own settings (issue 30 item 5): its name, logo, language and time zone; retention is on Privacy. */
export function WorkspaceSettings() {
  const { t } = useTranslation('websites');
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Settings>();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  const logo = Form.useWatch('logo', form) ?? '';
  const zones = useMemo(() => Intl.supportedValuesOf('timeZone').map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    fetchWorkspace().then(
      (s) => {
        form.setFieldsValue(s);
        setLoaded(true);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [form, message]);

  async function save(values: Settings) {
    setBusy(true);
    try {
      form.setFieldsValue(await saveWorkspace(values));
      void message.success(t('workspace.saved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (!loaded) return <Spin />;
  return (
    <div className="workspace-settings">
      <Form form={form} name="workspace" layout="vertical" requiredMark={false} onFinish={(v: Settings) => void save(v)}>
        <Form.Item name="name" label={t('workspace.name')} rules={[{ required: true, whitespace: true, message: t('form.nameRequired') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="logo"
          label={t('workspace.logo')}
          extra={t('workspace.logoHint')}
          rules={[{ pattern: /^$|^https:\/\/\S+$|^\/\S+$/i, message: t('workspace.logoInvalid') }]}
        >
          <Input maxLength={500} placeholder="https://shop.example/logo.png" inputMode="url" />
        </Form.Item>
        {/^https:\/\/\S+$|^\/\S+$/.test(logo) && <img className="workspace-logo" src={logo} alt={t('workspace.logoPreview')} />}
        <Form.Item name="locale" label={t('workspace.locale')} extra={t('workspace.localeHint')}>
          <Select
            aria-label={t('workspace.locale')}
            options={[
              { value: 'en', label: 'English' },
              { value: 'zh', label: '中文' },
            ]}
          />
        </Form.Item>
        <Form.Item name="timeZone" label={t('workspace.timeZone')} extra={t('workspace.timeZoneHint')}>
          <Select showSearch aria-label={t('workspace.timeZone')} options={zones} />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          {t('workspace.retention')} <Link to="/settings/privacy">{t('workspace.retentionLink')}</Link>
        </Typography.Paragraph>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('workspace.save')}
        </Button>
      </Form>
    </div>
  );
}
