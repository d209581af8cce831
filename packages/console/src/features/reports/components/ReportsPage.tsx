import { useEffect, useMemo, useState } from 'react';
import { App, DatePicker, Empty, Select, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AdminAgent, ChannelSummary, Group, ReportOverview, ReportQuery } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchAdminGroups } from '../../../shared/admin/api/fetchAdminGroups';
import { fetchChannels } from '../../../shared/admin/api/fetchChannels';
import { fetchAgentsForFilter, fetchReport } from '../api/reports';
import { PRESETS, localToday, presetRange, type PresetKey } from '../model/periods';
import { LivePanel } from './LivePanel';
import { OverviewCards } from './OverviewCards';
import { ReportCharts } from './ReportCharts';
import { ReportTables } from './ReportTables';
import './reports.css';

const DAY_FORMAT = 'YYYY-MM-DD';

/**
 * How the team and the robot are doing (issue 31): the live panel, the period's figures beside the previous
 * period's, charts, and tables per agent, group, website and unanswered question. Admins only.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { message } = App.useApp();
  const [preset, setPreset] = useState<PresetKey | 'custom'>('last7');
  const [query, setQuery] = useState<ReportQuery>(() => presetRange('last7', localToday()));
  const [report, setReport] = useState<ReportOverview | null>(null);
  const [loading, setLoading] = useState(true);
  const [channels, setChannels] = useState<ChannelSummary[]>([]);
  const [groups, setGroups] = useState<Group[]>([]);
  const [agents, setAgents] = useState<AdminAgent[]>([]);

  useEffect(() => {
    void fetchChannels().then(setChannels, () => undefined);
    void fetchAdminGroups().then(setGroups, () => undefined);
    void fetchAgentsForFilter().then(setAgents, () => undefined);
  }, []);

  useEffect(() => {
    let gone = false;
    setLoading(true);
    fetchReport(query)
      .then(
        (r) => !gone && setReport(r),
        (e: unknown) => !gone && void message.error(failureText(e)),
      )
      .finally(() => !gone && setLoading(false));
    return () => {
      gone = true;
    };
  }, [query, message]);

  const range = useMemo<[Dayjs, Dayjs]>(() => [dayjs(query.from), dayjs(query.to)], [query.from, query.to]);
  const choosePreset = (key: PresetKey | 'custom') => {
    setPreset(key);
    if (key !== 'custom') setQuery((q) => ({ ...q, ...presetRange(key, localToday()) }));
  };
  const filter = (patch: Partial<ReportQuery>) => setQuery((q) => ({ ...q, ...patch }));

  return (
    <div className="reports-page">
      <header className="reports-head">
        <div>
          <Typography.Title level={3} className="reports-title">
            {t('title')}
          </Typography.Title>
          {report && (
            <Typography.Text type="secondary">
              {t('timeZone', { zone: report.timeZone })} · {t('vsPrevious', { from: report.previous.from, to: report.previous.to })}
            </Typography.Text>
          )}
        </div>
        <div className="reports-filters" role="group" aria-label={t('filters.period')}>
          <Select
            aria-label={t('filters.period')}
            value={preset}
            onChange={choosePreset}
            options={[
              ...PRESETS.map((p) => ({ value: p, label: t(`filters.presets.${p}`) })),
              { value: 'custom', label: '…', disabled: true },
            ]}
            style={{ width: 140 }}
          />
          <DatePicker.RangePicker
            allowClear={false}
            value={range}
            onChange={(v) => {
              if (!v?.[0] || !v[1]) return;
              setPreset('custom');
              filter({ from: v[0].format(DAY_FORMAT), to: v[1].format(DAY_FORMAT) });
            }}
          />
          <Select
            aria-label={t('filters.channel')}
            allowClear
            placeholder={t('filters.channel')}
            value={query.channelId}
            onChange={(v?: string) => filter({ channelId: v })}
            options={channels.map((c) => ({ value: c.channelId, label: c.name }))}
            style={{ width: 150 }}
          />
          <Select
            aria-label={t('filters.group')}
            allowClear
            placeholder={t('filters.group')}
            value={query.groupId}
            onChange={(v?: string) => filter({ groupId: v })}
            options={groups.map((g) => ({ value: g.groupId, label: g.groupName }))}
            style={{ width: 150 }}
          />
          <Select
            aria-label={t('filters.agent')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('filters.agent')}
            value={query.agentId}
            onChange={(v?: number) => filter({ agentId: v })}
            options={agents.map((a) => ({ value: a.agentId, label: a.nickname }))}
            style={{ width: 150 }}
          />
        </div>
      </header>
      <LivePanel />
      {report === null ? (
        <Spin className="reports-spin" />
      ) : (
        <Spin spinning={loading}>
          <OverviewCards report={report} />
          {report.current.started === 0 && report.current.ratingCount === 0 && report.current.ticketsCreated === 0 ? (
            <Empty className="reports-empty" description={t('noData')} />
          ) : (
            <ReportCharts report={report} />
          )}
          <ReportTables report={report} />
        </Spin>
      )}
    </div>
  );
}
