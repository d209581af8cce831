import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiScope, type ApiKey, type ApiKeyCreated } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { createApiKey, fetchApiKeys, revokeApiKey } from '../api/apiKeys';

interface CreateForm {
  name: string;
  scopes: ApiScope[];
}

/** Settings → API keys: the workspace's keys, a new one (its secret shown once, with copy), revocation. */
export function ApiKeysSettings() {
  const { t } = useTranslation('apiKeys');
  const { message } = App.useApp();
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  const [form] = Form.useForm<CreateForm>();
  const load = useCallback(() => {
    fetchApiKeys().then(setKeys, (e: unknown) => void message.error(failureText(e)));
  }, [message]);
  useEffect(load, [load]);

  async function create(values: CreateForm) {
    try {
      setCreated(await createApiKey(values));
      setCreating(false);
      form.resetFields();
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }
  async function revoke(id: number) {
    try {
      await revokeApiKey(id);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <div>
      <Typography.Paragraph type="secondary">{t('apiKeysSettings.intro')}</Typography.Paragraph>
      <Button type="primary" onClick={() => setCreating(true)} style={{ marginBottom: 12 }}>
        {t('apiKeysSettings.create')}
      </Button>
      <Table<ApiKey>
        rowKey="id"
        loading={keys === null}
        dataSource={keys ?? []}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: t('apiKeysSettings.name'), dataIndex: 'name' },
          { title: t('apiKeysSettings.key'), dataIndex: 'shown', render: (s: string) => <Typography.Text code>{s}…</Typography.Text> },
          {
            title: t('apiKeysSettings.scopes'),
            dataIndex: 'scopes',
            render: (s: ApiScope[]) => s.map((x) => <Tag key={x}>{t(`apiKeysSettings.scope.${x}`)}</Tag>),
          },
          { title: t('apiKeysSettings.owner'), render: (_: unknown, k) => k.createdBy.nickname },
          { title: t('apiKeysSettings.created'), dataIndex: 'createdAt', render: (ts: number) => formatDateTime(ts) },
          {
            title: t('apiKeysSettings.lastUsed'),
            dataIndex: 'lastUsedAt',
            render: (ts: number | null) => (ts === null ? t('apiKeysSettings.never') : formatDateTime(ts)),
          },
          {
            title: '',
            render: (_: unknown, k) => (
              <Popconfirm title={t('apiKeysSettings.revokeConfirm', { name: k.name })} onConfirm={() => void revoke(k.id)}>
                <Button danger size="small">
                  {t('apiKeysSettings.revoke')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={t('apiKeysSettings.create')}
        okText={t('apiKeysSettings.createOk')}
        onOk={() => form.submit()}
        onCancel={() => setCreating(false)}
      >
        <Form form={form} layout="vertical" initialValues={{ scopes: [ApiScope.READ] }} onFinish={(v: CreateForm) => void create(v)}>
          <Form.Item name="name" label={t('apiKeysSettings.name')} rules={[{ required: true, whitespace: true, max: 80 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="scopes" label={t('apiKeysSettings.scopes')} rules={[{ required: true, type: 'array', min: 1 }]}>
            <Checkbox.Group
              options={[
                { value: ApiScope.READ, label: t('apiKeysSettings.scope.read') },
                { value: ApiScope.WRITE, label: t('apiKeysSettings.scope.write') },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={created !== null} title={t('apiKeysSettings.createdTitle')} footer={null} onCancel={() => setCreated(null)}>
        <Alert type="warning" showIcon title={t('apiKeysSettings.shownOnce')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: created?.key ?? '' }} code style={{ wordBreak: 'break-all' }}>
          {created?.key}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}
