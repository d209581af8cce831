import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Badge, Button, Checkbox, Empty, Form, Input, Modal, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_SUBSCRIPTIONS,
  type WebhookDelivery,
  type WebhookEventValue,
  type WebhookView,
} from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { createWebhook, fetchDeliveries, fetchWebhooks, pauseWebhook, resumeWebhook, updateWebhook } from '../api/webhooks';
import { TAG_TEXT, healthOf, type Health } from '../model/deliveries';
import { WebhookDetail } from './WebhookDetail';
import './webhooks.css';

interface EndpointForm {
  url: string;
  description: string;
  events: WebhookEventValue[];
  enabled: boolean;
}

const HEALTH_BADGE: Record<Health, 'success' | 'error' | 'warning' | 'default'> = {
  healthy: 'success',
  failing: 'error',
  paused: 'warning',
  new: 'default',
};

/**
 * Settings → Webhooks (issue 32 item 2): the workspace's endpoints with their health, one endpoint's page (secret,
 * test event, delivery log), and the add / edit form. Layout after Stripe's: a list, then one endpoint's page.
 */
export function WebhooksSettings() {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const [hooks, setHooks] = useState<WebhookView[] | null>(null);
  const [last, setLast] = useState<Record<number, WebhookDelivery | null>>({});
  const [open, setOpen] = useState<number | null>(null);
  const [editing, setEditing] = useState<WebhookView | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<EndpointForm>();

  const load = useCallback(() => {
    fetchWebhooks().then(
      (list) => {
        setHooks(list);
        // Each row's last delivery (a workspace has at most 20 endpoints).
        void Promise.all(list.map((h) => fetchDeliveries(h.id, { limit: 1 }).then((p) => [h.id, p.items[0] ?? null] as const))).then(
          (pairs) => setLast(Object.fromEntries(pairs)),
          () => undefined,
        );
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message]);
  useEffect(load, [load]);

  function startEdit(target: WebhookView | 'new') {
    form.setFieldsValue(
      target === 'new'
        ? { url: '', description: '', events: [...WEBHOOK_EVENTS], enabled: true }
        : { url: target.url, description: target.description, events: target.events, enabled: target.state === 'active' },
    );
    setEditing(target);
  }

  async function save({ enabled, ...body }: EndpointForm) {
    try {
      // "Enabled" is the subscription's state: paused and resumed by their own calls (S-WH10), after the save.
      const created = editing === 'new' ? await createWebhook(body) : null;
      const saved = created ?? (editing && editing !== 'new' ? await updateWebhook(editing.id, body) : null);
      if (saved && enabled !== (saved.state === 'active')) await (enabled ? resumeWebhook(saved.id) : pauseWebhook(saved.id));
      if (created) {
        setSecret(created.secret);
        setOpen(created.id);
      }
      setEditing(null);
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  const current = hooks?.find((h) => h.id === open);
  return (
    <div className="webhooks">
      {current ? (
        <WebhookDetail
          hook={current}
          onBack={() => {
            setOpen(null);
            load();
          }}
          onEdit={() => startEdit(current)}
          onChanged={load}
        />
      ) : (
        <>
          <div className="webhooks-head">
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {t('intro')}
            </Typography.Paragraph>
            <Button type="primary" onClick={() => startEdit('new')} disabled={(hooks?.length ?? 0) >= WEBHOOK_MAX_SUBSCRIPTIONS}>
              {t('add')}
            </Button>
          </div>
          <Table<WebhookView>
            rowKey="id"
            loading={hooks === null}
            dataSource={hooks ?? []}
            pagination={false}
            scroll={{ x: 640 }}
            locale={{ emptyText: <Empty description={t('empty')} /> }}
            onRow={(h) => ({ onClick: () => setOpen(h.id), style: { cursor: 'pointer' } })}
            columns={[
              {
                title: t('url'),
                render: (_, h) => (
                  <div className="webhooks-url">
                    <Typography.Link onClick={() => setOpen(h.id)}>{h.url}</Typography.Link>
                    {h.description && <Typography.Text type="secondary">{h.description}</Typography.Text>}
                  </div>
                ),
              },
              {
                title: t('events'),
                render: (_, h) =>
                  h.events.length === WEBHOOK_EVENTS.length ? t('allEvents') : t('eventCount', { count: h.events.length }),
              },
              {
                title: t('state'),
                render: (_, h) =>
                  h.state === 'paused' ? (
                    <Tag color="warning" style={{ color: TAG_TEXT.warning }}>
                      {t('paused')}
                    </Tag>
                  ) : (
                    <Tag color="success" style={{ color: TAG_TEXT.success }}>
                      {t('active')}
                    </Tag>
                  ),
              },
              {
                title: t('lastDelivery'),
                render: (_, h) => {
                  const health = healthOf(h, last[h.id]);
                  return <Badge status={HEALTH_BADGE[health]} text={t(`health.${health}`)} />;
                },
              },
            ]}
          />
        </>
      )}
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('add') : t('edit')}
        okText={editing === 'new' ? t('addOk') : t('save')}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(v: EndpointForm) => void save(v)}>
          <Form.Item name="url" label={t('url')} extra={t('urlHelp')} rules={[{ required: true, type: 'url', max: 2000 }]}>
            <Input placeholder="https://example.com/parley/webhooks" />
          </Form.Item>
          <Form.Item name="description" label={t('description')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
          <Form.Item name="events" label={t('events')} rules={[{ required: true, type: 'array', min: 1, message: t('pickEvent') }]}>
            <Checkbox.Group
              className="webhooks-events"
              options={WEBHOOK_EVENTS.map((e) => ({ value: e, label: <EventLabel event={e} /> }))}
            />
          </Form.Item>
          <Form.Item name="enabled" label={t('enabled')} extra={t('enabledHelp')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={secret !== null} title={t('createdTitle')} footer={null} onCancel={() => setSecret(null)}>
        <Alert type="info" showIcon title={t('secretHelp')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph copyable={{ text: secret ?? '' }} code style={{ wordBreak: 'break-all' }}>
          {secret}
        </Typography.Paragraph>
      </Modal>
    </div>
  );
}

function EventLabel({ event }: { event: WebhookEventValue }) {
  const { t } = useTranslation('webhooks');
  return (
    <span>
      <Typography.Text code>{event}</Typography.Text>{' '}
      <Typography.Text type="secondary">{t(`event.${event.replace('.', '_')}`)}</Typography.Text>
    </span>
  );
}
