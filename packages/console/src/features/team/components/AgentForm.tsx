import { useEffect, useState } from 'react';
import { App as AntApp, Button, Divider, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import type { z } from 'zod';
import type { AdminAgent, Group, agentUpsertBody } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { saveAgent } from '../api/saveAgent';
import { useTranslation } from 'react-i18next';

type Values = z.input<typeof agentUpsertBody>;

// Each labelled by the team texts' agentForm.card.<field>.
const CARD_FIELDS = ['adminCardTel', 'adminCardMobile', 'adminCardEmail', 'adminCardQq', 'adminCardWechat'] as const;

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
  const { t } = useTranslation('team');
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
      void message.success(agent ? t('agentForm.agentSaved') : t('agentForm.agentCreated'));
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
      title={agent ? `Edit ${agent.nickname}` : t('agentForm.newAgent')}
      size="default"
      extra={
        <Space>
          <Button onClick={onClose}>{t('agentForm.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => form.submit()}>
            {t('agentForm.save')}
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
        <Form.Item
          label={t('agentForm.eMail')}
          name="email"
          rules={[{ required: true, type: 'email', message: t('agentForm.aValidEMailIs') }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('agentForm.password')}
          name="password"
          extra={agent ? t('agentForm.leaveEmptyToKeepThe') : undefined}
          rules={[
            { required: !agent, message: t('agentForm.setAPassword') },
            { min: 8, message: t('agentForm.atLeast8Characters') },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={t('agentForm.nickname')}
          name="nickname"
          rules={[{ required: true, whitespace: true, message: t('agentForm.visitorsSeeThisName') }]}
        >
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item label={t('agentForm.signature')} name="signature">
          <Input maxLength={200} placeholder={t('agentForm.shownUnderTheNameIn')} />
        </Form.Item>
        <div className="form-pair">
          <Form.Item label={t('agentForm.role')} name="role">
            <Select
              options={[
                { value: 'agent', label: t('agentForm.agent') },
                { value: 'admin', label: t('agentForm.admin') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('agentForm.capacity')} name="capacity" tooltip={t('agentForm.chatsAtOnce')}>
            <InputNumber min={1} max={100} style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label={t('agentForm.groups')} name="groupIds">
          <Select
            mode="multiple"
            placeholder={t('agentForm.noGroup')}
            options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
          />
        </Form.Item>
        <Divider titlePlacement="start" plain>
          {t('agentForm.businessCard')}
        </Divider>
        {CARD_FIELDS.map((key) => (
          <Form.Item key={key} label={t(`agentForm.card.${key}`)} name={['card', key]}>
            <Input maxLength={key === 'adminCardEmail' ? 254 : 50} />
          </Form.Item>
        ))}
      </Form>
    </Drawer>
  );
}
