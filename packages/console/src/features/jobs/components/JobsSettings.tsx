import { useCallback, useEffect, useState } from 'react';
import { App, Button, Empty, Segmented, Table, Tooltip, Typography } from 'antd';
import { JobKind, type JobStatusValue, type JobView } from '@parley/protocol';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../shared/api';
import { fetchJobs, retryJob } from '../api/jobs';

const STATUSES: JobStatusValue[] = ['failed', 'pending', 'done'];
const KNOWN_KINDS = new Set<string>(Object.values(JobKind));

/**
 * What the workspace's background work did: e-mails to customers, file removals, purges (issue 29 item 2). Failed
 * jobs first, with why; "Retry" runs one again now.
 */
export function JobsSettings() {
  const { t, i18n } = useTranslation('jobs');
  const { message } = App.useApp();
  const [status, setStatus] = useState<JobStatusValue>('failed');
  const [items, setItems] = useState<JobView[]>([]);
  const [next, setNext] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  const [retrying, setRetrying] = useState<number | null>(null);

  const load = useCallback(
    async (before?: number) => {
      setLoading(true);
      try {
        const page = await fetchJobs(status, before);
        setItems((old) => (before === undefined ? page.items : [...old, ...page.items]));
        setNext(page.nextBefore);
      } catch (e) {
        void message.error(failureText(e));
      } finally {
        setLoading(false);
      }
    },
    [status, message],
  );
  useEffect(() => void load(), [load]);

  async function retry(job: JobView) {
    setRetrying(job.jobId);
    try {
      await retryJob(job.jobId);
      void message.success(t('retried'));
      setItems((old) => old.filter((j) => j.jobId !== job.jobId));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setRetrying(null);
    }
  }

  const when = (ms: number) => new Date(ms).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-GB');
  return (
    <div className="jobs-settings">
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <Segmented<JobStatusValue>
        value={status}
        onChange={setStatus}
        options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        aria-label={t('statusLabel')}
      />
      <Table<JobView>
        style={{ marginTop: 16 }}
        rowKey="jobId"
        size="middle"
        loading={loading}
        dataSource={items}
        pagination={false}
        scroll={{ x: 720 }}
        locale={{ emptyText: <Empty description={t(`empty.${status}`)} /> }}
        columns={[
          {
            title: t('columns.what'),
            key: 'what',
            render: (_, j) => (
              <div>
                <div>{KNOWN_KINDS.has(j.kind) ? t(`kind.${j.kind}`) : j.kind}</div>
                <Typography.Text type="secondary">{j.summary}</Typography.Text>
              </div>
            ),
          },
          { title: t('columns.created'), key: 'created', width: 180, render: (_, j) => when(j.createdAt) },
          {
            title: status === 'pending' ? t('columns.next') : t('columns.finished'),
            key: 'time',
            width: 180,
            render: (_, j) => when(status === 'pending' ? j.runAt : (j.finishedAt ?? j.runAt)),
          },
          { title: t('columns.attempts'), key: 'attempts', width: 100, render: (_, j) => `${j.attempts} / ${j.maxAttempts}` },
          {
            title: t('columns.why'),
            key: 'why',
            render: (_, j) =>
              j.lastError ? (
                <Tooltip title={j.lastError}>
                  <Typography.Text type={status === 'failed' ? 'danger' : 'secondary'} ellipsis style={{ maxWidth: 260 }}>
                    {j.lastError}
                  </Typography.Text>
                </Tooltip>
              ) : (
                '—'
              ),
          },
          ...(status === 'failed'
            ? [
                {
                  title: '',
                  key: 'retry',
                  width: 110,
                  render: (_: unknown, j: JobView) => (
                    <Button size="small" onClick={() => void retry(j)} loading={retrying === j.jobId}>
                      {t('retry')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {next !== null && (
        <Button style={{ marginTop: 12 }} onClick={() => void load(next)} loading={loading}>
          {t('more')}
        </Button>
      )}
    </div>
  );
}
