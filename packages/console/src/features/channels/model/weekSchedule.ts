import type { WorkingHours } from '@parley/protocol';
import { i18next } from '../../../i18n';

export type Interval = WorkingHours['week'][number][number];
export type Week = WorkingHours['week'];

/** Monday first, as schedules are read; the contract indexes 0 = Sunday. */
export const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
/** Day names by index (0 = Sunday) in the console's language. */
export const dayName = (day: number) => i18next.t(`channels:model.weekSchedule.days.${day}`);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Problems in one day's intervals: empty or reversed spans, and overlaps. Empty list: fine. */
export function dayProblems(day: Interval[]): string[] {
  const problems: string[] = [];
  const sorted = [...day].sort((a, b) => minutes(a.from) - minutes(b.from));
  for (const i of sorted)
    if (minutes(i.to) <= minutes(i.from))
      problems.push(i18next.t('channels:model.weekSchedule.endsBeforeStart', { from: i.from, to: i.to }));
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1]!;
    const cur = sorted[k]!;
    if (minutes(cur.from) < minutes(prev.to))
      problems.push(
        i18next.t('channels:model.weekSchedule.overlaps', { from: prev.from, to: prev.to, otherFrom: cur.from, otherTo: cur.to }),
      );
  }
  return problems;
}

/**
 * What a day without intervals means: closed only while the schedule applies. Switched off, agents are reachable
 * whenever they are online, so an empty day must not read "Closed" (it did, every day, on a fresh channel).
 */
export const emptyDayLabel = (enabled: boolean) =>
  enabled ? i18next.t('channels:model.weekSchedule.closed') : i18next.t('channels:model.weekSchedule.open24Hours');

/** Switching the schedule on with no hours at all would close every day: start from 9:00–18:00 on weekdays. */
export function weekWhenEnabled(week: Week): Week {
  if (week.some((d) => d.length > 0)) return week;
  return week.map((d, i) => (i === 0 || i === 6 ? d : [{ from: '09:00', to: '18:00' }]));
}

/** Intervals in time order, so the saved schedule reads the way it is shown. */
export const sortDay = (day: Interval[]) => [...day].sort((a, b) => minutes(a.from) - minutes(b.from));

/** Copies one day's hours to Monday–Friday (the usual first edit of a new schedule). */
export function copyToWeekdays(week: Week, fromDay: number): Week {
  const source = week[fromDay] ?? [];
  return week.map((d, i) => (i >= 1 && i <= 5 ? source.map((x) => ({ ...x })) : d));
}

/** Holidays sorted and without repeats. */
export const normalizeHolidays = (days: string[]) => [...new Set(days)].sort();
