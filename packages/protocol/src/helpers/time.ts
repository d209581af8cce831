import { DEFAULT_DATE_FORMAT, SECONDS_TIMESTAMP_LIMIT } from '../constants.js';

/** Timestamps below 1e10 are seconds; the rest are milliseconds. Numeric strings are accepted. */
export function toMillis(ts: number | string): number {
  const n = typeof ts === 'string' ? Number(ts) : ts;
  if (!Number.isFinite(n)) return NaN;
  return Math.abs(n) < SECONDS_TIMESTAMP_LIMIT ? n * 1000 : n;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Formats a timestamp with yyyy, MM, dd, hh or HH (both 24-hour; see docs/decisions.md), mm, ss.
 * Local time unless a time zone offset in minutes is given (east positive).
 */
export function formatTime(ts: number | string | Date, format: string = DEFAULT_DATE_FORMAT, utcOffsetMinutes?: number): string {
  const ms = ts instanceof Date ? ts.getTime() : toMillis(ts);
  if (!Number.isFinite(ms)) return '';
  let parts: [number, number, number, number, number, number];
  if (utcOffsetMinutes === undefined) {
    const d = new Date(ms);
    parts = [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  } else {
    const d = new Date(ms + utcOffsetMinutes * 60_000);
    parts = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()];
  }
  const [y, mo, da, h, mi, s] = parts;
  return format.replace(/yyyy|MM|dd|hh|HH|mm|ss/g, (tok) => {
    switch (tok) {
      case 'yyyy':
        return pad(y, 4);
      case 'MM':
        return pad(mo);
      case 'dd':
        return pad(da);
      case 'hh':
      case 'HH':
        return pad(h);
      case 'mm':
        return pad(mi);
      default:
        return pad(s);
    }
  });
}
