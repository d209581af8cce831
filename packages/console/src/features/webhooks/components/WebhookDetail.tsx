import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookView } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { deleteWebhook, fetchDeliveries, pauseWebhook, resendDelivery, resumeWebhook, revealSecret, sendTestEvent } from '../api/webhooks';
import { TAG_TEXT, awaitsAttempt, codeColor, mergeNewest, prettyJson, statusColor } from '../model/deliveries';

const PAGE = 20;
/** How often the log is re-read while a delivery waits for its attempt. */
const REFRESH_MS = 2_000;

/** One endpoint: what it receives, its signing secret, actions, and its delivery log (newest first, expandable). */
export function WebhookDetail({
  hook,
  onBack,
  onEdit,
  onChanged,
}: {
  hook: WebhookView;
  onBack(): void;
  onEdit(): void;
  onChanged(): void;
}) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const [items, setItems] = useState<WebhookDelivery[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const refresh = useCallback(() => {
    fetchDeliveries(hook.id, { limit: PAGE }).then(
      (page) => {
        setItems((shown) => mergeNewest(shown ?? [], page.items));
        setNext((n) => n ?? page.nextBefore);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [hook.id, message]);
  useEffect(refresh, [refresh]);
  const waiting = items !== null && awaitsAttempt(items);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(refresh, REFRESH_MS);
    return () => clearTimeout(timer);
  }, [waiting, items, refresh]);

  async function act(name: string, run: () => Promise<unknown>, done?: string) {
    setBusy(name);
    try {
      await run();
      if (done) void message.success(done);
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setBusy(null);
    }
  }
  const older = () =>
    next !== null &&
    void act('older', async () => {
      const page = await fetchDeliveries(hook.id, { before: next, limit: PAGE });
      setItems((shown) => [...(shown ?? []), ...page.items]);
      setNext(page.nextBefore);
    });

  return (
    <div className="webhook-detail">
      <Button type="link" onClick={onBack} style={{ paddingInline: 0 }}>
        ← {t('back')}
      </Button>
      <div className="webhooks-head">
        <Typography.Title level={5} style={{ margin: 0, wordBreak: 'break-all' }}>
          {hook.url}
        </Typography.Title>
        <Space wrap>
          <Button
            type="primary"
            loading={busy === 'test'}
            onClick={() => void act('test', async () => (await sendTestEvent(hook.id), refresh()), t('testSent'))}
          >
            {t('sendTest')}
          </Button>
          <Button onClick={onEdit}>{t('edit')}</Button>
          {hook.state === 'active' && (
            <Button loading={busy === 'pause'} onClick={() => void act('pause', async () => (await pauseWebhook(hook.id), onChanged()))}>
              {t('pause')}
            </Button>
          )}
          <Popconfirm
            title={t('deleteConfirm')}
            okButtonProps={{ danger: true }}
            onConfirm={() => void act('delete', async () => (await deleteWebhook(hook.id), onBack()))}
          >
            <Button danger>{t('delete')}</Button>
          </Popconfirm>
        </Space>
      </div>
      {hook.state === 'paused' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 12 }}
          // Paused while failing: by S-WH5 after 24 h of failures (or by an admin then); otherwise by an admin (S-WH10).
          title={t(hook.failingSince === null ? 'pausedByAdmin' : 'pausedAlert', { at: formatDateTime(hook.pausedAt ?? hook.createdAt) })}
          action={
            <Button
              size="small"
              loading={busy === 'resume'}
              onClick={() => void act('resume', async () => (await resumeWebhook(hook.id), onChanged()))}
            >
              {t('resume')}
            </Button>
          }
        />
      )}
      <Descriptions size="small" column={{ xs: 1, md: 2 }} style={{ marginTop: 12 }}>
        <Descriptions.Item label={t('state')}>
          {hook.state === 'paused' ? (
            <Tag color="warning" style={{ color: TAG_TEXT.warning }}>
              {t('paused')}
            </Tag>
          ) : (
            <Tag color="success" style={{ color: TAG_TEXT.success }}>
              {t('active')}
            </Tag>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('created')}>{formatDateTime(hook.createdAt)}</Descriptions.Item>
        {hook.description && (
          <Descriptions.Item label={t('description')} span={2}>
            {hook.description}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={t('events')} span={2}>
          <Space size={[4, 4]} wrap>
            {hook.events.map((e) => (
              <Tag key={e}>{e}</Tag>
            ))}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('secret')} span={2}>
          {secret ? (
            <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
              {secret}
            </Typography.Text>
          ) : (
            <Button
              size="small"
              loading={busy === 'secret'}
              onClick={() => void act('secret', async () => setSecret(await revealSecret(hook.id)))}
            >
              {t('reveal')}
            </Button>
          )}
        </Descriptions.Item>
      </Descriptions>
      <div className="webhooks-head" style={{ marginTop: 16 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('log')}
        </Typography.Title>
        <Button size="small" onClick={refresh}>
          {t('refresh')}
        </Button>
      </div>
      <Table<WebhookDelivery>
        rowKey="id"
        size="middle"
        loading={items === null}
        dataSource={items ?? []}
        pagination={false}
        scroll={{ x: 640 }}
        locale={{ emptyText: <Empty description={t('logEmpty')} /> }}
        expandable={{ expandedRowRender: (d) => <DeliveryBody delivery={d} /> }}
        columns={[
          {
            title: t('eventColumn'),
            dataIndex: 'eventType',
            render: (v: string) => (
              <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
                {v}
              </Typography.Text>
            ),
          },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (s: WebhookDelivery['status']) => (
              <Tag color={statusColor(s)} style={{ color: TAG_TEXT[statusColor(s)] }}>
                {t(`deliveryStatus.${s}`)}
              </Tag>
            ),
          },
          {
            title: t('code'),
            dataIndex: 'responseCode',
            render: (c: number | null, d) =>
              c === null ? (
                <Typography.Text type="secondary">{d.error ? t('noAnswer') : '—'}</Typography.Text>
              ) : (
                <Tag color={codeColor(c)} style={{ color: TAG_TEXT[codeColor(c)] }}>
                  {c}
                </Tag>
              ),
          },
          { title: t('attempts'), dataIndex: 'attempts' },
          { title: t('time'), render: (_, d) => formatDateTime(d.lastAttemptAt ?? d.createdAt) },
          {
            title: '',
            render: (_, d) => (
              <Button
                size="small"
                loading={busy === `resend${d.id}`}
                onClick={() => void act(`resend${d.id}`, async () => (await resendDelivery(hook.id, d.id), refresh()), t('resent'))}
              >
                {t('sendAgain')}
              </Button>
            ),
          },
        ]}
      />
      {next !== null && (
        <Button style={{ marginTop: 12 }} loading={busy === 'older'} onClick={older}>
          {t('older')}
        </Button>
      )}
    </div>
  );
}

function DeliveryBody({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation('webhooks');
  return (
    <div className="webhook-delivery">
      <Typography.Text type="secondary">
        {t('eventId')}:{' '}
        <Typography.Text code copyable>
          {delivery.eventId}
        </Typography.Text>
      </Typography.Text>
      {delivery.error && <Alert type="error" showIcon title={delivery.error} />}
      <Typography.Text strong>{t('requestBody')}</Typography.Text>
      <pre className="webhook-json" tabIndex={0}>
        {prettyJson(delivery.body)}
      </pre>
      {delivery.responseBody && (
        <>
          <Typography.Text strong>{t('responseBody')}</Typography.Text>
          <pre className="webhook-json" tabIndex={0}>
            {delivery.responseBody}
          </pre>
        </>
      )}
    </div>
  );
}
