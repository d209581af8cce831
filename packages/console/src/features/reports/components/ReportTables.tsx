import { Button, Card, Table, Tabs, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReportOverview } from '@parley/protocol';
import { formatDuration } from '../../../shared/format';
import { downloadCsv, toCsv } from '../model/csv';

type Cell = string | number | null;

/** A column: its title, how to read a row's value (sorting and CSV use it), and how to show it. */
interface Col<T> {
  key: string;
  title: string;
  /** The CSV header when it differs (durations say their unit there: the page shows them readable). */
  csvTitle?: string;
  value(row: T): Cell;
  show?(row: T): React.ReactNode;
}

function SortableTable<T extends object>({
  rows,
  cols,
  rowKey,
  name,
}: {
  rows: T[];
  cols: Col<T>[];
  rowKey: (r: T) => string;
  name: string;
}) {
  const { t } = useTranslation('reports');
  const columns: ColumnsType<T> = cols.map((c, i) => ({
    key: c.key,
    dataIndex: c.key,
    title: c.title,
    align: i === 0 ? 'left' : 'right',
    sorter: (a: T, b: T) => {
      const x = c.value(a);
      const y = c.value(b);
      if (x === null) return y === null ? 0 : -1;
      if (y === null) return 1;
      return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    },
    render: (_: unknown, row: T) => (c.show ? c.show(row) : (c.value(row) ?? '–')),
  }));
  const exportCsv = () =>
    downloadCsv(
      `${name}.csv`,
      toCsv(
        cols.map((c) => c.csvTitle ?? c.title),
        rows.map((r) => cols.map((c) => c.value(r))),
      ),
    );
  return (
    <>
      <div className="report-table-bar">
        <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={rows.length === 0} data-testid={`csv-${name}`}>
          {t('tables.export')}
        </Button>
      </div>
      <Table<T>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
      />
    </>
  );
}

const round2 = (v: number | null) => (v === null ? null : Math.round(v * 100) / 100);
const seconds = (v: number | null) => (v === null ? null : Math.round(v / 1000));

/** Per agent, group, website, and the robot's unanswered questions; each sortable and exportable. */
export function ReportTables({ report }: { report: ReportOverview }) {
  const { t, i18n } = useTranslation('reports');
  const duration = (v: number | null) => (v === null ? '–' : formatDuration(v, i18n.language));
  // A CSV holds durations in seconds (a spreadsheet can add them up); the page shows them readable.
  const dur = <T,>(key: string, title: string, get: (r: T) => number | null): Col<T> => ({
    key,
    title,
    csvTitle: `${title} (s)`,
    value: (r) => seconds(get(r)),
    show: (r) => duration(get(r)),
  });
  const shown = <T,>(c: Col<T>): Col<T> => c;

  type AgentRow = ReportOverview['agents'][number];
  type GroupRow = ReportOverview['groups'][number];
  type ChannelRow = ReportOverview['channels'][number];
  type QuestionRow = ReportOverview['unanswered'][number];
  const agentCols: Col<AgentRow>[] = [
    { key: 'name', title: t('tables.agent'), value: (r) => r.name },
    { key: 'conversations', title: t('tables.conversations'), value: (r) => r.conversations },
    { key: 'transfersOut', title: t('tables.transfersOut'), value: (r) => r.transfersOut },
    dur('firstResponse', t('tables.firstResponse'), (r: AgentRow) => r.firstResponseMedianMs),
    dur('resolution', t('tables.resolution'), (r: AgentRow) => r.resolutionMedianMs),
    { key: 'rating', title: t('tables.rating'), value: (r) => round2(r.ratingAverage) },
    { key: 'ratingCount', title: t('tables.ratingCount'), value: (r) => r.ratingCount },
    dur('online', t('tables.online'), (r: AgentRow) => r.onlineMs),
    dur('away', t('tables.away'), (r: AgentRow) => r.awayMs),
  ];
  const groupCols: Col<GroupRow>[] = [
    { key: 'name', title: t('tables.group'), value: (r) => r.name },
    { key: 'handed', title: t('tables.handed'), value: (r) => r.handed },
    { key: 'abandoned', title: t('tables.abandoned'), value: (r) => r.abandoned },
    dur('wait', t('tables.wait'), (r: GroupRow) => r.waitMedianMs),
    dur('firstResponse', t('tables.firstResponse'), (r: GroupRow) => r.firstResponseMedianMs),
    { key: 'rating', title: t('tables.rating'), value: (r) => round2(r.ratingAverage) },
  ];
  const channelCols: Col<ChannelRow>[] = [
    { key: 'name', title: t('tables.channel'), value: (r) => r.name },
    { key: 'started', title: t('tables.started'), value: (r) => r.started },
    { key: 'robotSettled', title: t('tables.robotSettled'), value: (r) => r.robotSettled },
    { key: 'handed', title: t('tables.handed'), value: (r) => r.handed },
    { key: 'abandoned', title: t('tables.abandoned'), value: (r) => r.abandoned },
    { key: 'rating', title: t('tables.rating'), value: (r) => round2(r.ratingAverage) },
  ];
  const questionCols: Col<QuestionRow>[] = [
    shown({
      key: 'question',
      title: t('tables.question'),
      value: (r) => r.question,
      show: (r) => (
        <span className="report-question">
          {r.question}
          <Link to={`/settings/knowledge?view=unanswered&channelId=${encodeURIComponent(r.channelId)}`}>{t('tables.teach')}</Link>
        </span>
      ),
    }),
    { key: 'asked', title: t('tables.asked'), value: (r) => r.count },
  ];
  return (
    <Card size="small" className="report-tables">
      <Tabs
        items={[
          {
            key: 'agents',
            label: t('tables.agents'),
            children: (
              <>
                <SortableTable rows={report.agents} cols={agentCols} rowKey={(r) => String(r.agentId)} name="agents" />
                <Typography.Text type="secondary" className="report-note">
                  {t('tables.presenceNote')}
                </Typography.Text>
              </>
            ),
          },
          {
            key: 'groups',
            label: t('tables.groups'),
            children: <SortableTable rows={report.groups} cols={groupCols} rowKey={(r) => r.groupId} name="groups" />,
          },
          {
            key: 'channels',
            label: t('tables.channels'),
            children: <SortableTable rows={report.channels} cols={channelCols} rowKey={(r) => r.channelId} name="websites" />,
          },
          {
            key: 'unanswered',
            label: t('tables.unanswered'),
            children: (
              <SortableTable rows={report.unanswered} cols={questionCols} rowKey={(r) => `${r.robotNo}:${r.question}`} name="unanswered" />
            ),
          },
        ]}
      />
    </Card>
  );
}
