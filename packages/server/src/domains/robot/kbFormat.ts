import { flowDraftSchema, kbDocSchema, type FlowDraft, type KbDocument } from '@parley/protocol';
import { CsvError, parseCsv, toCsv } from './csv.js';

/*
 * The knowledge base's file formats: robot-eval/kb.json's JSON array, and CSV with the same
 * columns (similarQuestions joined with "|"; enabled as 1/0, optional; buttons, optional, joined with
 * "|", each "text" or "text => docId"). Problems are collected for
 * every row, each named by its line, so one run of the import shows them all.
 */

export const CSV_COLUMNS = ['docId', 'lang', 'category', 'question', 'similarQuestions', 'answer', 'enabled', 'buttons'] as const;
const BUTTON_TARGET = '=>';
const REQUIRED_COLUMNS = ['docId', 'question', 'answer'];

export interface KbParseResult {
  docs: KbDocument[];
  errors: string[];
  /** The robot's flows, when the file is a JSON export that carries them (S-FL15). */
  flows?: FlowDraft[];
}

export type KbFormat = 'json' | 'csv';

export function formatOf(fileName: string): KbFormat {
  return fileName.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
}

function describe(issues: readonly { path: PropertyKey[]; message: string }[]): string {
  return issues.map((i) => `${i.path.map(String).join('.') || 'document'}: ${i.message}`).join('; ');
}

/** Validates documents, also refusing a docId used twice in one file. */
function collect(items: Array<{ line: number; value: unknown }>): KbParseResult {
  const docs: KbDocument[] = [];
  const errors: string[] = [];
  const seen = new Map<string, number>();
  for (const { line, value } of items) {
    const parsed = kbDocSchema.safeParse(value);
    if (!parsed.success) {
      errors.push(`line ${line}: ${describe(parsed.error.issues)}`);
      continue;
    }
    const first = seen.get(parsed.data.docId);
    if (first !== undefined) {
      errors.push(`line ${line}: docId ${parsed.data.docId} already used on line ${first}`);
      continue;
    }
    seen.set(parsed.data.docId, line);
    docs.push(parsed.data);
  }
  return { docs, errors };
}

/** Line numbers of the top-level array's elements, found by a scan that knows strings and nesting. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (/\s/.test(c)) continue;
    if (depth === 1 && expectValue && c !== ']') {
      lines.push(line);
      expectValue = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectValue = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectValue = true;
  }
  return lines;
}

export function parseKbJson(text: string): KbParseResult {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch (err) {
    return { docs: [], errors: [`not valid JSON: ${(err as Error).message}`] };
  }
  if (isExport(data)) return withFlows(data);
  if (!Array.isArray(data)) return { docs: [], errors: ['line 1: expected a JSON array of documents'] };
  const lines = elementLines(text);
  const items: unknown[] = data;
  return collect(items.map((value, i) => ({ line: lines[i] ?? 0, value })));
}

/** S-FL15: an export with flows is `{documents, flows}`; a plain array is documents alone. */
const isExport = (data: unknown): data is { documents: unknown[]; flows?: unknown } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { documents?: unknown }).documents);

function withFlows(data: { documents: unknown[]; flows?: unknown }): KbParseResult {
  // Lines are not tracked inside the object form: problems are named by position instead.
  const result = collect(data.documents.map((value, i) => ({ line: i + 1, value })));
  const errors = result.errors.map((e) => e.replace(/^line (\d+)/, 'documents.$1'));
  const flows: FlowDraft[] = [];
  const raw = Array.isArray(data.flows) ? (data.flows as unknown[]) : [];
  raw.forEach((value, i) => {
    const parsed = flowDraftSchema.safeParse(value);
    if (parsed.success) flows.push(parsed.data);
    else errors.push(`flows.${i + 1}: ${describe(parsed.error.issues)}`);
  });
  return { docs: result.docs, errors, flows };
}

function csvEnabled(v: string | undefined): unknown {
  if (v === undefined || v.trim() === '') return true;
  const t = v.trim().toLowerCase();
  if (t === '1' || t === 'true' || t === 'yes') return true;
  if (t === '0' || t === 'false' || t === 'no') return false;
  return v;
}

/** "Track my parcel => demo-8|Shipping costs": the last => splits a button's text from its document. */
function csvButtons(v: string | undefined): Array<{ text: string; docId: string }> {
  return (v ?? '')
    .split('|')
    .map((b) => b.trim())
    .filter(Boolean)
    .map((b) => {
      const at = b.lastIndexOf(BUTTON_TARGET);
      return at < 0 ? { text: b, docId: '' } : { text: b.slice(0, at).trim(), docId: b.slice(at + BUTTON_TARGET.length).trim() };
    });
}

const csvButtonsText = (d: KbDocument) => d.buttons.map((b) => (b.docId ? `${b.text} ${BUTTON_TARGET} ${b.docId}` : b.text)).join('|');

export function parseKbCsv(text: string): KbParseResult {
  let records;
  try {
    records = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvError) return { docs: [], errors: [err.message] };
    throw err;
  }
  const [header, ...rows] = records;
  if (!header) return { docs: [], errors: ['line 1: the file is empty; expected a header row'] };
  const names = header.fields.map((f) => f.trim());
  const missing = REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  if (missing.length) return { docs: [], errors: [`line ${header.line}: missing column(s) ${missing.join(', ')}`] };
  const unknown = names.filter((n) => !(CSV_COLUMNS as readonly string[]).includes(n));
  if (unknown.length) return { docs: [], errors: [`line ${header.line}: unknown column(s) ${unknown.join(', ')}`] };
  const errors: string[] = [];
  const items: Array<{ line: number; value: unknown }> = [];
  for (const r of rows) {
    if (r.fields.length !== names.length) {
      errors.push(`line ${r.line}: expected ${names.length} fields, found ${r.fields.length}`);
      continue;
    }
    const get = (col: string) => r.fields[names.indexOf(col)];
    const similar = get('similarQuestions') ?? '';
    items.push({
      line: r.line,
      value: {
        docId: get('docId'),
        question: get('question'),
        answer: get('answer'),
        category: get('category') ?? '',
        lang: get('lang') ?? '',
        similarQuestions: similar
          .split('|')
          .map((s) => s.trim())
          .filter(Boolean),
        enabled: csvEnabled(get('enabled')),
        buttons: csvButtons(get('buttons')),
      },
    });
  }
  const result = collect(items);
  return { docs: result.docs, errors: [...errors, ...result.errors].sort((a, b) => lineOf(a) - lineOf(b)) };
}

function lineOf(error: string): number {
  return Number(/^line (\d+)/.exec(error)?.[1] ?? 0);
}

export function parseKb(text: string, format: KbFormat): KbParseResult {
  return format === 'csv' ? parseKbCsv(text) : parseKbJson(text);
}

export function serializeKb(docs: readonly KbDocument[], format: KbFormat, flows: readonly FlowDraft[] = []): string {
  if (format === 'json') return `${JSON.stringify(flows.length ? { documents: docs, flows } : docs, null, 2)}\n`;
  return toCsv([
    [...CSV_COLUMNS],
    ...docs.map((d) => [
      d.docId,
      d.lang,
      d.category,
      d.question,
      d.similarQuestions.join('|'),
      d.answer,
      d.enabled ? '1' : '0',
      csvButtonsText(d),
    ]),
  ]);
}
