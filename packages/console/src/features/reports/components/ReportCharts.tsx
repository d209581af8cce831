import { useMemo } from 'react';
import { Card, Empty, List, Rate, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REPORT_DURATION_BINS_MS, type ReportOverview } from '@parley/protocol';
import { formatDateTime, formatDuration } from '../../../shared/format';
import { EChart, type ChartOption } from './EChart';

const BLUE = '#1677ff';
const GREEN = '#52c41a';
const ORANGE = '#fa8c16';
const RED = '#ff4d4f';
const GOLD = '#faad14';
const AXIS = { axisLine: { lineStyle: { color: '#d9d9d9' } }, axisLabel: { color: '#595959' } };
const SPLIT = { splitLine: { lineStyle: { color: '#f0f0f0' } } };

/** The charts of a period: over time, arrivals by weekday and hour, time distributions, satisfaction. */
export function ReportCharts({ report }: { report: ReportOverview }) {
  const { t, i18n } = useTranslation('reports');
  const lang = i18n.language;
  const labels = report.series.map((p) => (report.bucket === 'hour' ? p.label.slice(11) : p.label.slice(5)));

  const overTime = useMemo<ChartOption>(
    () => ({
      color: [BLUE, GREEN, RED],
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: labels, ...AXIS },
      yAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
      series: [
        { name: t('charts.started'), type: 'bar', data: report.series.map((p) => p.started), barMaxWidth: 28 },
        { name: t('charts.handed'), type: 'line', smooth: true, data: report.series.map((p) => p.handed) },
        { name: t('charts.abandoned'), type: 'line', smooth: true, data: report.series.map((p) => p.abandoned) },
      ],
    }),
    [report, labels, t],
  );

  const heatmap = useMemo<ChartOption>(() => {
    // Monday first, named by the browser in the console's language (1 January 2024 was a Monday).
    const weekday = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
    const days = Array.from({ length: 7 }, (_, i) => weekday.format(Date.UTC(2024, 0, 1 + i)));
    const data = report.heatmap.flatMap((row, d) => row.map((n, h) => [h, d, n]));
    const max = Math.max(1, ...report.heatmap.flat());
    return {
      tooltip: { formatter: (p: { value: number[] }) => `${days[p.value[1]!]} ${p.value[0]}:00 · ${p.value[2]}` },
      grid: { left: 48, right: 16, top: 8, bottom: 56 },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => String(h)), ...AXIS, splitArea: { show: true } },
      yAxis: { type: 'category', data: days, inverse: true, ...AXIS, splitArea: { show: true } },
      visualMap: {
        min: 0,
        max,
        calculable: false,
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        itemHeight: 120,
        inRange: { color: ['#f0f5ff', '#adc6ff', '#597ef7', '#1d39c4'] },
      },
      series: [{ type: 'heatmap', data, itemStyle: { borderColor: '#fff', borderWidth: 1 } }],
    };
  }, [report, lang]);

  const distribution = useMemo<ChartOption>(() => {
    const bounds = REPORT_DURATION_BINS_MS.map((b) => formatDuration(b, lang));
    const bins = [`< ${bounds[0]}`, ...bounds.slice(1).map((b, i) => `${bounds[i]}–${b}`), t('charts.over', { value: bounds.at(-1) })];
    return {
      color: [ORANGE, BLUE],
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: bins, ...AXIS },
      yAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
      series: [
        { name: t('charts.wait'), type: 'bar', data: report.waitBins, barMaxWidth: 22 },
        { name: t('charts.firstResponse'), type: 'bar', data: report.firstResponseBins, barMaxWidth: 22 },
      ],
    };
  }, [report, lang, t]);

  const satisfaction = useMemo<ChartOption>(
    () => ({
      color: [GOLD, '#bfbfbf'],
      tooltip: { trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 40, right: 40, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: labels, ...AXIS },
      yAxis: [
        { type: 'value', min: 1, max: 5, interval: 1, ...AXIS, ...SPLIT },
        { type: 'value', minInterval: 1, ...AXIS, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('charts.average'),
          type: 'line',
          connectNulls: true,
          smooth: true,
          data: report.series.map((p) => (p.ratingAverage === null ? null : Math.round(p.ratingAverage * 100) / 100)),
        },
        { name: t('charts.count'), type: 'bar', yAxisIndex: 1, barMaxWidth: 18, data: report.series.map((p) => p.ratingCount) },
      ],
    }),
    [report, labels, t],
  );

  const stars = useMemo<ChartOption>(
    () => ({
      color: [GOLD],
      tooltip: { trigger: 'axis' },
      grid: { left: 44, right: 24, top: 8, bottom: 24 },
      xAxis: { type: 'value', minInterval: 1, ...AXIS, ...SPLIT },
      yAxis: { type: 'category', data: [5, 4, 3, 2, 1].map((n) => t('charts.star', { count: n })), ...AXIS },
      series: [{ type: 'bar', data: [...report.stars].reverse(), barMaxWidth: 16, label: { show: true, position: 'right' } }],
    }),
    [report, t],
  );

  const over = report.bucket === 'hour' ? t('charts.byHour') : t('charts.byDay');
  return (
    <div className="report-charts">
      <Card title={`${t('charts.overTime')} · ${over}`} size="small" className="report-wide">
        <EChart option={overTime} label={t('charts.overTime')} />
      </Card>
      <Card title={t('charts.heatmap')} size="small" extra={<Typography.Text type="secondary">{t('charts.heatmapHint')}</Typography.Text>}>
        <EChart option={heatmap} height={300} label={t('charts.heatmap')} />
      </Card>
      <Card title={t('charts.distribution')} size="small">
        <EChart option={distribution} height={300} label={t('charts.distribution')} />
      </Card>
      <Card title={`${t('charts.satisfaction')} · ${over}`} size="small">
        <EChart option={satisfaction} label={t('charts.satisfaction')} />
      </Card>
      <Card title={t('charts.stars')} size="small">
        <EChart option={stars} height={150} label={t('charts.stars')} />
        <Typography.Title level={5} className="report-comments-title">
          {t('charts.comments')}
        </Typography.Title>
        {report.comments.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('charts.noComments')} />
        ) : (
          <List
            size="small"
            className="report-comments"
            dataSource={report.comments}
            renderItem={(c) => (
              <List.Item>
                <div>
                  <Rate disabled value={c.star} className="report-comment-stars" />
                  <Typography.Text type="secondary" className="report-comment-meta">
                    {c.agentName} · {formatDateTime(c.createdAt)}
                  </Typography.Text>
                  <div>{c.comment}</div>
                </div>
              </List.Item>
            )}
          />
        )}
      </Card>
    </div>
  );
}
