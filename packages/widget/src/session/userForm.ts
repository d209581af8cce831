/**
 * The pre-chat user form (chat-session.md §3 "User form item", §5): which items show, how they start, the
 * §5 checks, and the submitUserForm body. Pure; rule ids (UF…) refer to ../session/SPEC.md.
 */
import { FieldType, isBlank, parseJsonOr, type ChannelInfo, type FieldOption, type UserFormItem } from '@parley/protocol';

/** A field's value: text (also dates as text), a number, or the chosen option values (checkbox, cascader path). */
export type FormValue = string | number | Array<string | number> | null;

export interface UserFormView {
  title: string;
  /** W-UF2: a modal over the chat, or a card inline in the conversation. */
  modal: boolean;
  /** Every configured item, in order; `index` keeps the first three (name, phone, e-mail) recognisable. */
  items: Array<UserFormItem & { index: number }>;
}

/** What the page knows about the visitor before the form: URL query values and the parent page's updateUser. */
export interface VisitorPrefill {
  userName?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
}

/** The first three items are name, phone and e-mail (§3). */
export const NAME_INDEX = 0;
export const PHONE_INDEX = 1;
export const EMAIL_INDEX = 2;

interface FormConfig {
  formModal?: unknown;
  userForm?: { formTitle?: unknown; formList?: unknown };
}

/**
 * W-UF1: the form the channel configured, or null when there is nothing to ask. The items come from `userForm`
 * (what the server checks against); userFormConfig may carry its own copy and `formModal`. Invalid JSON reads
 * as an empty object (§8).
 */
export function userFormOf(channel: ChannelInfo): UserFormView | null {
  if (channel.userFormMode !== 1) return null;
  const config = parseJsonOr<FormConfig>(channel.userFormConfig, {});
  const fromConfig = Array.isArray(config.userForm?.formList) ? (config.userForm.formList as UserFormItem[]) : [];
  const list = channel.userForm.formList.length ? channel.userForm.formList : fromConfig;
  const items = list.map((item, index) => ({ ...item, index }));
  if (!items.some(isShown)) return null;
  const configTitle = typeof config.userForm?.formTitle === 'string' ? config.userForm.formTitle : '';
  return { title: channel.userForm.formTitle || configTitle, modal: isTruthy(config.formModal), items };
}

const isTruthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/** `show` defaults to shown. */
export const isShown = (item: UserFormItem) => item.show !== 0;

export function isEmptyValue(v: FormValue | undefined): boolean {
  if (v === null || v === undefined) return true;
  if (typeof v === 'string') return isBlank(v);
  if (Array.isArray(v)) return v.length === 0;
  return Number.isNaN(v);
}

/** W-UF3: the item's configured value, then what the page passed for name, phone and e-mail. */
export function initialValues(form: UserFormView, prefill: VisitorPrefill): FormValue[] {
  return form.items.map((item) => {
    const fromPage = prefillFor(item.index, prefill);
    if (!isBlank(fromPage)) return fromPage!.trim();
    return normalise(item, item.value);
  });
}

/** W-UF3: values that arrive later (updateUser) fill what the visitor has not typed yet. */
export function mergePrefill(form: UserFormView, values: FormValue[], prefill: VisitorPrefill): FormValue[] {
  return values.map((v, i) => {
    const item = form.items[i];
    const fromPage = item ? prefillFor(item.index, prefill) : undefined;
    return isEmptyValue(v) && !isBlank(fromPage) ? fromPage!.trim() : v;
  });
}

function prefillFor(index: number, p: VisitorPrefill): string | undefined {
  if (index === NAME_INDEX) return p.userName;
  if (index === PHONE_INDEX) return p.phone;
  if (index === EMAIL_INDEX) return p.email;
  return undefined;
}

function normalise(item: UserFormItem, v: UserFormItem['value']): FormValue {
  if (v === undefined) return item.fieldType === FieldType.CHECKBOX || item.fieldType === FieldType.CASCADER ? [] : null;
  if (item.fieldType === FieldType.NUMBER) {
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) && !Array.isArray(v) ? n : null;
  }
  return v;
}

export function shownText(form: UserFormView, values: FormValue[], index: number): string {
  const item = form.items[index];
  const v = values[index];
  return item && isShown(item) && typeof v === 'string' ? v.trim() : '';
}

export interface UserFormBody {
  userName?: string;
  phone?: string;
  email?: string;
  formParams?: string;
}

/**
 * W-UF7: name, phone and e-mail travel as their own fields; the other shown, filled items go in formParams keyed by
 * item name. Choices travel as the labels the visitor saw (agents read them in the console); numbers stay numbers.
 */
export function userFormBody(form: UserFormView, values: FormValue[]): UserFormBody {
  const body: UserFormBody = {};
  const name = shownText(form, values, NAME_INDEX);
  const phone = shownText(form, values, PHONE_INDEX);
  const email = shownText(form, values, EMAIL_INDEX);
  if (name) body.userName = name;
  if (phone) body.phone = phone;
  if (email) body.email = email;
  const params: Record<string, string | number> = {};
  for (const item of form.items.slice(EMAIL_INDEX + 1)) {
    const v = values[item.index];
    if (!isShown(item) || v === undefined || isEmptyValue(v)) continue;
    params[item.name] = displayValue(item, v);
  }
  if (Object.keys(params).length) body.formParams = JSON.stringify(params);
  return body;
}

/** The text a chosen value stands for: option labels (a cascader's path joined by ' / '), numbers as they are. */
export function displayValue(item: UserFormItem, v: FormValue): string | number {
  if (v === null) return '';
  const options = item.options ?? [];
  // Option values may be numbers: a choice is named by its label whatever its value's type.
  if (!Array.isArray(v) && (item.fieldType === FieldType.SELECT || item.fieldType === FieldType.RADIO)) return labelOf(options, v);
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim();
  if (item.fieldType === FieldType.CASCADER) return cascadeLabels(options, v).join(' / ');
  return v.map((x) => labelOf(options, x)).join(', ');
}

const sameValue = (a: string | number, b: string | number) => String(a) === String(b);

export function labelOf(options: FieldOption[], value: string | number): string {
  return options.find((o) => sameValue(o.value, value))?.label ?? String(value);
}

export function cascadeLabels(options: FieldOption[], path: Array<string | number>): string[] {
  const labels: string[] = [];
  let level: FieldOption[] | undefined = options;
  for (const value of path) {
    const found: FieldOption | undefined = level?.find((o) => sameValue(o.value, value));
    labels.push(found?.label ?? String(value));
    level = found?.children;
  }
  return labels;
}
