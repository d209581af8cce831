import { describe, expect, it } from 'vitest';
import { CUSTOM_FIELDS_MAX_CHARS, FieldType, type TemplateField } from '@parley/protocol';
import { checkCustomFields } from './customFields.js';

const options = JSON.stringify([
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
]);
const tree = JSON.stringify([
  { id: 'cn', name: 'China', children: [{ id: 'sh', name: 'Shanghai' }] },
  { id: 'uk', name: 'United Kingdom' },
]);
const field = (fieldId: string, fieldType: number, requiredStatus = 0, fieldValue = ''): TemplateField => ({
  fieldId,
  fieldName: `F-${fieldId}`,
  fieldType,
  fieldValue,
  requiredStatus,
});

describe('custom fields of a ticket', () => {
  const fields = [
    field('order', FieldType.TEXT, 1),
    field('qty', FieldType.NUMBER),
    field('day', FieldType.DATE),
    field('at', FieldType.DATETIME),
    field('kind', FieldType.SELECT, 0, options),
    field('tags', FieldType.CHECKBOX, 0, options),
    field('where', FieldType.CASCADER, 0, tree),
  ];

  it('S-TK3 keeps the answers as text, names chosen options, joins cascader paths, and drops unknown fields', () => {
    const r = checkCustomFields(fields, [
      { fieldId: 'order', fieldValue: ' A-1001 ' },
      { fieldId: 'qty', fieldValue: 2 },
      { fieldId: 'day', fieldValue: '2026-02-28' },
      { fieldId: 'at', fieldValue: '2026-02-28 09:30' },
      { fieldId: 'kind', fieldValue: 'b' },
      { fieldId: 'tags', fieldValue: ['a', 'b'] },
      { fieldId: 'where', fieldValue: ['cn', 'sh'] },
      { fieldId: 'nope', fieldValue: 'x' },
    ]);
    expect(r).toEqual({
      values: [
        { fieldId: 'order', fieldName: 'F-order', fieldValue: 'A-1001' },
        { fieldId: 'qty', fieldName: 'F-qty', fieldValue: '2' },
        { fieldId: 'day', fieldName: 'F-day', fieldValue: '2026-02-28' },
        { fieldId: 'at', fieldName: 'F-at', fieldValue: '2026-02-28 09:30' },
        { fieldId: 'kind', fieldName: 'F-kind', fieldValue: 'Beta' },
        { fieldId: 'tags', fieldName: 'F-tags', fieldValue: 'Alpha, Beta' },
        { fieldId: 'where', fieldName: 'F-where', fieldValue: 'China / Shanghai' },
      ],
    });
  });

  it('S-HD5 keeps an option ticked many times once, and bounds the answers of one ticket together', () => {
    expect(
      checkCustomFields(fields, [
        { fieldId: 'order', fieldValue: 'A' },
        { fieldId: 'tags', fieldValue: ['a', 'a', 'b', 'a'] },
      ]),
    ).toEqual({
      values: [
        { fieldId: 'order', fieldName: 'F-order', fieldValue: 'A' },
        { fieldId: 'tags', fieldName: 'F-tags', fieldValue: 'Alpha, Beta' },
      ],
    });
    const many = Array.from({ length: 20 }, (_, i) => field(`t${i}`, FieldType.TEXTAREA));
    const answers = many.map((f) => ({ fieldId: f.fieldId, fieldValue: 'x'.repeat(5000) }));
    expect(checkCustomFields(many, answers)).toEqual({
      error: `cusFieldConfigInfoVoList: the answers together must be at most ${CUSTOM_FIELDS_MAX_CHARS} characters`,
    });
  });

  it('S-TK3 names a required field left empty (blank text, empty list, missing)', () => {
    for (const v of [undefined, '  ', []]) {
      expect(checkCustomFields(fields, [{ fieldId: 'order', fieldValue: v }])).toEqual({
        error: 'cusFieldConfigInfoVoList: please input F-order',
      });
    }
  });

  it.each([
    ['qty', 'many', 'a number'],
    ['day', '2026-02-30', 'a date (yyyy-MM-dd)'],
    ['at', '2026-02-28', 'a date and time (yyyy-MM-dd HH:mm)'],
    ['kind', 'z', 'one of the options'],
    ['tags', ['a', 'z'], 'some of the options'],
    ['where', ['cn', 'uk'], 'a choice from the list'],
  ])('S-TK3 refuses a wrong answer to %s', (fieldId, fieldValue, what) => {
    const r = checkCustomFields(fields, [
      { fieldId: 'order', fieldValue: 'x' },
      { fieldId, fieldValue: fieldValue },
    ]);
    expect(r).toEqual({ error: `cusFieldConfigInfoVoList: F-${fieldId} must be ${what}` });
  });
});
