/**
 * CSV for spreadsheets: UTF-8 with a byte-order mark (so Excel reads Chinese), CRLF lines, fields quoted when they
 * hold a comma, a quote or a line break, and a leading =, +, - or @ defused so a cell is never a formula.
 */
export const BOM = '\uFEFF';

function field(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return BOM + [header, ...rows].map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}

/** Offers the text as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
