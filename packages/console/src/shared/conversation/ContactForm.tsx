import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { isValidEmail, type VisitorProfile, type VisitorUpdate } from '@parley/protocol';

interface Props {
  visitor: Pick<VisitorProfile, 'name' | 'email' | 'phone'>;
  onSave(update: VisitorUpdate): Promise<void>;
  onDone(): void;
}

/** The agent corrects the visitor's contact data. Only changed fields are sent; phones are free-form on purpose. */
export function ContactForm({ visitor, onSave, onDone }: Props) {
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
      aria-label="Edit contact"
    >
      <Form.Item name="name" label="Name" rules={[{ max: 64 }]}>
        <Input autoFocus />
      </Form.Item>
      <Form.Item
        name="email"
        label="E-mail"
        rules={[
          {
            validator: async (_, v: string | undefined) =>
              !v?.trim() || isValidEmail(v) ? undefined : Promise.reject(new Error('Enter a correct e-mail')),
          },
        ]}
      >
        <Input type="email" />
      </Form.Item>
      <Form.Item name="phone" label="Phone" rules={[{ max: 32, message: 'At most 32 characters' }]}>
        <Input type="tel" />
      </Form.Item>
      <div className="contact-form-actions">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save
        </Button>
      </div>
    </Form>
  );
}
