import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Badge, Button, Form, Input, Modal, Select, Space, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes, type OperatorWorkspace } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { useMe } from '../../../shared/useMe';
import { formatDateTime } from '../../../shared/format';
import { createWorkspace, deleteWorkspace, fetchWorkspaces, resumeWorkspace, suspendWorkspace } from '../api/operatorApi';
import './operator.css';

// A dot in the status's colour beside dark text: antd's coloured tags fall below 4.5:1 for small text.
const STATUS_DOT: Record<string, 'success' | 'warning' | 'processing' | 'error'> = {
  active: 'success',
  suspended: 'warning',
  pending: 'processing',
  deleting: 'error',
};

/** The operator's page (issue 30 item 1): every workspace with its agents, channels, recent conversations and storage. */
export default function OperatorPage() {
  const { t } = useTranslation('operator');
  const { message, modal } = App.useApp();
  // The operator's own workspace is suspended or deleted from another account or the command (S-WS3).
  const me = useMe();
  const [rows, setRows] = useState<OperatorWorkspace[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<OperatorWorkspace | null>(null);
  const reload = useCallback(() => void fetchWorkspaces().then(setRows, (e: unknown) => void message.error(failureText(e))), [message]);
  useEffect(reload, [reload]);

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
      reload();
    } catch (e) {
      void message.error(failureText(e));
    }
  };
  const suspend = (w: OperatorWorkspace) =>
    modal.confirm({
      title: t('suspend.title', { name: w.name }),
      content: t('suspend.body'),
      okText: t('suspend.ok'),
      okButtonProps: { danger: true },
      onOk: () => act(() => suspendWorkspace(w.tenantId), t('suspend.done', { name: w.name })),
    });

  return (
    <div className="operator-page">
      <div className="operator-head">
        <div>
          <h1 className="operator-title">{t('title')}</h1>
          <p className="operator-lead">{t('lead')}</p>
        </div>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('create.button')}
        </Button>
      </div>
      <Table<OperatorWorkspace>
        rowKey="tenantId"
        loading={rows === null}
        dataSource={rows ?? []}
        pagination={false}
        scroll={{ x: 900 }}
        columns={[
          {
            title: t('col.name'),
            render: (_, w) => (
              <div>
                <div className="operator-name">{w.name}</div>
                <Typography.Text type="secondary" className="operator-id">
                  {w.tenantId}
                </Typography.Text>
              </div>
            ),
          },
          { title: t('col.status'), render: (_, w) => <Badge status={STATUS_DOT[w.status]} text={t(`status.${w.status}`)} /> },
          { title: t('col.agents'), dataIndex: 'agents', align: 'right' },
          { title: t('col.channels'), dataIndex: 'channels', align: 'right' },
          { title: t('col.conversations'), dataIndex: 'conversations30d', align: 'right' },
          { title: t('col.storage'), align: 'right', render: (_, w) => formatBytes(w.storageBytes) },
          { title: t('col.created'), render: (_, w) => formatDateTime(w.createdAt) },
          {
            title: t('col.actions'),
            render: (_, w) =>
              w.tenantId === me.tenantId ? (
                <Typography.Text type="secondary">{t('own')}</Typography.Text>
              ) : (
                <Space wrap>
                  {w.status === 'suspended' ? (
                    <Button size="small" onClick={() => void act(() => resumeWorkspace(w.tenantId), t('resume.done', { name: w.name }))}>
                      {t('resume.button')}
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => suspend(w)}>
                      {t('suspend.button')}
                    </Button>
                  )}
                  <Button size="small" danger onClick={() => setDeleting(w)}>
                    {t('delete.button')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
      {creating && <CreateModal onClose={() => setCreating(false)} onCreated={reload} />}
      {deleting && (
        <DeleteModal
          workspace={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            setDeleting(null);
            reload();
          }}
        />
      )}
    </div>
  );
}

function CreateModal({ onClose, onCreated }: { onClose(): void; onCreated(): void }) {
  const { t } = useTranslation('operator');
  const [form] = Form.useForm<{ name: string; adminEmail: string; locale: 'en' | 'zh' }>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<{ name: string; email: string; link: string | null } | null>(null);
  async function submit() {
    const v = await form.validateFields();
    setBusy(true);
    setError(null);
    try {
      const res = await createWorkspace(v);
      setMade({ name: v.name, email: v.adminEmail, link: res.link });
      onCreated();
    } catch (e) {
      setError(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={t('create.title')}
      onCancel={onClose}
      footer={
        made ? (
          <Button type="primary" onClick={onClose}>
            {t('create.close')}
          </Button>
        ) : undefined
      }
      onOk={() => void submit()}
      okText={t('create.ok')}
      confirmLoading={busy}
    >
      {made ? (
        <div>
          <Alert type="success" showIcon title={t('create.done', { name: made.name })} />
          {made.link ? (
            <>
              <p className="operator-link-lead">{t('create.linkLead', { email: made.email })}</p>
              <Typography.Paragraph copyable={{ text: made.link }} className="operator-link" data-testid="first-admin-link">
                {made.link}
              </Typography.Paragraph>
            </>
          ) : (
            <p className="operator-link-lead">{t('create.mailed', { email: made.email })}</p>
          )}
        </div>
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ locale: 'en' }}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          <Form.Item
            label={t('create.name')}
            name="name"
            rules={[{ required: true, whitespace: true, max: 100, message: t('create.nameRule') }]}
          >
            <Input maxLength={100} autoFocus />
          </Form.Item>
          <Form.Item
            label={t('create.email')}
            name="adminEmail"
            rules={[{ required: true, type: 'email', message: t('create.emailRule') }]}
            extra={t('create.emailHint')}
          >
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item label={t('create.locale')} name="locale">
            <Select
              options={[
                { value: 'en', label: 'English' },
                { value: 'zh', label: '中文' },
              ]}
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function DeleteModal({ workspace, onClose, onDeleted }: { workspace: OperatorWorkspace; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation('operator');
  const { message } = App.useApp();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      await deleteWorkspace(workspace.tenantId, typed);
      void message.success(t('delete.done', { name: workspace.name }));
      onDeleted();
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      title={t('delete.title', { name: workspace.name })}
      okText={t('delete.ok')}
      okButtonProps={{ danger: true, disabled: typed.trim() !== workspace.name.trim() }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon title={t('delete.warning')} style={{ marginBottom: 16 }} />
      <p>{t('delete.typeName', { name: workspace.name })}</p>
      <Input value={typed} onChange={(e) => setTyped(e.target.value)} aria-label={t('delete.nameLabel')} autoComplete="off" />
    </Modal>
  );
}
