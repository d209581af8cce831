import type { z } from 'zod';
import { FieldType, parseTemplateOptions, type TemplateOption, type TicketTemplate, type ticketTemplateBody } from '@parley/protocol';
import { MAX_OPTION_DEPTH, hasOptions, nestsOptions } from '../../../shared/admin/fieldTypes';
import { i18next } from '../../../i18n';

/**
 * Ticket types and card forms as an admin edits them: fields with their options as a tree (not JSON text), targets
 * in minutes, and the server's rules checked before saving (ids unique and well-formed, options for types 6–9).
 */
export type TemplateKind = TicketTemplate['kind'];

export interface FieldDraft {
  /** Stable React key; not saved. */
  key: string;
  fieldId: string;
  fieldName: string;
  fieldType: number;
  requiredStatus: 0 | 1;
  /** Kept when the type changes, so switching back loses nothing; only saved for types 6–9. */
  options: TemplateOption[];
  /** The id follows the name until the admin types one; a saved field's id never changes by itself (answers are kept by id). */
  idFollowsName: boolean;
}

export interface TemplateDraft {
  name: string;
  kind: TemplateKind;
  fields: FieldDraft[];
  firstResponseMinutes: number;
  resolutionMinutes: number;
}

export type TemplateBody = z.input<typeof ticketTemplateBody>;

export const MAX_FIELDS = 50;
/** ticketTemplateBody's ceiling for a target: a year of minutes. */
export const MAX_TARGET_MINUTES = 525_600;
const FIELD_ID = /^[A-Za-z0-9_-]+$/;

let keySeq = 0;
const nextKey = () => `f${++keySeq}`;

export const newTemplateDraft = (kind: TemplateKind): TemplateDraft => ({
  name: '',
  kind,
  fields: [],
  firstResponseMinutes: kind === 'type' ? 60 : 0,
  resolutionMinutes: kind === 'type' ? 480 : 0,
});

export function draftOf(t: TicketTemplate): TemplateDraft {
  return {
    name: t.name,
    kind: t.kind,
    firstResponseMinutes: t.firstResponseMinutes,
    resolutionMinutes: t.resolutionMinutes,
    fields: t.fields.map((f) => ({
      key: nextKey(),
      fieldId: f.fieldId,
      fieldName: f.fieldName,
      fieldType: f.fieldType,
      requiredStatus: f.requiredStatus === 1 ? 1 : 0,
      options: hasOptions(f.fieldType) ? parseTemplateOptions(f.fieldValue) : [],
      idFollowsName: false,
    })),
  };
}

/** Options as saved: trimmed, children only for a cascader (and only where there are some). */
function cleanOptions(options: readonly TemplateOption[], nested: boolean): TemplateOption[] {
  return options.map((o) => {
    const children = nested && o.children?.length ? cleanOptions(o.children, true) : [];
    return { id: o.id.trim(), name: o.name.trim(), ...(children.length ? { children } : {}) };
  });
}

/** The body the server takes (ticketTemplateBody): fieldValue is the options' JSON for types 6–9, '' otherwise. */
export function bodyOf(d: TemplateDraft): TemplateBody {
  return {
    name: d.name.trim(),
    kind: d.kind,
    firstResponseMinutes: d.firstResponseMinutes,
    resolutionMinutes: d.resolutionMinutes,
    fields: d.fields.map((f) => ({
      fieldId: f.fieldId.trim(),
      fieldName: f.fieldName.trim(),
      fieldType: f.fieldType,
      requiredStatus: f.requiredStatus,
      fieldValue: hasOptions(f.fieldType) ? JSON.stringify(cleanOptions(f.options, nestsOptions(f.fieldType))) : '',
    })),
  };
}

/** An id made from a name ("Order number" → "order_number"), unique among `taken` ("order_number_2"). */
export function fieldIdFor(name: string, taken: readonly string[]): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 56) || 'field';
  if (!taken.includes(base)) return base;
  for (let n = 2; ; n++) if (!taken.includes(`${base}_${n}`)) return `${base}_${n}`;
}

