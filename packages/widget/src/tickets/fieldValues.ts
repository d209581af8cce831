/**
 * Template fields (leave-messages-work-orders.md §2 "Card form screen", §3 "Template field item") as form values:
 * defaults, the required check, the addWo payload and the text a ticket's content carries. Pure.
 */
import { FieldType, templateValueText, type TemplateField, type TemplateOption } from '@parley/protocol';
import type { ChoiceOption } from '../forms/controlValues';

/**
 * Text and dates as text, numbers as numbers (null once the box is emptied: no answer, as in the pre-chat form), one
 * option's id, several ids (checkboxes), a path of ids (cascader).
 */
export type FieldValue = string | number | null | string[];
export type FieldValues = Record<string, FieldValue>;

/** W-LM6: numbers start at 0, checkboxes and the cascader with nothing chosen, the rest blank. */
export function initialFieldValue(field: Pick<TemplateField, 'fieldType'>): FieldValue {
  if (field.fieldType === FieldType.NUMBER) return 0;
  if (field.fieldType === FieldType.CHECKBOX || field.fieldType === FieldType.CASCADER) return [];
  return '';
}

export function initialFieldValues(fields: readonly TemplateField[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.fieldId, initialFieldValue(f)]));
}

export function isEmptyFieldValue(v: FieldValue | undefined): boolean {
  if (v === undefined || v === null) return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  return typeof v === 'string' ? v.trim() === '' : v.length === 0;
}

/** W-LM6: the first required field (requiredStatus 1) without a value, in the form's order. */
export function firstMissing(fields: readonly TemplateField[], values: FieldValues): TemplateField | null {
  return fields.find((f) => f.requiredStatus === 1 && isEmptyFieldValue(values[f.fieldId])) ?? null;
}

/** W-LM6: cusFieldConfigInfoVoList for addWo; unanswered optional fields are left out, text is trimmed. */
export function fieldPayload(
  fields: readonly TemplateField[],
  values: FieldValues,
): Array<{ fieldId: string; fieldName: string; fieldValue: string | number | string[] }> {
  return fields.flatMap((f) => {
    const v = values[f.fieldId];
    if (v === undefined || v === null || isEmptyFieldValue(v)) return [];
    return [{ fieldId: f.fieldId, fieldName: f.fieldName, fieldValue: typeof v === 'string' ? v.trim() : v }];
  });
}

/** W-LM7: "name: value" lines of the answered fields, the content of a ticket a card form creates. */
export function fieldSummary(fields: readonly TemplateField[], values: FieldValues): string {
  return fieldPayload(fields, values)
    .map(
      (p) =>
        `${p.fieldName}: ${templateValueText(
          fields.find((f) => f.fieldId === p.fieldId)!,
          p.fieldValue,
        )}`,
    )
    .join('\n');
}

/** A template's options (id, name) as the field control's choices. */
export const templateChoices = (options: readonly TemplateOption[]): ChoiceOption[] =>
  options.map((o) => ({ label: o.name, value: o.id, ...(o.children?.length ? { children: templateChoices(o.children) } : {}) }));
