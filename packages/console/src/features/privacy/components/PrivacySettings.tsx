import { useEffect, useState } from 'react';
import { App, Button, Form, InputNumber, Spin, Typography } from 'antd';
import type { RetentionSettings } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchRetention, saveRetention } from '../api/retention';
import { useTranslation } from 'react-i18next';

// Each named by the privacy texts' privacySettings.fields.<name>.
const FIELDS: Array<keyof RetentionSettings> = ['messageDays', 'fileDays', 'ticketDays'];

/** How long this workspace keeps what visitors sent; counted from the last change, purged hourly. */
export function PrivacySettings() {
  const { t } = useTranslation('privacy');
  const { message } = App.useApp();
  const [form] = Form.useForm<RetentionSettings>();
  const [loaded, setLoaded] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    fetchRetention().then(
      (r) => {
        form.setFieldsValue(r);
        setLoaded(true);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [form, message]);

  async function save(values: RetentionSettings) {
    setBusy(true);
    try {
      form.setFieldsValue(await saveRetention(values));
      void message.success(t('privacySettings.retentionSaved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (!loaded) return <Spin />;
  return (
    <div>
      <Typography.Paragraph type="secondary">{t('privacySettings.intro')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v: RetentionSettings) => void save(v)} style={{ maxWidth: 420 }}>
        {FIELDS.map((f) => (
          <Form.Item
            key={f}
            name={f}
            label={t(`privacySettings.fields.${f}.label`)}
            extra={t(`privacySettings.fields.${f}.extra`)}
            rules={[{ required: true, message: t('privacySettings.enterANumberOfDays') }]}
          >
            <InputNumber
              min={0}
              max={36500}
              precision={0}
              suffix={t('privacySettings.days')}
              style={{ width: '100%' }}
              aria-label={t('privacySettings.daysLabel', { label: t(`privacySettings.fields.${f}.label`) })}
            />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('privacySettings.save')}
        </Button>
      </Form>
    </div>
  );
}