export function addField(d: TemplateDraft): TemplateDraft {
  const taken = d.fields.map((f) => f.fieldId);
  const field: FieldDraft = {
    key: nextKey(),
    fieldId: fieldIdFor('', taken),
    fieldName: '',
    fieldType: FieldType.TEXT,
    requiredStatus: 0,
    options: [],
    idFollowsName: true,
  };
  return { ...d, fields: [...d.fields, field] };
}

export function updateField(d: TemplateDraft, index: number, patch: Partial<Omit<FieldDraft, 'key'>>): TemplateDraft {
  return {
    ...d,
    fields: d.fields.map((f, i) => {
      if (i !== index) return f;
      const next = { ...f, ...patch };
      if (patch.fieldId !== undefined) next.idFollowsName = false;
      else if (patch.fieldName !== undefined && f.idFollowsName)
        next.fieldId = fieldIdFor(
          patch.fieldName,
          d.fields.filter((_, j) => j !== index).map((x) => x.fieldId),
        );
      // A choice field starts with two options to fill in rather than an empty box.
      if (patch.fieldType !== undefined && hasOptions(patch.fieldType) && next.options.length === 0)
        next.options = [
          { id: '1', name: '' },
          { id: '2', name: '' },
        ];
      return next;
    }),
  };
}

export function moveField(d: TemplateDraft, from: number, to: number): TemplateDraft {
  if (to < 0 || to >= d.fields.length || from === to) return d;
  const fields = [...d.fields];
  const [moved] = fields.splice(from, 1);
  fields.splice(to, 0, moved!);
  return { ...d, fields };
}

export const removeField = (d: TemplateDraft, index: number): TemplateDraft => ({ ...d, fields: d.fields.filter((_, i) => i !== index) });

/* Options as a tree; a path is the index at each level. */

function mapAt(
  options: readonly TemplateOption[],
  path: readonly number[],
  fn: (siblings: TemplateOption[], index: number) => TemplateOption[],
): TemplateOption[] {
  const [head, ...rest] = path;
  if (head === undefined) return [...options];
  if (rest.length === 0) return fn([...options], head);
  return options.map((o, i) => (i === head ? { ...o, children: mapAt(o.children ?? [], rest, fn) } : o));
}

/** The next free numeric id among siblings ("1", "2", …), so new options never collide. */
export function nextOptionId(siblings: readonly TemplateOption[]): string {
  const used = new Set(siblings.map((o) => o.id));
  const max = siblings.reduce((m, o) => (/^\d+$/.test(o.id) ? Math.max(m, Number(o.id)) : m), 0);
  let n = max + 1;
  while (used.has(String(n))) n++;
  return String(n);
}

/** A new empty option at the end of the top level (parent []) or under the option at `parent`. */
export function addOption(options: readonly TemplateOption[], parent: readonly number[]): TemplateOption[] {
  if (parent.length === 0) return [...options, { id: nextOptionId(options), name: '' }];
  if (parent.length >= MAX_OPTION_DEPTH) return [...options];
  return mapAt(options, parent, (siblings, i) =>
    siblings.map((o, j) => (j === i ? { ...o, children: [...(o.children ?? []), { id: nextOptionId(o.children ?? []), name: '' }] } : o)),
  );
}

export function removeOption(options: readonly TemplateOption[], path: readonly number[]): TemplateOption[] {
  return mapAt(options, path, (siblings, i) => siblings.filter((_, j) => j !== i));
}

export function updateOption(
  options: readonly TemplateOption[],
  path: readonly number[],
  patch: Partial<Pick<TemplateOption, 'id' | 'name'>>,
): TemplateOption[] {
  return mapAt(options, path, (siblings, i) => siblings.map((o, j) => (j === i ? { ...o, ...patch } : o)));
}

export function moveOption(options: readonly TemplateOption[], path: readonly number[], by: -1 | 1): TemplateOption[] {
  return mapAt(options, path, (siblings, i) => {
    const to = i + by;
    if (to < 0 || to >= siblings.length) return siblings;
    const [moved] = siblings.splice(i, 1);
    siblings.splice(to, 0, moved!);
    return siblings;
  });
}

