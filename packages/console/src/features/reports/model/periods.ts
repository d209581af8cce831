/** The period presets, as local dates; the server reads them in the workspace's time zone. */
export type PresetKey = 'today' | 'yesterday' | 'last7' | 'last30' | 'last90';

export const PRESETS: PresetKey[] = ['today', 'yesterday', 'last7', 'last30', 'last90'];

export function shiftDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function presetRange(key: PresetKey, today: string): { from: string; to: string } {
  switch (key) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shiftDate(today, -1), to: shiftDate(today, -1) };
    case 'last7':
      return { from: shiftDate(today, -6), to: today };
    case 'last30':
      return { from: shiftDate(today, -29), to: today };
    case 'last90':
      return { from: shiftDate(today, -89), to: today };
  }
}

/** Today's date where the browser is. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
