import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { FieldType, ticketTemplateBody, type TicketTemplate } from '@parley/protocol';
import {
  addField,
  addOption,
  bodyOf,
  draftOf,
  fieldIdFor,
  joinMinutes,
  moveField,
  moveOption,
  newTemplateDraft,
  nextOptionId,
  removeField,
  removeOption,
  serverTemplateProblem,
  splitMinutes,
  templateProblems,
  updateField,
  updateOption,
  type TemplateDraft,
} from './templateEditor';

const stored: TicketTemplate = {
  templateId: 'demo-ticket-type',
  name: 'Support request',
  kind: 'type',
  firstResponseMinutes: 60,
  resolutionMinutes: 480,
  updatedAt: 1,
  fields: [
    { fieldId: 'order', fieldName: 'Order number', fieldType: FieldType.TEXT, fieldValue: '', requiredStatus: 1 },
    {
      fieldId: 'topic',
      fieldName: 'Topic',
      fieldType: FieldType.SELECT,
      fieldValue: '[{"id":"1","name":"Delivery"},{"id":"2","name":"Refund"}]',
      requiredStatus: 0,
    },
    {
      fieldId: 'region',
      fieldName: 'Region',
      fieldType: FieldType.CASCADER,
      fieldValue: '[{"id":"eu","name":"Europe","children":[{"id":"de","name":"Germany"}]}]',
      requiredStatus: 0,
    },
  ],
};

/** A draft with one named field of each type given, options filled in. */
function withFields(...types: number[]): TemplateDraft {
  let d: TemplateDraft = { ...newTemplateDraft('card'), name: 'Form' };
  types.forEach((t, i) => {
    d = addField(d);
    d = updateField(d, i, { fieldName: `Field ${i}`, fieldType: t });
    if (t >= FieldType.SELECT) d = updateField(d, i, { options: [{ id: '1', name: 'One' }] });
  });
  return d;
}

