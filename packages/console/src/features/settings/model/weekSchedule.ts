import type { WorkingHours } from '@parley/protocol';

export type Interval = WorkingHours['week'][number][number];
export type Week = WorkingHours['week'];

/** Monday first, as schedules are read; the contract indexes 0 = Sunday. */
export const DAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
export const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Problems in one day's intervals: empty or reversed spans, and overlaps. Empty list: fine. */
export function dayProblems(day: Interval[]): string[] {
  const problems: string[] = [];
  const sorted = [...day].sort((a, b) => minutes(a.from) - minutes(b.from));
  for (const i of sorted) if (minutes(i.to) <= minutes(i.from)) problems.push(`${i.from}–${i.to} ends before it starts`);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1]!;
    const cur = sorted[k]!;
    if (minutes(cur.from) < minutes(prev.to)) problems.push(`${prev.from}–${prev.to} overlaps ${cur.from}–${cur.to}`);
  }
  return problems;
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
