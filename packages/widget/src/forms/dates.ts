/** Date and date-time fields travel as local text (W-UF7): 'YYYY-MM-DD' and 'YYYY-MM-DD HH:mm'. Pure. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatFieldDate(d: Date, withTime: boolean): string {
  const day = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return withTime ? `${day} ${pad(d.getHours())}:${pad(d.getMinutes())}` : day;
}

const FIELD_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** The picker's starting point for a stored value; null for anything that is not our format. */
export function parseFieldDate(text: string): Date | null {
  const m = FIELD_DATE.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h ?? 0), Number(mi ?? 0));
  return date.getMonth() === Number(mo) - 1 ? date : null;
}
