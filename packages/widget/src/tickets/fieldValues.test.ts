import { describe, expect, it } from 'vitest';
import { FieldType, type TemplateField } from '@parley/protocol';
import { cascadePaths, searchCascade } from '../forms/controlValues';
import { fieldPayload, fieldSummary, firstMissing, initialFieldValues, isEmptyFieldValue, templateChoices } from './fieldValues';

const regions = JSON.stringify([
  {
    id: 'asia',
    name: 'Asia',
    children: [
      { id: 'cn', name: 'China', children: [{ id: 'sh', name: 'Shanghai' }] },
      { id: 'jp', name: 'Japan' },
    ],
  },
  { id: 'eu', name: 'Europe', children: [{ id: 'fr', name: 'France', children: [{ id: 'par', name: 'Île-de-France' }] }] },
]);
const field = (fieldId: string, fieldType: number, over: Partial<TemplateField> = {}): TemplateField => ({
  fieldId,
  fieldName: fieldId.toUpperCase(),
  fieldType,
  fieldValue: '',
  requiredStatus: 0,
  ...over,
});
const fields = [
  field('order', FieldType.TEXT, { requiredStatus: 1 }),
  field('qty', FieldType.NUMBER),
  field('when', FieldType.DATE),
  field('topic', FieldType.SELECT, {
    fieldValue: JSON.stringify([
      { id: '1', name: 'Late' },
      { id: '3', name: 'Damaged' },
    ]),
  }),
  field('extras', FieldType.CHECKBOX, {
    fieldValue: JSON.stringify([
      { id: 'a', name: 'Box' },
      { id: 'b', name: 'Manual' },
    ]),
    requiredStatus: 1,
  }),
  field('region', FieldType.CASCADER, { fieldValue: regions }),
];

describe('template field values', () => {
  it('W-LM6 numbers start at 0, checkboxes and cascaders empty, the rest blank', () => {
    expect(initialFieldValues(fields)).toEqual({ order: '', qty: 0, when: '', topic: '', extras: [], region: [] });
  });

  it('W-LM6 the first required field without a value blocks, in the form order', () => {
    const values = initialFieldValues(fields);
    expect(firstMissing(fields, values)?.fieldName).toBe('ORDER');
    expect(firstMissing(fields, { ...values, order: '  ' })?.fieldId).toBe('order');
    expect(firstMissing(fields, { ...values, order: 'A-1' })?.fieldId).toBe('extras');
    expect(firstMissing(fields, { ...values, order: 'A-1', extras: ['a'] })).toBeNull();
    expect(isEmptyFieldValue(0)).toBe(false);
    expect(isEmptyFieldValue(Number.NaN)).toBe(true);
  });

  it('W-LM6 W-LM7 a number box the visitor emptied is no answer: a required one blocks, an optional one is left out', () => {
    const qty = field('qty', FieldType.NUMBER, { requiredStatus: 1 });
    expect(isEmptyFieldValue(null)).toBe(true);
    expect(firstMissing([qty], { qty: null })?.fieldId).toBe('qty');
    expect(firstMissing([qty], { qty: 0 })).toBeNull();
    expect(fieldPayload([field('qty', FieldType.NUMBER)], { qty: null })).toEqual([]);
  });

  it('W-LM6 the payload leaves out unanswered optional fields and trims text', () => {
    const values = { ...initialFieldValues(fields), order: ' A-1 ', topic: '3', extras: ['a', 'b'], region: ['asia', 'cn', 'sh'] };
    expect(fieldPayload(fields, values)).toEqual([
      { fieldId: 'order', fieldName: 'ORDER', fieldValue: 'A-1' },
      { fieldId: 'qty', fieldName: 'QTY', fieldValue: 0 },
      { fieldId: 'topic', fieldName: 'TOPIC', fieldValue: '3' },
      { fieldId: 'extras', fieldName: 'EXTRAS', fieldValue: ['a', 'b'] },
      { fieldId: 'region', fieldName: 'REGION', fieldValue: ['asia', 'cn', 'sh'] },
    ]);
  });

  it('W-LM7 the summary names options and cascader paths as the visitor chose them', () => {
    const values = { ...initialFieldValues(fields), order: 'A-1', qty: 2, topic: '3', extras: ['a', 'b'], region: ['asia', 'cn', 'sh'] };
    expect(fieldSummary(fields, values)).toBe('ORDER: A-1\nQTY: 2\nTOPIC: Damaged\nEXTRAS: Box, Manual\nREGION: Asia / China / Shanghai');
  });

  it('W-LM6 the cascader lists every leaf and finds them by any part of the path, accents aside', () => {
    const paths = cascadePaths(templateChoices(JSON.parse(regions) as never));
    expect(paths.map((p) => p.label)).toEqual(['Asia / China / Shanghai', 'Asia / Japan', 'Europe / France / Île-de-France']);
    expect(searchCascade(paths, 'china')).toEqual([{ ids: ['asia', 'cn', 'sh'], label: 'Asia / China / Shanghai' }]);
    expect(searchCascade(paths, 'ile')[0]?.ids).toEqual(['eu', 'fr', 'par']);
    expect(searchCascade(paths, '  ')).toHaveLength(3);
  });
});
