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

/** List time stamps: "now", "5m", today's "14:32", this week's "Mon", else "12 Mar" (or with year). */
export function formatListTime(ts: number, now: number): string {
  const diff = now - ts;
  if (diff < 60_000) return 'now';
  if (diff < 3_600_000) return `${Math.floor(diff / 60_000)}m`;
  const d = new Date(ts);
  const today = new Date(now);
  if (d.toDateString() === today.toDateString()) return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  if (diff < 6 * 86_400_000) return d.toLocaleDateString('en-GB', { weekday: 'short' });
  const opts: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short' };
  if (d.getFullYear() !== today.getFullYear()) opts.year = 'numeric';
  return d.toLocaleDateString('en-GB', opts);
}

/** Full date and time for tooltips and the visitor panel. */
export function formatDateTime(ts: number): string {
  const d = new Date(ts);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A conversation's length: "45s", "12m", "1h 05m". */
export function formatDuration(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m`;
  return `${Math.floor(m / 60)}h ${pad(m % 60)}m`;
}
