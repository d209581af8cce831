import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, Alert, Button, DatePicker, Empty, Select, Spin, Switch, Tag, TimePicker, Tooltip } from 'antd';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ChannelSummary, WorkingHours } from '@parley/protocol';
import { failureText } from '../../../shared/api';
import { fetchChannels } from '../../../shared/admin/api/fetchChannels';
import { fetchWorkingHours } from '../api/fetchWorkingHours';
import { saveWorkingHours } from '../api/saveWorkingHours';
import {
  DAY_ORDER,
  copyToWeekdays,
  dayProblems,
  dayName,
  emptyDayLabel,
  normalizeHolidays,
  sortDay,
  weekWhenEnabled,
  type Interval,
} from '../model/weekSchedule';
import '../../../shared/admin/admin.css';
import './channels.css';
import { useTranslation } from 'react-i18next';

const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
};

/** Per channel: whether hours apply, the time zone they are read in, open intervals per weekday, closed dates. */
export function WorkingHoursSettings() {
  const { t } = useTranslation('channels');
  const { message } = AntApp.useApp();
  const [channels, setChannels] = useState<ChannelSummary[] | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [hours, setHours] = useState<WorkingHours | null>(null);
  const [saving, setSaving] = useState(false);
  const zoneOptions = useMemo(() => zones().map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    fetchChannels().then(
      (list) => {
        setChannels(list);
        setChannelId((c) => c ?? list[0]?.channelId ?? null);
      },
      (e: unknown) => void message.error(failureText(e)),
    );
  }, [message]);

  useEffect(() => {
    setHours(null);
    if (channelId) fetchWorkingHours(channelId).then(setHours, (e: unknown) => void message.error(failureText(e)));
  }, [channelId, message]);

  if (channels === null) return <Spin />;
  if (channels.length === 0) return <Empty description={t('workingHoursSettings.noChannelsYet')} />;

  const problems = hours ? hours.week.flatMap((d, i) => dayProblems(d).map((p) => `${dayName(i)}: ${p}`)) : [];
  const setDay = (day: number, intervals: Interval[]) =>
    hours && setHours({ ...hours, week: hours.week.map((d, i) => (i === day ? intervals : d)) });

  async function save() {
    if (!hours || !channelId) return;
    setSaving(true);
    try {
      await saveWorkingHours(channelId, { ...hours, week: hours.week.map(sortDay), holidays: normalizeHolidays(hours.holidays) });
      void message.success(t('workingHoursSettings.workingHoursSaved'));
    } catch (e) {
      void message.error(failureText(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="hours">
      <div className="settings-bar">
        <Select
          aria-label={t('workingHoursSettings.channel')}
          value={channelId}
          onChange={setChannelId}
          options={channels.map((c) => ({ value: c.channelId, label: `${c.name} (${c.channelId})` }))}
          style={{ minWidth: 220 }}
        />
        <span className="shell-spacer" />
        <Button type="primary" onClick={() => void save()} loading={saving} disabled={!hours || problems.length > 0}>
          {t('workingHoursSettings.save')}
        </Button>
      </div>
      {!hours ? (
        <Spin />
      ) : (
        <>
          <div className="hours-row">
            <label className="hours-label" htmlFor="hours-enabled">
              {t('workingHoursSettings.useWorkingHours')}
            </label>
            <Switch
              id="hours-enabled"
              checked={hours.enabled}
              onChange={(enabled) => setHours({ ...hours, enabled, week: enabled ? weekWhenEnabled(hours.week) : hours.week })}
            />
            <span className="settings-sub">
              {hours.enabled
                ? t('workingHoursSettings.outsideTheseHoursVisitorsGet')
                : t('workingHoursSettings.offAgentsAreReachableWhenever')}
            </span>
          </div>
          <div className="hours-row">
            <label className="hours-label">{t('workingHoursSettings.timeZone')}</label>
            <Select
              aria-label={t('workingHoursSettings.timeZone')}
              showSearch
              value={hours.timeZone}
              onChange={(timeZone) => setHours({ ...hours, timeZone })}
              options={zoneOptions}
              style={{ width: 260 }}
            />
          </div>
          {problems.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={t('workingHoursSettings.fixTheseBeforeSaving')}
              description={problems.join('; ')}
              className="hours-alert"
            />
          )}
          <div className={`hours-week${hours.enabled ? '' : ' disabled'}`}>
            {DAY_ORDER.map((day) => {
              const intervals = hours.week[day] ?? [];
              return (
                <div className="hours-day" key={day}>
                  <span className="hours-dayname">{dayName(day)}</span>
                  <div className="hours-intervals">
                    {intervals.length === 0 && <Tag color={hours.enabled ? undefined : 'green'}>{emptyDayLabel(hours.enabled)}</Tag>}
                    {intervals.map((iv, k) => (
                      <span className="hours-interval" key={k}>
                        <TimePicker.RangePicker
                          format="HH:mm"
                          minuteStep={15}
                          allowClear={false}
                          size="small"
                          value={[dayjs(iv.from, 'HH:mm'), dayjs(iv.to, 'HH:mm')]}
                          onChange={(v) => {
                            if (!v?.[0] || !v[1]) return;
                            setDay(
                              day,
                              intervals.map((x, j) => (j === k ? { from: v[0]!.format('HH:mm'), to: v[1]!.format('HH:mm') } : x)),
                            );
                          }}
                        />
                        <Button
                          size="small"
                          type="text"
                          aria-label={t('workingHoursSettings.removeInterval')}
                          icon={<DeleteOutlined />}
                          onClick={() =>
                            setDay(
                              day,
                              intervals.filter((_, j) => j !== k),
                            )
                          }
                        />
                      </span>
                    ))}
                  </div>
                  <span className="hours-day-actions">
                    <Tooltip title={t('workingHoursSettings.addHours')}>
                      <Button
                        size="small"
                        aria-label={t('workingHoursSettings.addHoursOn', { day: dayName(day) })}
                        icon={<PlusOutlined />}
                        onClick={() => setDay(day, [...intervals, nextInterval(intervals)])}
                      />
                    </Tooltip>
                    {day === 1 && (
                      <Tooltip title={t('workingHoursSettings.copyMondayToTuesdayFriday')}>
                        <Button
                          size="small"
                          aria-label={t('workingHoursSettings.copyMondayToWeekdays')}
                          icon={<CopyOutlined />}
                          onClick={() => setHours({ ...hours, week: copyToWeekdays(hours.week, 1) })}
                        />
                      </Tooltip>
                    )}
                  </span>
                </div>
              );
            })}
          </div>
          <div className="hours-row hours-holidays">
            <label className="hours-label">{t('workingHoursSettings.holidays')}</label>
            <DatePicker
              multiple
              aria-label={t('workingHoursSettings.holidays')}
              value={hours.holidays.map((d) => dayjs(d))}
              onChange={(dates) => setHours({ ...hours, holidays: normalizeHolidays((dates ?? []).map((d) => d.format('YYYY-MM-DD'))) })}
              placeholder={t('workingHoursSettings.closedDates')}
              style={{ minWidth: 260 }}
              maxTagCount="responsive"
            />
          </div>
        </>
      )}
    </div>
  );
}

/** A sensible next slot: 09:00–17:00 for an empty day, otherwise an hour after the last interval ends. */
function nextInterval(day: Interval[]): Interval {
  const last = sortDay(day).at(-1);
  if (!last) return { from: '09:00', to: '17:00' };
  const start = Math.min(Number(last.to.slice(0, 2)) + 1, 22);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { from: `${pad(start)}:00`, to: `${pad(start + 1)}:00` };
}
