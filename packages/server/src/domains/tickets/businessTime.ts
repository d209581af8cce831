import type { WorkingHours } from '@parley/protocol';

/**
 * Service-level clocks in working time. `businessMsBetween` counts the open time of a channel's working hours
 * between two instants, with `isWithinWorkingHours`' meaning of open (routing/workingHours.ts): a disabled
 * schedule is always open; an interval whose end is not after its start runs past midnight; a holiday is closed
 * all day. It works per local day (intervals turned into instants through the zone's offset), so a year costs a
 * few hundred formatter calls, never a walk minute by minute.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      f = formatterFor('UTC');
    }
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms (local wall clock minus UTC). */
function offsetAt(t: number, timeZone: string): number {
  const p = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(new Date(t))
      .map((x) => [x.type, x.value]),
  );
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The instant of a local wall-clock time (day as UTC-midnight ms, minute of day), through the zone's offset. */
function localToEpoch(dayUtc: number, minute: number, timeZone: string): number {
  const guess = dayUtc + minute * 60_000;
  const first = guess - offsetAt(guess, timeZone);
  const second = offsetAt(first, timeZone);
  return guess - second;
}

/** The local date (as UTC-midnight ms) an instant falls on. */
function localDay(t: number, timeZone: string): number {
  const local = t + offsetAt(t, timeZone);
  return Math.floor(local / 86_400_000) * 86_400_000;
}

const toMinute = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const isoDate = (dayUtc: number) => new Date(dayUtc).toISOString().slice(0, 10);
const DAY = 86_400_000;

export function businessMsBetween(wh: WorkingHours, from: number, to: number): number {
  if (to <= from) return 0;
  if (!wh.enabled) return to - from;
  const tz = wh.timeZone;
  const holidays = new Set(wh.holidays);
  let total = 0;
  const add = (start: number, end: number) => {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e > s) total += e - s;
  };
  // From the day before `from` (its overnight interval may reach past midnight) to the day of `to`.
  const last = localDay(to, tz);
  for (let day = localDay(from, tz) - DAY; day <= last; day += DAY) {
    const weekday = new Date(day).getUTCDay();
    const today = !holidays.has(isoDate(day));
    const tomorrow = !holidays.has(isoDate(day + DAY));
    for (const { from: f, to: t } of wh.week[weekday] ?? []) {
      const start = toMinute(f);
      const end = toMinute(t);
      if (end > start) {
        if (today) add(localToEpoch(day, start, tz), localToEpoch(day, end, tz));
      } else {
        if (today) add(localToEpoch(day, start, tz), localToEpoch(day + DAY, 0, tz));
        if (tomorrow) add(localToEpoch(day + DAY, 0, tz), localToEpoch(day + DAY, end, tz));
      }
    }
  }
  return total;
}

/** Working time counted so far, and since when the clock runs (null: paused). */
export interface SlaClock {
  elapsedMs: number;
  runningSince: number | null;
}

export const startClock = (now: number): SlaClock => ({ elapsedMs: 0, runningSince: now });

export function pauseClock(wh: WorkingHours, c: SlaClock, now: number): SlaClock {
  return c.runningSince == null ? c : { elapsedMs: elapsedNow(wh, c, now), runningSince: null };
}

export function resumeClock(c: SlaClock, now: number): SlaClock {
  return c.runningSince == null ? { ...c, runningSince: now } : c;
}

export function elapsedNow(wh: WorkingHours, c: SlaClock, now: number): number {
  return c.elapsedMs + (c.runningSince == null ? 0 : businessMsBetween(wh, c.runningSince, now));
}

export interface SlaState {
  targetMinutes: number;
  elapsedMs: number;
  remainingMs: number;
  breached: boolean;
  paused: boolean;
}

/** Where a clock stands against its target; null when there is no target. */
export function slaState(wh: WorkingHours, c: SlaClock, targetMinutes: number, now: number): SlaState | null {
  if (targetMinutes <= 0) return null;
  const elapsedMs = elapsedNow(wh, c, now);
  const remainingMs = targetMinutes * 60_000 - elapsedMs;
  return { targetMinutes, elapsedMs, remainingMs, breached: remainingMs < 0, paused: c.runningSince == null };
}
