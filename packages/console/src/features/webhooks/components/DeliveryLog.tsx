import { useCallback, useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery, WebhookView } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { formatDateTime } from '../../../shared/format';
import { fetchDeliveries, resendDelivery } from '../api/webhooks';
import { anyPending, deliveryTone, prettyBody } from '../model/deliveries';

/** While a delivery is pending the log asks again this often, so an admin sees the answer arrive. */
const REFRESH_PENDING_MS = 2000;

/** A subscription's delivery log: newest first, each with its body and the receiver's answer, and "send again". */
export function DeliveryLog({ webhook, onClose }: { webhook: WebhookView | null; onClose: () => void }) {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const [items, setItems] = useState<WebhookDelivery[] | null>(null);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const id = webhook?.id;

  const load = useCallback(() => {
    if (id === undefined) return;
    fetchDeliveries(id).then(
      (page) => {
        setItems(page.items);
        setNextBefore(page.nextBefore);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [id, message]);

  useEffect(() => {
    setItems(null);
    load();
  }, [load]);

  const pending = items !== null && anyPending(items);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(load, REFRESH_PENDING_MS);
    return () => clearInterval(timer);
  }, [pending, load]);

  async function older() {
    if (id === undefined || nextBefore === null) return;
    try {
      const page = await fetchDeliveries(id, nextBefore);
      setItems((prev) => [...(prev ?? []), ...page.items]);
      setNextBefore(page.nextBefore);
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  async function resend(d: WebhookDelivery) {
    if (id === undefined) return;
    try {
      await resendDelivery(id, d.id);
      void message.success(t('deliveryLog.resent'));
      load();
    } catch (e) {
      void message.error(failureText(e));
    }
  }

  return (
    <Drawer
      open={webhook !== null}
      onClose={onClose}
      size="large"
      title={<span className="webhooks__drawer-title">{t('deliveryLog.title', { url: webhook?.url ?? '' })}</span>}
      extra={<Button onClick={load}>{t('deliveryLog.refresh')}</Button>}
    >
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={items === null}
        dataSource={items ?? []}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('deliveryLog.empty')} /> }}
        expandable={{
          expandedRowRender: (d) => (
            <div className="webhooks__detail">
              {d.error && (
                <Typography.Paragraph>
                  <Typography.Text strong>{t('deliveryLog.error')}: </Typography.Text>
                  {d.error}
                </Typography.Paragraph>
              )}
              <Typography.Text strong>{t('deliveryLog.body')}</Typography.Text>
              <pre className="webhooks__json">{prettyBody(d.body)}</pre>
              {d.responseBody && (
                <>
                  <Typography.Text strong>{t('deliveryLog.response')}</Typography.Text>
                  <pre className="webhooks__json">{d.responseBody}</pre>
                </>
              )}
            </div>
          ),
        }}
        columns={[
          {
            title: t('deliveryLog.event'),
            dataIndex: 'eventType',
            render: (type: string, d) => (
              <div className="webhooks__event">
                <Typography.Text code>{type}</Typography.Text>
                <Typography.Text type="secondary" className="webhooks__event-id">
                  {d.eventId}
                </Typography.Text>
              </div>
            ),
          },
          {
            title: t('deliveryLog.status'),
            dataIndex: 'status',
            render: (_: unknown, d) => <Tag color={deliveryTone(d)}>{t(`deliveryLog.statusValue.${d.status}`)}</Tag>,
          },
          {
            title: t('deliveryLog.code'),
            dataIndex: 'responseCode',
            render: (code: number | null) => code ?? t('deliveryLog.noAnswer'),
          },
          { title: t('deliveryLog.attempts'), dataIndex: 'attempts' },
          {
            title: t('deliveryLog.time'),
            render: (_: unknown, d) => formatDateTime(d.lastAttemptAt ?? d.createdAt),
          },
          {
            title: '',
            render: (_: unknown, d) => (
              <Button size="small" onClick={() => void resend(d)}>
                {t('deliveryLog.resend')}
              </Button>
            ),
          },
        ]}
      />
      {nextBefore !== null && (
        <Button block style={{ marginTop: 12 }} onClick={() => void older()}>
          {t('deliveryLog.more')}
        </Button>
      )}
    </Drawer>
  );
}
