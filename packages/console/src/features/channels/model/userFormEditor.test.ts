import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { FieldType } from '@parley/protocol';
import { addOption, cleanFormItem, formProblems, optionAt, removeOption, updateOption, withFixedItems } from './userFormEditor';

beforeAll(useEnglishTexts);
describe('pre-chat form editor model', () => {
  it('puts name, phone and e-mail first when the form has fewer items', () => {
    const form = withFixedItems({ formTitle: '', formList: [{ name: 'Your name', fieldType: 1, require: 1, show: 1 }] });
    expect(form.formList.map((i) => i.name)).toEqual(['Your name', 'Phone', 'E-mail']);
  });
  it('edits a cascader option tree by path', () => {
    let o = addOption([], []);
    o = addOption(o, []);
    o = addOption(o, [0]);
    o = updateOption(o, [0, 0], { label: 'Berlin', value: 'ber' });
    expect(optionAt(o, [0, 0])).toEqual({ label: 'Berlin', value: 'ber' });
    expect(o.map((x) => x.label)).toEqual(['Option 1', 'Option 2']);
    o = removeOption(o, [0, 0]);
    expect(o[0]!.children).toEqual([]);
    expect(removeOption(o, [1])).toHaveLength(1);
  });
  it('cleans items: fixed ones stay text, options only for choice types, nesting only for the cascader', () => {
    expect(
      cleanFormItem({ name: ' Name ', fieldType: FieldType.SELECT, require: 1, show: 1, options: [{ label: 'a', value: 'a' }] }, 0),
    ).toEqual({ name: 'Name', fieldType: 1, require: 1, show: 1 });
    const radio = cleanFormItem(
      {
        name: 'Topic',
        fieldType: FieldType.RADIO,
        require: 0,
        show: 1,
        options: [{ label: ' Sales ', value: '', children: [{ label: 'x', value: 'x' }] }],
      },
      3,
    );
    expect(radio.options).toEqual([{ label: 'Sales', value: 'Sales' }]);
    const cascade = cleanFormItem(
      {
        name: 'Where',
        fieldType: FieldType.CASCADER,
        require: 0,
        show: 1,
        options: [{ label: 'DE', value: 'de', children: [{ label: 'Berlin', value: 'ber', children: [] }] }],
      },
      3,
    );
    expect(cascade.options).toEqual([{ label: 'DE', value: 'de', children: [{ label: 'Berlin', value: 'ber' }] }]);
    expect(cleanFormItem({ name: 'Age', fieldType: FieldType.NUMBER, require: 0, show: 1, options: [] }, 4)).not.toHaveProperty('options');
  });
  it('finds missing labels, missing options and repeated option values', () => {
    const problems = formProblems([
      { name: 'Name', fieldType: 1, require: 1, show: 1 },
      { name: '', fieldType: 1, require: 0, show: 1 },
      { name: 'E-mail', fieldType: 1, require: 0, show: 1 },
      { name: 'Topic', fieldType: FieldType.SELECT, require: 0, show: 1, options: [] },
      {
        name: 'Where',
        fieldType: FieldType.CASCADER,
        require: 0,
        show: 1,
        options: [
          {
            label: 'A',
            value: 'a',
            children: [
              { label: 'x', value: 'x' },
              { label: 'y', value: 'x' },
            ],
          },
        ],
      },
    ]);
    expect(problems).toEqual([
      { index: 1, field: 'name', message: 'Give the field a label' },
      { index: 3, field: 'options', message: 'Add at least one option' },
      { index: 4, field: 'options', message: 'Two options on one level share a value' },
    ]);
  });
});
