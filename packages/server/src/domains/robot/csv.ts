/**
 * RFC 4180 CSV: comma-separated, fields optionally in double quotes, "" inside quotes for a quote,
 * CRLF or LF line ends, line breaks allowed inside quoted fields. Each record keeps the line it
 * started on so import errors can name it.
 */
export interface CsvRecord {
  line: number;
  fields: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

export function parseCsv(text: string): CsvRecord[] {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let afterQuote = false;
  const endRecord = () => {
    fields.push(field);
    // A blank line is no record (a trailing newline must not add an empty row).
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  while (i < src.length) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      i++;
      continue;
    }
    if (c === ',') {
      fields.push(field);
      field = '';
      afterQuote = false;
    } else if (c === '\n' || c === '\r') {
      endRecord();
      afterQuote = false;
      if (c === '\r' && src[i + 1] === '\n') i++;
      line++;
      recordLine = line;
    } else if (c === '"') {
      if (field !== '' || afterQuote) throw new CsvError(line, 'a quote may only start a field');
      quoted = true;
    } else {
      if (afterQuote) throw new CsvError(line, 'text after a closing quote');
      field += c;
    }
    i++;
  }
  if (quoted) throw new CsvError(recordLine, 'unterminated quoted field');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

function quote(value: string): string {
  return /[",\r\n]/.test(value) || /^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((r) => r.map(quote).join(',')).join('\r\n') + '\r\n';
}
