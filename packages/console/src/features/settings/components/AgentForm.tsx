import { useEffect, useState } from 'react';
import { App as AntApp, Button, Divider, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import type { z } from 'zod';
import type { AdminAgent, Group, agentUpsertBody } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { saveAgent } from '../api/saveAgent';

type Values = z.input<typeof agentUpsertBody>;

const CARD_FIELDS = [
  ['adminCardTel', 'Telephone'],
  ['adminCardMobile', 'Mobile'],
  ['adminCardEmail', 'Card e-mail'],
  ['adminCardQq', 'QQ'],
  ['adminCardWechat', 'WeChat'],
] as const;

interface Props {
  /** null: a new agent. */
  agent: AdminAgent | null;
  open: boolean;
  groups: Group[];
  onClose(): void;
  onSaved(): void;
}

/** Create or edit an agent: sign-in, what visitors see (nickname, signature, business card), routing (role, capacity, groups). */
export function AgentForm({ agent, open, groups, onClose, onSaved }: Props) {
  const { message } = AntApp.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (agent)
      form.setFieldsValue({
        email: agent.email,
        nickname: agent.nickname,
        signature: agent.signature,
        role: agent.role,
        capacity: agent.capacity,
        card: agent.card,
        groupIds: agent.groupIds,
      });
  }, [open, agent, form]);

  async function submit(values: Values) {
    setBusy(true);
    try {
      await saveAgent(agent?.agentId ?? null, { ...values, password: values.password || undefined, avatar: agent?.avatar ?? '' });
      void message.success(agent ? 'Agent saved' : 'Agent created');
      onSaved();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={agent ? `Edit ${agent.nickname}` : 'New agent'}
      size="default"
      extra={
        <Space>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            Save
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        initialValues={{ role: 'agent', capacity: 5, groupIds: [] }}
      >
        <Form.Item label="E-mail" name="email" rules={[{ required: true, type: 'email', message: 'A valid e-mail is required' }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          extra={agent ? 'Leave empty to keep the current password.' : undefined}
          rules={[
            { required: !agent, message: 'Set a password' },
            { min: 8, message: 'At least 8 characters' },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label="Nickname" name="nickname" rules={[{ required: true, whitespace: true, message: 'Visitors see this name' }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label="Signature" name="signature">
          <Input maxLength={200} placeholder="Shown under the name in the chat header" />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label="Role" name="role">
            <Select
              options={[
                { value: 'agent', label: 'Agent' },
                { value: 'admin', label: 'Admin' },
              ]}
            />
          </Form.Item>
          <Form.Item label="Capacity" name="capacity" tooltip="Chats at once">
            <InputNumber min={1} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label="Groups" name="groupIds">
          <Select mode="multiple" placeholder="No group" options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          Business card
        </Divider>
        {CARD_FIELDS.map(([key, label]) => (
          <Form.Item key={key} label={label} name={['card', key]}>
            <Input maxLength={key === 'adminCardEmail' ? 254 : 50} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
