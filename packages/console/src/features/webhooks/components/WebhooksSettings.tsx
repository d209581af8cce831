import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Checkbox, Empty, Form, Input, Modal, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENTS, type WebhookEventValue, type WebhookView } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { createWebhook, deleteWebhook, fetchWebhooks, resumeWebhook, revealSecret, sendTestEvent, updateWebhook } from '../api/webhooks';
import { health } from '../model/deliveries';
import { DeliveryLog } from './DeliveryLog';
import './webhooks.css';

interface WebhookForm {
  url: string;
  description: string;
  events: WebhookEventValue[];
}

/** What the secret dialog shows: after creation (with the webhook's address) or on "reveal". */
interface ShownSecret {
  title: 'createdTitle' | 'secretTitle';
  secret: string;
}

/**
 * Settings → Webhooks: the workspace's subscriptions (address, events, health), adding and editing one, its signing
 * secret, a test event, resuming a paused one, and each one's delivery log.
 */
export function WebhooksSettings() {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const [hooks, setHooks] = useState<WebhookView[] | null>(null);
  const [editing, setEditing] = useState<WebhookView | 'new' | null>(null);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const [logOf, setLogOf] = useState<WebhookView | null>(null);
  const [form] = Form.useForm<WebhookForm>();

  const load = useCallback(() => {
    fetchWebhooks().then(setHooks, (e: unknown) => void message.error(failureText(e)));
  }, [message]);
  useEffect(load, [load]);

  function open(target: WebhookView | 'new') {
    setEditing(target);
    form.setFieldsValue(
      target === 'new'
        ? { url: '', description: '', events: [...WEBHOOK_EVENTS] }
        : { url: target.url, description: target.description, events: target.events },
    );
  }

  async function save(values: WebhookForm) {
    try {
      if (editing === 'new') {
        const created = await createWebhook(values);
        setSecret({ title: 'createdTitle', secret: created.secret });
      } else if (editing) {
        await updateWebhook(editing.id, values);
      }
      setEditing(null);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function act(run: () => Promise<unknown>, done?: string) {
    try {
      await run();
      if (done) void message.success(done);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function reveal(w: WebhookView) {
    try {
      setSecret({ title: 'secretTitle', secret: (await revealSecret(w.id)).secret });
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  function stateTag(w: WebhookView) {
    const h = health(w);
    if (h === 'paused') return <Tag color="error">{t('webhooksSettings.statePaused')}</Tag>;
    if (h === 'failing')
      return <Tag color="warning">{t('webhooksSettings.stateFailing', { time: formatDateTime(w.failingSince ?? 0) })}</Tag>;
    return <Tag color="success">{t('webhooksSettings.stateActive')}</Tag>;
  }

  const paused = (hooks ?? []).filter((w) => w.state === 'paused');

  return (
    <div className="webhooks">
      <Typography.Paragraph type="secondary">{t('webhooksSettings.intro')}</Typography.Paragraph>
      {paused.length > 0 && <Alert type="error" showIcon title={t('webhooksSettings.pausedBanner')} style={{ marginBottom: 12 }} />}
      <Button type="primary" onClick={() => open('new')} style={{ marginBottom: 12 }}>
        {t('webhooksSettings.create')}
      </Button>
      <Table<WebhookView>
        rowKey="id"
        loading={hooks === null}
        dataSource={hooks ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webhooksSettings.empty')} /> }}
        columns={[
          {
            title: t('webhooksSettings.url'),
            dataIndex: 'url',
            render: (url: string, w) => (
              <div className="webhooks__target">
                <Typography.Text className="webhooks__url">{url}</Typography.Text>
                {w.description && <Typography.Text type="secondary">{w.description}</Typography.Text>}
              </div>
            ),
          },
          {
            title: t('webhooksSettings.events'),
            dataIndex: 'events',
            render: (events: WebhookEventValue[]) => (
              <div className="webhooks__events">
                {events.map((e) => (
                  <Tag key={e} title={t(`webhooksSettings.event.${e}`)}>
                    {e}
                  </Tag>
                ))}
              </div>
            ),
          },
          { title: t('webhooksSettings.state'), render: (_: unknown, w) => stateTag(w) },
          { title: t('webhooksSettings.created'), dataIndex: 'createdAt', render: (ts: number) => formatDateTime(ts) },
          {
            title: t('webhooksSettings.actions'),
            render: (_: unknown, w) => (
              <div className="webhooks__actions">
                <Button size="small" type="primary" ghost onClick={() => setLogOf(w)}>
                  {t('webhooksSettings.deliveries')}
                </Button>
                <Button size="small" onClick={() => void act(() => sendTestEvent(w.id), t('webhooksSettings.testQueued'))}>
                  {t('webhooksSettings.test')}
                </Button>
                {w.state === 'paused' && (
                  <Button size="small" onClick={() => void act(() => resumeWebhook(w.id), t('webhooksSettings.resumed'))}>
                    {t('webhooksSettings.resume')}
                  </Button>
                )}
                <Button size="small" onClick={() => open(w)}>
                  {t('webhooksSettings.edit')}
                </Button>
                <Button size="small" onClick={() => void reveal(w)}>
                  {t('webhooksSettings.reveal')}
                </Button>
                <Popconfirm
                  title={t('webhooksSettings.deleteConfirm', { url: w.url })}
                  onConfirm={() => void act(() => deleteWebhook(w.id))}
                >
                  <Button size="small" danger>
                    {t('webhooksSettings.delete')}
                  </Button>
                </Popconfirm>
              </div>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'webhooksSettings.create' : 'webhooksSettings.edit')}
        okText={t('webhooksSettings.save')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        width={640}
        forceRender
      >
        <Form form={form} layout="vertical" onFinish={(v: WebhookForm) => void save(v)}>
          <Form.Item
            name="url"
            label={t('webhooksSettings.url')}
            extra={t('webhooksSettings.urlHelp')}
            rules={[{ required: true, whitespace: true, max: 2000 }, { type: 'url' }]}
          >
            <Input placeholder="https://example.com/parley/webhooks" inputMode="url" />
          </Form.Item>
          <Form.Item name="description" label={t('webhooksSettings.description')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="events" label={t('webhooksSettings.events')} rules={[{ required: true, type: 'array', min: 1 }]}>
            <Checkbox.Group
              className="webhooks__event-choice"
              options={WEBHOOK_EVENTS.map((e) => ({
                value: e,
                label: (
                  <span>
                    <Typography.Text code>{e}</Typography.Text> {t(`webhooksSettings.event.${e}`)}
                  </span>
                ),
              }))}
            />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={secret !== null}
        title={secret ? t(`webhooksSettings.${secret.title}`) : ''}
        footer={null}
        onCancel={() => setSecret(null)}
      >
        <Typography.Paragraph type="secondary">{t('webhooksSettings.secretHelp')}</Typography.Paragraph>
        <Typography.Paragraph copyable={{ text: secret?.secret ?? '' }} code className="webhooks__secret">
          {secret?.secret}
        </Typography.Paragraph>
      </Modal>
      <DeliveryLog webhook={logOf} onClose={() => setLogOf(null)} />
    </div>
  );
}
