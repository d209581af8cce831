/** Spans of working time (service-level targets and clocks), as agents read them: "45m", "2h", "2h 05m". */

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole minutes: "45m", "2h", "2h 05m"; 0 or less reads "0m". */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  if (m < 60) return `${m}m`;
  const h = Math.floor(m / 60);
  return m % 60 ? `${h}h ${pad(m % 60)}m` : `${h}h`;
}

/** Milliseconds, rounded down to the minute; under a minute reads "<1m". */
export function formatSpan(ms: number): string {
  const m = Math.floor(Math.abs(ms) / 60_000);
  return m < 1 ? '<1m' : formatMinutes(m);
}