export type ProblemKey = 'name' | 'fieldId' | 'fieldName' | 'options' | 'firstResponseMinutes' | 'resolutionMinutes';
export interface TemplateProblem {
  /** The field's index, or null for the template itself. */
  field: number | null;
  key: ProblemKey;
  message: string;
}

function optionProblem(options: readonly TemplateOption[], nested: boolean): string | null {
  const ids = new Set<string>();
  for (const o of options) {
    if (!o.name.trim() || !o.id.trim()) return i18next.t('ticketTemplates:model.templateEditor.everyOptionNeedsALabel');
    if (ids.has(o.id.trim())) return `The id “${o.id.trim()}” is used twice`;
    ids.add(o.id.trim());
    if (nested && o.children?.length) {
      const inner = optionProblem(o.children, true);
      if (inner) return inner;
    }
  }
  return null;
}

/** What the server would refuse (and what would make a useless form), each on its field. */
export function templateProblems(d: TemplateDraft): TemplateProblem[] {
  const out: TemplateProblem[] = [];
  if (!d.name.trim()) out.push({ field: null, key: 'name', message: i18next.t('ticketTemplates:model.templateEditor.nameTheTemplate') });
  for (const key of ['firstResponseMinutes', 'resolutionMinutes'] as const) {
    const v = d[key];
    if (!Number.isInteger(v) || v < 0 || v > MAX_TARGET_MINUTES)
      out.push({ field: null, key, message: i18next.t('ticketTemplates:model.templateEditor.atMostAYear8760') });
  }
  const seen = new Map<string, number>();
  d.fields.forEach((f, i) => {
    const id = f.fieldId.trim();
    if (!f.fieldName.trim())
      out.push({ field: i, key: 'fieldName', message: i18next.t('ticketTemplates:model.templateEditor.nameTheField') });
    if (!id) out.push({ field: i, key: 'fieldId', message: i18next.t('ticketTemplates:model.templateEditor.anIdIsNeeded') });
    else if (!FIELD_ID.test(id) || id.length > 64)
      out.push({ field: i, key: 'fieldId', message: i18next.t('ticketTemplates:model.templateEditor.lettersDigitsAndOnly') });
    else if (seen.has(id)) out.push({ field: i, key: 'fieldId', message: `Field ${seen.get(id)! + 1} has this id` });
    else seen.set(id, i);
    if (hasOptions(f.fieldType)) {
      if (f.options.length === 0)
        out.push({ field: i, key: 'options', message: i18next.t('ticketTemplates:model.templateEditor.addAtLeastOneOption') });
      else {
        const p = optionProblem(f.options, nestsOptions(f.fieldType));
        if (p) out.push({ field: i, key: 'options', message: p });
      }
    }
  });
  return out;
}

/** A target in working minutes as hours and minutes for the editor, and back. */
export const splitMinutes = (total: number) => ({ hours: Math.floor(total / 60), minutes: total % 60 });
export const joinMinutes = (hours: number | null, minutes: number | null) =>
  Math.max(0, Math.round(hours ?? 0)) * 60 + Math.max(0, Math.round(minutes ?? 0));

/** A server 400 ("fields.2.fieldValue: Topic needs options") put on its field, when it names one. */
export function serverTemplateProblem(message: string): TemplateProblem | null {
  const m = /^fields\.(\d+)\.(fieldId|fieldName|fieldValue|fieldType)\b/.exec(message);
  if (m) {
    const key: ProblemKey = m[2] === 'fieldValue' ? 'options' : m[2] === 'fieldId' ? 'fieldId' : 'fieldName';
    return { field: Number(m[1]), key, message: message.slice(message.indexOf(':') + 1).trim() || message };
  }
  if (/^name\b/.test(message)) return { field: null, key: 'name', message: message.slice(message.indexOf(':') + 1).trim() };
  return null;
}
