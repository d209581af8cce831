import { useState } from 'react';
import { Alert, App as AntApp, Badge, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Group, Invitation, InvitationSent } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { inviteAgent, resendInvitation, revokeInvitation } from '../api/accounts';

/** The link of an invitation when this server sends no mail, with a copy button; otherwise who was mailed. */
function SentNotice({ sent }: { sent: InvitationSent }) {
  const { t } = useTranslation('team');
  if (!sent.link) return <Alert type="success" showIcon title={t('invitations.mailed', { email: sent.invitation.email })} />;
  return (
    <div>
      <Alert type="info" showIcon title={t('invitations.noMail', { email: sent.invitation.email })} />
      <Typography.Paragraph
        className="invitation-link"
        copyable={{ text: sent.link, tooltips: [t('invitations.copy'), t('invitations.copied')] }}
        data-testid="invitation-link"
      >
        {sent.link}
      </Typography.Paragraph>
    </div>
  );
}

export function InviteModal({ groups, onClose, onSent }: { groups: Group[]; onClose(): void; onSent(): void }) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<{ email: string; role: 'agent' | 'admin'; groupIds: string[] }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationSent | null>(null);
  async function submit() {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      setSent(await inviteAgent({ email: v.email.trim(), role: v.role, groupIds: v.groupIds ?? [] }));
      onSent();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={t('invitations.inviteTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('invitations.send')}
      confirmLoading={busy}
      footer={
        sent ? (
          <Button type="primary" onClick={onClose}>
            {t('invitations.done')}
          </Button>
        ) : undefined
      }
    >
      {sent ? (
        <SentNotice sent={sent} />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ role: 'agent', groupIds: [] }}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            label={t('invitations.email')}
            name="email"
            rules={[{ required: true, type: 'email', message: t('invitations.emailRule') }]}
          >
            <Input autoComplete="off" autoFocus />
          </Form.Item>
          <Form.Item label={t('invitations.role')} name="role">
            <Select
              options={[
                { value: 'agent', label: t('invitations.roleAgent') },
                { value: 'admin', label: t('invitations.roleAdmin') },
              ]}
            />
          </Form.Item>
          <Form.Item label={t('invitations.groups')} name="groupIds">
            <Select mode="multiple" allowClear options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

/** Invitations nobody accepted yet: send again (a new link, 7 days again) or withdraw. */
export function InvitationsPanel({ invitations, onChanged }: { invitations: Invitation[]; onChanged(): void }) {
  const { t } = useTranslation('team');
  const { message, modal } = AntApp.useApp();
  const [sent, setSent] = useState<InvitationSent | null>(null);
  if (!invitations.length) return null;
  const resend = async (i: Invitation) => {
    try {
      setSent(await resendInvitation(i.invitationId));
      onChanged();
    } catch (e) {
      void message.error(failureText(e));
    }
  };
  const revoke = (i: Invitation) =>
    modal.confirm({
      title: t('invitations.revokeTitle', { email: i.email }),
      content: t('invitations.revokeBody'),
      okText: t('invitations.revoke'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await revokeInvitation(i.invitationId);
          onChanged();
        } catch (e) {
          void message.error(failureText(e));
        }
      },
    });
  return (
    <section className="invitations" aria-label={t('invitations.title')}>
      <h2 className="invitations-title">{t('invitations.title')}</h2>
      <Table<Invitation>
        rowKey="invitationId"
        size="small"
        dataSource={invitations}
        pagination={false}
        scroll={{ x: 640 }}
        columns={[
          { title: t('invitations.email'), dataIndex: 'email' },
          {
            title: t('invitations.role'),
            width: 100,
            render: (_, i) => <Tag>{t(i.role === 'admin' ? 'invitations.roleAdmin' : 'invitations.roleAgent')}</Tag>,
          },
          {
            title: t('invitations.status'),
            width: 200,
            render: (_, i) =>
              i.status === 'expired' ? (
                <Badge status="warning" text={t('invitations.expired')} />
              ) : (
                <span className="settings-sub">{t('invitations.expires', { time: formatDateTime(i.expiresAt) })}</span>
              ),
          },
          { title: t('invitations.invitedBy'), dataIndex: 'invitedBy', width: 140 },
          {
            title: '',
            width: 200,
            render: (_, i) => (
              <Space>
                <Button size="small" onClick={() => void resend(i)}>
                  {t('invitations.resend')}
                </Button>
                <Button size="small" danger onClick={() => revoke(i)}>
                  {t('invitations.revoke')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={sent !== null}
        title={t('invitations.resentTitle')}
        onCancel={() => setSent(null)}
        footer={<Button onClick={() => setSent(null)}>{t('invitations.done')}</Button>}
      >
        {sent && <SentNotice sent={sent} />}
      </Modal>
    </section>
  );
}
