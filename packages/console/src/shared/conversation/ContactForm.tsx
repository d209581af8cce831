import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { isValidEmail, type VisitorProfile, type VisitorUpdate } from '@parley/protocol';
import { useTranslation } from 'react-i18next';

interface Props {
  visitor: Pick<VisitorProfile, 'name' | 'email' | 'phone'>;
  onSave(update: VisitorUpdate): Promise<void>;
  onDone(): void;
}

/** The agent corrects the visitor's contact data. Only changed fields are sent; phones are free-form on purpose. */
export function ContactForm({ visitor, onSave, onDone }: Props) {
  const { t } = useTranslation('conversation');
  const [form] = Form.useForm<VisitorUpdate>();
  const [saving, setSaving] = useState(false);

  async function save(values: VisitorUpdate) {
    const changed: VisitorUpdate = {};
    for (const k of ['name', 'email', 'phone'] as const) {
      const v = (values[k] ?? '').trim();
      if (v !== visitor[k]) changed[k] = v;
    }
    if (!Object.keys(changed).length) return onDone();
    setSaving(true);
    try {
      await onSave(changed);
      onDone();
    } catch {
      // The caller shows why; the form stays open with what was typed.
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      form={form}
      layout="vertical"
      size="small"
      initialValues={visitor}
      onFinish={(v) => void save(v)}
      className="contact-form"
      aria-label={t('panel.editContact')}
    >
      <Form.Item name="name" label={t('panel.name')} rules={[{ max: 64 }]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('panel.email')}
        rules={[
          {
            validator: async (_, v: string | undefined) =>
              !v?.trim() || isValidEmail(v) ? undefined : Promise.reject(new Error(t('panel.emailInvalid'))),
          },
        ]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item name="phone" label={t('panel.phone')} rules={[{ max: 32, message: t('panel.phoneTooLong') }]}>
        <Input type="tel" />
      </Form.Item>
      <div className="contact-form-actions">
        <Button onClick={onDone}>{t('panel.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('panel.save')}
        </Button>
      </div>
    </Form>
  );
}
