/*
 * msgType 11, the in-chat form (chat-session.md §3: referGuide, fromFields, url, method, headers, bodyType), or a
 * visitor's answers to one. Both travel as JSON text whose field names vary between senders, so this reads them
 * leniently; anything unreadable is shown as text. Hand-written, not zod like the card schemas (schemas/cards.ts),
 * so the widget's bundle does not take zod in for it.
 */
import { FieldType } from '../enums.js';
import { parseJsonOr } from './json.js';

export interface FormOption {
  label: string;
  value: string;
}
export interface FormField {
  /** The key of the value in requestBody. */
  key: string;
  label: string;
  required: boolean;
  fieldType: number;
  options: FormOption[];
  initial: string;
}
export interface InChatForm {
  guide: string;
  fields: FormField[];
  url: string;
  method: string;
  headers: Record<string, string>;
  contentType: string | undefined;
}
export type FormMessage =
  { kind: 'form'; form: InChatForm } | { kind: 'reply'; guide: string; entries: [string, string][] } | { kind: 'text'; text: string };

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string =>
  v === null || v === undefined
    ? ''
    : typeof v === 'string'
      ? v
      : Array.isArray(v)
        ? v.map(str).join(', ')
        : typeof v === 'object'
          ? JSON.stringify(v)
          : typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint'
            ? String(v)
            : '';

/** decisions.md reading 23: 1, '1', true and 'true' all mark a field required, whichever of the three names carries it. */
const isSet = (v: unknown) => v === 1 || v === '1' || v === true || v === 'true';
const isRequiredField = (x: Obj): boolean => isSet(x.require) || isSet(x.required) || isSet(x.isRequired);

/** Headers may come as an object or as JSON text of one. */
function headersOf(v: unknown): Record<string, string> {
  const o = parseJsonOr<unknown>(v, undefined);
  if (!isObj(o)) return {};
  return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, str(x)]));
}

function fieldOf(f: unknown, i: number): FormField {
  const x: Obj = isObj(f) ? f : { name: str(f) };
  const label = str(x.label ?? x.fieldLabel ?? x.name ?? x.fieldName ?? x.title) || `#${i + 1}`;
  const options = Array.isArray(x.options)
    ? x.options.map((o) =>
        isObj(o) ? { label: str(o.label ?? o.value), value: str(o.value ?? o.label) } : { label: str(o), value: str(o) },
      )
    : [];
  const t = Number(x.fieldType ?? x.type);
  return {
    key: str(x.fieldName ?? x.name ?? x.key ?? x.label) || label,
    label,
    required: isRequiredField(x),
    fieldType: Number.isInteger(t) && t >= FieldType.TEXT && t <= FieldType.CASCADER ? t : FieldType.TEXT,
    options,
    initial: str(x.value ?? x.defaultValue),
  };
}

/**
 * A form when the JSON lists fields; a reply when it carries requestBody (or values, formData), is a list of
 * name/value pairs, or is any other object (submitFrom's requestBody is "a map of fieldName to chosen value");
 * text otherwise.
 */
export function readFormMessage(msgContent: string): FormMessage {
  const json = parseJsonOr<unknown>(msgContent, undefined);
  if (Array.isArray(json)) return { kind: 'reply', guide: '', entries: pairs(json) };
  if (!isObj(json)) return { kind: 'text', text: msgContent };
  const guide = str(json.referGuide ?? json.title);
  const fields = json.fromFields ?? json.formFields ?? json.fields;
  if (Array.isArray(fields)) {
    return {
      kind: 'form',
      form: {
        guide,
        fields: fields.map(fieldOf),
        url: str(json.url),
        method: str(json.method) || 'POST',
        headers: headersOf(json.headers),
        contentType: str(json.bodyType ?? json.contentType) || undefined,
      },
    };
  }
  const body = json.requestBody ?? json.values ?? json.formData;
  if (isObj(body)) return { kind: 'reply', guide, entries: Object.entries(body).map(([k, v]) => [k, str(v)]) };
  if (Array.isArray(body)) return { kind: 'reply', guide, entries: pairs(body) };
  const rest = Object.entries(json).filter(([k]) => k !== 'referGuide' && k !== 'title');
  return { kind: 'reply', guide, entries: rest.map(([k, v]) => [k, str(v)]) };
}

/** [{name, value}] (or label/fieldName) lists. */
function pairs(list: unknown[]): [string, string][] {
  return list.map((item) => {
    const x: Obj = isObj(item) ? item : {};
    return [str(x.label ?? x.name ?? x.fieldName), str(x.value)];
  });
}

export type FormValues = Record<string, string | string[]>;

/** *Ours* (W-MT6, decisions.md reading 18): an empty required field is named before posting. */
export function missingRequired(form: InChatForm, values: FormValues): FormField | undefined {
  return form.fields.find((f) => {
    if (!f.required) return false;
    const v = values[f.key];
    return v === undefined || (Array.isArray(v) ? v.length === 0 : v.trim() === '');
  });
}

/** The visitor's answers as a msgType 11 reply, labelled the way the form showed them, for the agent to read. */
export function replyContent(form: InChatForm, values: FormValues): string {
  const requestBody: Record<string, string> = {};
  for (const f of form.fields) {
    // Chosen options read as their labels, the way the visitor saw them.
    const label = (v: string) => f.options.find((o) => o.value === v)?.label ?? v;
    const v = values[f.key] ?? '';
    requestBody[f.label] = Array.isArray(v) ? v.map(label).join(', ') : label(v);
  }
  return JSON.stringify({ referGuide: form.guide, requestBody });
}
