import {
  CUSTOM_FIELDS_MAX_CHARS,
  FieldType,
  REPLY_EMAIL_FIELD_ID,
  isValidEmail,
  parseTemplateOptions,
  templateValueText,
  type TemplateField,
  type TemplateOption,
} from '@parley/protocol';

/**
 * A ticket's custom fields as the customer filled them, checked against the template (leave-messages-work-orders
 * §5): every required field answered, every answer of its field's type (a number, a yyyy-MM-dd date, a
 * yyyy-MM-dd HH:mm time, one of the options, a path through the cascader). Fields the template does not have
 * are dropped. Answers are kept as text ("name: value" is how agents and the customer read them).
 */
export interface GivenField {
  fieldId: string;
  fieldValue?: string | number | Array<string | number>;
}
export interface StoredField {
  fieldId: string;
  fieldName: string;
  fieldValue: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;

function isEmpty(v: GivenField['fieldValue']): boolean {
  return v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
}

function validDate(s: string, withTime: boolean): boolean {
  if (!(withTime ? DATETIME : DATE).test(s)) return false;
  const [d, t = '00:00'] = s.split(' ');
  const [y, m, day] = d!.split('-').map(Number);
  const [h, min] = t.split(':').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, day));
  return date.getUTCMonth() === m! - 1 && date.getUTCDate() === day && h! < 24 && min! < 60;
}

function cascaderPathExists(path: Array<string | number>, options: TemplateOption[]): boolean {
  let level = options;
  for (const id of path) {
    const found = level.find((o) => o.id === String(id));
    if (!found) return false;
    level = found.children ?? [];
  }
  return true;
}

/** Why an answer does not fit its field, or undefined when it does. */
function problemOf(field: TemplateField, v: NonNullable<GivenField['fieldValue']>): string | undefined {
  const options = field.fieldType >= FieldType.SELECT ? parseTemplateOptions(field.fieldValue) : [];
  const known = (x: string | number) => options.some((o) => o.id === String(x));
  // The reply address: a ticket is never filed with one that replies cannot reach.
  if (field.fieldId === REPLY_EMAIL_FIELD_ID) return typeof v === 'string' && isValidEmail(v) ? undefined : 'an e-mail address';
  switch (field.fieldType) {
    case FieldType.NUMBER:
      return typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) ? undefined : 'a number';
    case FieldType.DATE:
      return typeof v === 'string' && validDate(v.trim(), false) ? undefined : 'a date (yyyy-MM-dd)';
    case FieldType.DATETIME:
      return typeof v === 'string' && validDate(v.trim(), true) ? undefined : 'a date and time (yyyy-MM-dd HH:mm)';
    case FieldType.SELECT:
    case FieldType.RADIO:
      return !Array.isArray(v) && known(v) ? undefined : 'one of the options';
    case FieldType.CHECKBOX:
      return Array.isArray(v) && v.every(known) ? undefined : 'some of the options';
    case FieldType.CASCADER:
      return Array.isArray(v) && cascaderPathExists(v, options) ? undefined : 'a choice from the list';
    default:
      return Array.isArray(v) || String(v).length > 5000 ? 'text of at most 5000 characters' : undefined;
  }
}

/** The stored answers, or the 400 message naming the first field that is missing or wrong. */
export function checkCustomFields(
  fields: readonly TemplateField[],
  given: readonly GivenField[],
): { values: StoredField[] } | { error: string } {
  const byId = new Map(given.map((g) => [g.fieldId, g.fieldValue]));
  const values: StoredField[] = [];
  let total = 0;
  for (const field of fields) {
    const v = byId.get(field.fieldId);
    if (isEmpty(v)) {
      if (field.requiredStatus === 1) return { error: `cusFieldConfigInfoVoList: please input ${field.fieldName}` };
      continue;
    }
    const problem = problemOf(field, v!);
    if (problem) return { error: `cusFieldConfigInfoVoList: ${field.fieldName} must be ${problem}` };
    // An option ticked twice is ticked once (issue 34: repeats must not amplify what is stored).
    const answer = field.fieldType === FieldType.CHECKBOX && Array.isArray(v) ? [...new Set(v.map(String))] : v!;
    const fieldValue = templateValueText(field, typeof answer === 'string' ? answer.trim() : answer);
    total += fieldValue.length;
    if (total > CUSTOM_FIELDS_MAX_CHARS)
      return { error: `cusFieldConfigInfoVoList: the answers together must be at most ${CUSTOM_FIELDS_MAX_CHARS} characters` };
    values.push({ fieldId: field.fieldId, fieldName: field.fieldName, fieldValue });
  }
  return { values };
}
