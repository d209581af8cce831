import { workingHoursSchema, type WorkingHours } from '@parley/protocol';

/** Stored working hours with defaults; broken JSON means "no schedule" (always open). */
export function parseWorkingHours(json: string): WorkingHours {
  try {
    const parsed = workingHoursSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  return workingHoursSchema.parse({});
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock date, weekday and minute of day of an instant in a time zone (an unknown zone reads as UTC). */
export function wallClock(now: number, timeZone: string): { date: string; weekday: number; minute: number } {
  let fmt: Intl.DateTimeFormat;
  try {
    fmt = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
  } catch {
    return wallClock(now, 'UTC');
  }
  const parts = Object.fromEntries(fmt.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? 'Sun'),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether agents are on duty. A disabled schedule is always open. An interval whose end is not after its
 * start runs past midnight (22:00–06:00), so the early hours belong to the previous day's interval.
 */
export function isWithinWorkingHours(wh: WorkingHours, now: number): boolean {
  if (!wh.enabled) return true;
  const today = wallClock(now, wh.timeZone);
  if (wh.holidays.includes(today.date)) return false;
  for (const { from, to } of wh.week[today.weekday] ?? []) {
    const f = toMinute(from);
    const t = toMinute(to);
    if (t > f ? today.minute >= f && today.minute < t : today.minute >= f) return true;
  }
  const yesterday = (today.weekday + 6) % 7;
  for (const { from, to } of wh.week[yesterday] ?? []) {
    const f = toMinute(from);
    const t = toMinute(to);
    if (t <= f && today.minute < t) return true;
  }
  return false;
}
