/**
 * Local days and hours of an IANA time zone, with Intl (no zone data of our own): a report's period starts at
 * local midnight, and a day when clocks change is 23 or 25 hours long.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

export interface LocalTime {
  /** YYYY-MM-DD */
  date: string;
  hour: number;
  minute: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

function parts(ms: number, zone: string) {
  const out: Record<string, string> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) out[p.type] = p.value;
  return out;
}

export function localTime(ms: number, zone: string): LocalTime {
  const p = parts(ms, zone);
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    hour: Number(p.hour),
    minute: Number(p.minute),
    weekday: WEEKDAYS.indexOf(p.weekday!),
  };
}

/** The zone's offset from UTC at that instant, in ms (east positive). */
export function zoneOffset(ms: number, zone: string): number {
  const p = parts(ms, zone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - (ms - (ms % 1000));
}

/**
 * The first instant of a local day. Where midnight itself is skipped by a clock change, the day starts at the
 * first local time that exists.
 */
export function localDayStart(date: string, zone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // Two passes settle the offset in force at that wall time (the first guess may sit across a change).
  let t = wall - zoneOffset(wall, zone);
  t = wall - zoneOffset(t, zone);
  if (localTime(t, zone).date !== date) {
    // Midnight does not exist that day: step forward to the change (offsets move in whole quarter hours).
    while (localTime(t, zone).date < date) t += 900_000;
  }
  return t;
}

/** The local date n days after (or before) the given one. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** Days from one local date to another (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** Whether the name is a zone Intl knows. */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}
