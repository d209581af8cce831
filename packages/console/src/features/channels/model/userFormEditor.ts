import { FieldType, type FieldOption, type UserForm, type UserFormItem } from '@parley/protocol';
import { i18next } from '../../../i18n';
import { hasOptions, nestsOptions } from '../../../shared/admin/fieldTypes';

/** The first three items are always name, phone and e-mail, in that order (chat-session.md §3 "User form item"). */
export const FIXED_COUNT = 3;
const FIXED_DEFAULTS: readonly UserFormItem[] = [
  { name: 'Name', fieldType: FieldType.TEXT, require: 1, show: 1 },
  { name: 'Phone', fieldType: FieldType.TEXT, require: 0, show: 1 },
  { name: 'E-mail', fieldType: FieldType.TEXT, require: 0, show: 1 },
];
export const FIXED_ROLES = ['Name', 'Phone', 'E-mail'] as const;

/** The form with its three fixed items present, so the editor always shows them first. */
export function withFixedItems(form: UserForm): UserForm {
  const list = [...form.formList];
  for (let i = list.length; i < FIXED_COUNT; i++) list.push({ ...FIXED_DEFAULTS[i]! });
  return { ...form, formList: list };
}

export const newFormItem = (): UserFormItem => ({ name: '', fieldType: FieldType.TEXT, require: 0, show: 1 });

/* Options are edited as a tree; a path is the index at each level. */

export function optionAt(options: readonly FieldOption[], path: readonly number[]): FieldOption | undefined {
  let level: readonly FieldOption[] | undefined = options;
  let found: FieldOption | undefined;
  for (const i of path) {
    found = level?.[i];
    level = found?.children;
  }
  return found;
}

function mapAt(options: readonly FieldOption[], path: readonly number[], f: (level: FieldOption[]) => FieldOption[]): FieldOption[] {
  if (path.length === 0) return f([...options]);
  const [head, ...rest] = path as [number, ...number[]];
  return options.map((o, i) => (i === head ? { ...o, children: mapAt(o.children ?? [], rest, f) } : o));
}

/** Adds an option at the end of the level under `parent` ([] for the top level). */
export function addOption(options: readonly FieldOption[], parent: readonly number[]): FieldOption[] {
  const level = parent.length ? (optionAt(options, parent)?.children ?? []) : options;
  const n = level.length + 1;
  return mapAt(options, parent, (l) => [...l, { label: `Option ${n}`, value: `option${n}` }]);
}

export function removeOption(options: readonly FieldOption[], path: readonly number[]): FieldOption[] {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return mapAt(options, parent, (l) => l.filter((_, i) => i !== index));
}

export function updateOption(
  options: readonly FieldOption[],
  path: readonly number[],
  patch: Partial<Pick<FieldOption, 'label' | 'value'>>,
): FieldOption[] {
  const parent = path.slice(0, -1);
  const index = path[path.length - 1];
  return mapAt(options, parent, (l) => l.map((o, i) => (i === index ? { ...o, ...patch } : o)));
}

/** Options fit for the type: none for plain fields, no nesting except in a cascader, no empty child lists. */
export function cleanOptions(options: readonly FieldOption[] | undefined, fieldType: number): FieldOption[] | undefined {
  if (!hasOptions(fieldType)) return undefined;
  const clean = (list: readonly FieldOption[]): FieldOption[] =>
    list.map((o) => {
      const label = o.label.trim();
      const out: FieldOption = { label, value: typeof o.value === 'string' ? o.value.trim() || label : o.value };
      if (nestsOptions(fieldType) && o.children?.length) out.children = clean(o.children);
      return out;
    });
  return clean(options ?? []);
}

export function cleanFormItem(item: UserFormItem, index: number): UserFormItem {
  // The fixed items stay text fields: the server reads them as the visitor's name, phone and e-mail.
  const fieldType = index < FIXED_COUNT ? FieldType.TEXT : item.fieldType;
  const out: UserFormItem = { name: item.name.trim(), fieldType, require: item.require, show: item.show };
  if (item.value !== undefined && item.value !== '') out.value = item.value;
  const options = cleanOptions(item.options, fieldType);
  if (options) out.options = options;
  return out;
}

export interface FormItemProblem {
  index: number;
  field: 'name' | 'options';
  message: string;
}

/** Every item needs a label; choice fields need options, with values unique on each level. */
export function formProblems(list: readonly UserFormItem[]): FormItemProblem[] {
  const problems: FormItemProblem[] = [];
  list.forEach((item, index) => {
    if (!item.name.trim()) problems.push({ index, field: 'name', message: i18next.t('channels:model.userFormEditor.giveTheFieldALabel') });
    if (index >= FIXED_COUNT && hasOptions(item.fieldType)) {
      if (!item.options?.length)
        problems.push({ index, field: 'options', message: i18next.t('channels:model.userFormEditor.addAtLeastOneOption') });
      else if (!uniqueValues(item.options))
        problems.push({ index, field: 'options', message: i18next.t('channels:model.userFormEditor.twoOptionsOnOneLevel') });
    }
  });
  return problems;
}

function uniqueValues(options: readonly FieldOption[]): boolean {
  const values = options.map((o) => String(o.value).trim() || o.label.trim());
  return new Set(values).size === values.length && options.every((o) => !o.children || uniqueValues(o.children));
}
