/**
 * Template fields (leave-messages-work-orders.md §2 "Card form screen", §3 "Template field item") as form values:
 * defaults, the required check, the addWo payload and the text a ticket's content carries. Pure.
 */
import { FieldType, templateValueText, type TemplateField, type TemplateOption } from '@parley/protocol';

/** Text and dates as text, numbers as numbers, one option's id, several ids (checkboxes), a path of ids (cascader). */
export type FieldValue = string | number | string[];
export type FieldValues = Record<string, FieldValue>;

/** LM6: numbers start at 0, checkboxes and the cascader with nothing chosen, the rest blank. */
export function initialFieldValue(field: Pick<TemplateField, 'fieldType'>): FieldValue {
  if (field.fieldType === FieldType.NUMBER) return 0;
  if (field.fieldType === FieldType.CHECKBOX || field.fieldType === FieldType.CASCADER) return [];
  return '';
}

export function initialFieldValues(fields: readonly TemplateField[]): FieldValues {
  return Object.fromEntries(fields.map((f) => [f.fieldId, initialFieldValue(f)]));
}

export function isEmptyFieldValue(v: FieldValue | undefined): boolean {
  if (v === undefined) return true;
  if (typeof v === 'number') return !Number.isFinite(v);
  return typeof v === 'string' ? v.trim() === '' : v.length === 0;
}

/** LM6: the first required field (requiredStatus 1) without a value, in the form's order. */
export function firstMissing(fields: readonly TemplateField[], values: FieldValues): TemplateField | null {
  return fields.find((f) => f.requiredStatus === 1 && isEmptyFieldValue(values[f.fieldId])) ?? null;
}

/** LM6: cusFieldConfigInfoVoList for addWo; unanswered optional fields are left out, text is trimmed. */
export function fieldPayload(
  fields: readonly TemplateField[],
  values: FieldValues,
): Array<{ fieldId: string; fieldName: string; fieldValue: string | number | string[] }> {
  return fields.flatMap((f) => {
    const v = values[f.fieldId];
    if (v === undefined || isEmptyFieldValue(v)) return [];
    return [{ fieldId: f.fieldId, fieldName: f.fieldName, fieldValue: typeof v === 'string' ? v.trim() : v }];
  });
}

/** LM7: "name: value" lines of the answered fields, the content of a ticket a card form creates. */
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

/** One selectable place in a cascader: the ids from the top and the names joined as the visitor reads them. */
export interface CascadePath {
  ids: string[];
  label: string;
}

/** Every leaf of the option tree (a node without children is one), depth first. */
export function cascadePaths(options: readonly TemplateOption[], above: CascadePath = { ids: [], label: '' }): CascadePath[] {
  return options.flatMap((o) => {
    const here = { ids: [...above.ids, o.id], label: above.label ? `${above.label} / ${o.name}` : o.name };
    return o.children?.length ? cascadePaths(o.children, here) : [here];
  });
}

/** LM6: the cascader's search, by any part of the path's names, case and accents aside. */
export function searchCascade(paths: readonly CascadePath[], query: string): CascadePath[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const q = fold(query.trim());
  return q ? paths.filter((p) => fold(p.label).includes(q)) : [...paths];
}
