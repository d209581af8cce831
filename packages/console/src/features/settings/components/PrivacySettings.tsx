import { useEffect, useState } from 'react';
import { App, Button, Form, InputNumber, Spin, Typography } from 'antd';
import type { RetentionSettings } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchRetention, saveRetention } from '../api/retention';

const FIELDS: Array<{ name: keyof RetentionSettings; label: string; extra: string }> = [
  { name: 'messageDays', label: 'Chat messages', extra: 'Messages of ended conversations; the conversations and ratings stay.' },
  { name: 'fileDays', label: 'Uploaded files', extra: 'Pictures and files sent in chats and tickets, with their stored bytes.' },
  { name: 'ticketDays', label: 'Tickets and leave messages', extra: 'Resolved, ended or closed tickets and handled leave messages.' },
];

/** How long this workspace keeps what visitors sent; counted from the last change, purged hourly. */
export function PrivacySettings() {
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
      void message.success('Retention saved');
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  if (!loaded) return <Spin />;
  return (
    <div>
      <Typography.Paragraph type="secondary">
        Days to keep each kind of data; 0 keeps it forever. Older data is deleted for good, once an hour. A single visitor&apos;s data is
        exported or erased from their conversation in History.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={(v: RetentionSettings) => void save(v)} style={{ maxWidth: 420 }}>
        {FIELDS.map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            extra={f.extra}
            rules={[{ required: true, message: 'Enter a number of days' }]}
          >
            <InputNumber min={0} max={36500} precision={0} suffix="days" style={{ width: '100%' }} aria-label={`${f.label} (days)`} />
          </Form.Item>
        ))}
        <Button type="primary" htmlType="submit" loading={busy}>
          Save
        </Button>
      </Form>
    </div>
  );
}
