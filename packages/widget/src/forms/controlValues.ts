/**
 * The values of the one field control both forms draw (FieldInput: the pre-chat form, UF; the ticket and card
 * forms, W-LM6, W-LM7). Pure. Choices travel through the control as text keys; each form maps them back to its own
 * option values.
 */
import { FieldType, type FieldOption } from '@parley/protocol';
import type { FormValue } from '../session/userForm';

/** A choice as the control shows it: its label and its value as text. */
export interface ChoiceOption {
  label: string;
  value: string;
  children?: ChoiceOption[];
}

/** What the control holds: text (dates as text too), a number or none, one choice's key, several keys or a path. */
export type ControlValue = string | number | null | string[];

/**
 * The one reading of a number box: blank, or anything that is not a number, is no answer (null), never 0, so a
 * required number is asked for again (W-UF4, W-LM7) and an optional one is left out of what is sent.
 */
export function numberFromInput(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

/** The pre-chat form's options (values may be numbers) as the control's choices. */
export const choicesOf = (options: readonly FieldOption[]): ChoiceOption[] =>
  options.map((o) => ({ label: o.label, value: String(o.value), ...(o.children?.length ? { children: choicesOf(o.children) } : {}) }));

/** The label of a chosen key, or the key itself when no option has it. */
export const choiceLabel = (options: readonly ChoiceOption[], key: string): string => options.find((o) => o.value === key)?.label ?? key;

/** A cascader path's labels, level by level. */
export function pathLabels(options: readonly ChoiceOption[], path: readonly string[]): string[] {
  const labels: string[] = [];
  let level: readonly ChoiceOption[] | undefined = options;
  for (const key of path) {
    const found: ChoiceOption | undefined = level?.find((o) => o.value === key);
    labels.push(found?.label ?? key);
    level = found?.children;
  }
  return labels;
}

/** One selectable place in a cascader: the keys from the top and the labels joined as the visitor reads them. */
export interface CascadePath {
  ids: string[];
  label: string;
}

/** Every leaf of the option tree (a node without children is one), depth first. */
export function cascadePaths(options: readonly ChoiceOption[], above: CascadePath = { ids: [], label: '' }): CascadePath[] {
  return options.flatMap((o) => {
    const here = { ids: [...above.ids, o.value], label: above.label ? `${above.label} / ${o.label}` : o.label };
    return o.children?.length ? cascadePaths(o.children, here) : [here];
  });
}

/** W-LM6: the cascader's search, by any part of the path's labels, case and accents aside. */
export function searchCascade(paths: readonly CascadePath[], query: string): CascadePath[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  return q ? paths.filter((p) => fold(p.label).includes(q)) : [...paths];
}

/** A pre-chat value (session/userForm.ts: option values in their own types) as the control holds it. */
export function toControl(fieldType: number, value: FormValue): ControlValue {
  if (Array.isArray(value)) return value.map(String);
  if (fieldType === FieldType.SELECT || fieldType === FieldType.RADIO) return value === null ? '' : String(value);
  return value;
}

/** What the control gives back, as the pre-chat value: keys become the options' own values again. */
export function fromControl(fieldType: number, options: readonly FieldOption[], value: ControlValue): FormValue {
  if (fieldType === FieldType.SELECT || fieldType === FieldType.RADIO)
    return typeof value === 'string' && value ? optionValue(options, value) : null;
  if (fieldType === FieldType.CHECKBOX) return Array.isArray(value) ? value.map((k) => optionValue(options, k)) : [];
  if (fieldType === FieldType.CASCADER) return Array.isArray(value) ? pathValues(options, value) : [];
  return value;
}

const optionValue = (options: readonly FieldOption[], key: string) => options.find((o) => String(o.value) === key)?.value ?? key;

function pathValues(options: readonly FieldOption[], path: readonly string[]): Array<string | number> {
  const out: Array<string | number> = [];
  let level: readonly FieldOption[] | undefined = options;
  for (const key of path) {
    const found: FieldOption | undefined = level?.find((o) => String(o.value) === key);
    out.push(found?.value ?? key);
    level = found?.children;
  }
  return out;
}
