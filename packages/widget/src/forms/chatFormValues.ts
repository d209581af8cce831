/**
 * W-MT10: an in-chat form's values (msgType 11, W-MT6) and a flow form's (W-FW2) as the shared FieldInput holds them,
 * and back. Pure. Those forms post text (to the tenant's endpoint, or a flow's bindValue), so every value stays a
 * string and checkboxes a list of strings: a number as its digits, dates as 'yyyy-MM-dd' and 'yyyy-MM-dd HH:mm', a
 * choice as its option's value.
 */
import { FieldType } from '@parley/protocol';
import { numberFromInput, type ControlValue } from './controlValues';

/** A value of those forms, as posted. */
export type ChatValue = string | string[];

/** The type a field is drawn as: a choice that lists no options is a text box, as there is nothing to choose from. */
export function drawnType(fieldType: number, optionCount: number): number {
  const choice = fieldType >= FieldType.SELECT && fieldType <= FieldType.CASCADER;
  return choice && optionCount === 0 ? FieldType.TEXT : fieldType;
}

/** What a field of the drawn type starts with when the form gives it no value. */
export const emptyChatValue = (drawn: number): ChatValue => (drawn === FieldType.CHECKBOX ? [] : '');

const textOf = (value: ChatValue): string => (Array.isArray(value) ? value.join(', ') : value);

/** A posted value as the control of the drawn type holds it. */
export function chatToControl(drawn: number, value: ChatValue): ControlValue {
  switch (drawn) {
    case FieldType.NUMBER:
      return numberFromInput(textOf(value));
    case FieldType.CHECKBOX:
      return Array.isArray(value) ? value : value ? [value] : [];
    case FieldType.CASCADER: {
      // These forms' options are one level (the protocol's FormOption): a path is one key.
      const key = textOf(value);
      return key ? [key] : [];
    }
    default:
      return textOf(value);
  }
}

/** What the control gives back, as posted: an emptied number is '', a cascader's path its last key. */
export function chatFromControl(drawn: number, value: ControlValue): ChatValue {
  if (drawn === FieldType.CHECKBOX) return Array.isArray(value) ? value : [];
  if (Array.isArray(value)) return value.at(-1) ?? '';
  if (typeof value === 'number') return String(value);
  return value ?? '';
}
