/** Time formatting for lists and timers; `now` is passed in so tests and ticking clocks agree. */

const pad = (n: number) => String(n).padStart(2, '0');

/** A ticking wait: "0:07", "12:30", "1:02:09". Negative spans (clock skew) read as zero. */
export function formatWaiting(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Waits past this many minutes are shown as urgent in the queue. */
export const LONG_WAIT_MS = 3 * 60_000;

// The short units of list times and durations; dates and weekdays come from Intl in the console's language.
const UNITS = {
  en: { now: 'now', m: 'm', s: 's', h: 'h ', intl: 'en-GB' },
  zh: { now: '刚刚', m: '分钟', s: '秒', h: '小时', intl: 'zh-CN' },
};
const unitsOf = (lang: string) => (lang === 'zh' ? UNITS.zh : UNITS.en);

/**
 * List time stamps: "now", "5m", today's "14:32", this week's "Mon", else "12 Mar" (or with year); in Chinese
 * "刚刚", "5分钟", "14:32", "周一", "3月12日".
 */
export function formatListTime(ts: number, now: number, lang = 'en'): string {
  const u = unitsOf(lang);
  const diff = now - ts;
  if (diff < 60_000) return u.now;
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}${u.m}`;
  const d = new Date(ts);
  const today = new Date(now);
  if (d.toDateString() === today.toDateString()) return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (diff < 6 * 86_400_000) return d.toLocaleDateString(u.intl, { weekday: 'short' });
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (d.getFullYear() !== today.getFullYear()) opts.year = 'numeric';
  return d.toLocaleDateString(u.intl, opts);
}

/** Full date and time for tooltips and the visitor panel. */
export function formatDateTime(ts: number): string {
  const d = new Date(ts);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A conversation's length: "45s", "12m", "1h 05m" (Chinese "45秒", "12分钟", "1小时05分钟"). */
export function formatDuration(ms: number, lang = 'en'): string {
  const u = unitsOf(lang);
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}${u.s}`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}${u.m}`;
  return `${Math.floor(m / 60)}${u.h}${pad(m % 60)}${u.m}`;
}