beforeAll(useEnglishTexts);
describe('template editor', () => {
  it('reads a stored template and saves it back the same', () => {
    const body = bodyOf(draftOf(stored));
    expect(body).toEqual({ name: stored.name, kind: 'type', firstResponseMinutes: 60, resolutionMinutes: 480, fields: stored.fields });
    expect(ticketTemplateBody.safeParse(body).success).toBe(true);
  });

  it('saves options only for choice fields, and children only for a cascader', () => {
    let d = draftOf(stored);
    d = updateField(d, 2, { fieldType: FieldType.RADIO });
    d = updateField(d, 1, { fieldType: FieldType.TEXTAREA });
    const fields = bodyOf(d).fields!;
    expect(fields[1]!.fieldValue).toBe('');
    expect(JSON.parse(fields[2]!.fieldValue!)).toEqual([{ id: 'eu', name: 'Europe' }]);
    // Switching back finds the options still there.
    expect(bodyOf(updateField(d, 1, { fieldType: FieldType.SELECT })).fields![1]!.fieldValue).toBe(stored.fields[1]!.fieldValue);
  });

  it('makes ids from names until the admin types one; a stored field keeps its id', () => {
    let d = addField(newTemplateDraft('type'));
    d = updateField(d, 0, { fieldName: 'Order número' });
    expect(d.fields[0]!.fieldId).toBe('order_numero');
    d = updateField(d, 0, { fieldId: 'ref' });
    d = updateField(d, 0, { fieldName: 'Reference' });
    expect(d.fields[0]!.fieldId).toBe('ref');
    const saved = updateField(draftOf(stored), 0, { fieldName: 'Order ref' });
    expect(saved.fields[0]!.fieldId).toBe('order');
    expect(fieldIdFor('Topic', ['topic', 'topic_2'])).toBe('topic_3');
    expect(fieldIdFor('注文', [])).toBe('field');
  });

  it('gives a new choice field two options to fill in', () => {
    const d = updateField(addField(newTemplateDraft('card')), 0, { fieldType: FieldType.CHECKBOX });
    expect(d.fields[0]!.options).toEqual([
      { id: '1', name: '' },
      { id: '2', name: '' },
    ]);
  });

  it('reorders and removes fields', () => {
    const d = draftOf(stored);
    expect(moveField(d, 0, 2).fields.map((f) => f.fieldId)).toEqual(['topic', 'region', 'order']);
    expect(moveField(d, 0, -1)).toBe(d);
    expect(removeField(d, 1).fields.map((f) => f.fieldId)).toEqual(['order', 'region']);
  });

  it('edits the option tree by path', () => {
    let o = addOption([], []);
    o = addOption(o, []);
    o = addOption(o, [0]);
    o = addOption(o, [0, 0]);
    o = updateOption(o, [0, 0, 0], { name: 'Shanghai', id: 'sh' });
    expect(o).toEqual([
      { id: '1', name: '', children: [{ id: '1', name: '', children: [{ id: 'sh', name: 'Shanghai' }] }] },
      { id: '2', name: '' },
    ]);
    // Three levels at most.
    expect(addOption(o, [0, 0, 0])).toEqual(o);
    expect(moveOption(o, [1], -1).map((x) => x.id)).toEqual(['2', '1']);
    expect(removeOption(o, [0, 0])[0]!.children).toEqual([]);
    expect(
      nextOptionId([
        { id: '3', name: 'a' },
        { id: 'x', name: 'b' },
      ]),
    ).toBe('4');
  });

  it('checks what the server checks: ids unique and well-formed, options for types 6 to 9', () => {
    expect(templateProblems(withFields(1, 2, 3, 4, 5, 6, 7, 8, 9))).toEqual([]);
    let d = withFields(FieldType.TEXT, FieldType.TEXT, FieldType.SELECT);
    d = updateField(d, 1, { fieldId: d.fields[0]!.fieldId });
    d = updateField(d, 2, { options: [] });
    d = { ...d, name: ' ' };
    expect(templateProblems(d)).toEqual([
      { field: null, key: 'name', message: 'Name the template' },
      { field: 1, key: 'fieldId', message: 'Field 1 has this id' },
      { field: 2, key: 'options', message: 'Add at least one option' },
    ]);
    const bad = updateField(withFields(FieldType.CASCADER), 0, {
      fieldId: 'no spaces',
      options: [{ id: '1', name: 'A', children: [{ id: '1', name: '' }] }],
    });
    expect(templateProblems(bad).map((p) => p.message)).toEqual(['Letters, digits, _ and - only', 'Every option needs a label and an id']);
    const twice = updateField(withFields(FieldType.RADIO), 0, {
      options: [
        { id: 'a', name: 'A' },
        { id: 'a', name: 'B' },
      ],
    });
    expect(templateProblems(twice)[0]!.message).toBe('The id “a” is used twice');
    expect(templateProblems({ ...withFields(), resolutionMinutes: 600_000 })).toEqual([
      { field: null, key: 'resolutionMinutes', message: 'At most a year (8760 hours)' },
    ]);
  });

  it('puts the server’s 400 on its field', () => {
    expect(serverTemplateProblem('fields.2.fieldValue: Topic needs options')).toEqual({
      field: 2,
      key: 'options',
      message: 'Topic needs options',
    });
    expect(serverTemplateProblem('fields.0.fieldId: order is used twice')).toMatchObject({ field: 0, key: 'fieldId' });
    expect(serverTemplateProblem('name: name the template')).toEqual({ field: null, key: 'name', message: 'name the template' });
    expect(serverTemplateProblem('Something else')).toBeNull();
  });

  it('shows targets as hours and minutes', () => {
    expect(splitMinutes(485)).toEqual({ hours: 8, minutes: 5 });
    expect(joinMinutes(8, 5)).toBe(485);
    expect(joinMinutes(null, 30)).toBe(30);
  });
});
