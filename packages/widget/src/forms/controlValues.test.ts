import { describe, expect, it } from 'vitest';
import { FieldType, type FieldOption } from '@parley/protocol';
import { choiceLabel, choicesOf, fromControl, numberFromInput, pathLabels, toControl } from './controlValues';

const stores: FieldOption[] = [
  { label: 'Zhejiang', value: 1, children: [{ label: 'Hangzhou', value: 'hz' }] },
  { label: 'Jiangsu', value: 'js' },
];

describe('the field control shared by the pre-chat and ticket forms', () => {
  it('W-UF4 W-LM7 a number box reads blank or non-numbers as no answer (null), never 0', () => {
    expect(numberFromInput('')).toBeNull();
    expect(numberFromInput('   ')).toBeNull();
    expect(numberFromInput('abc')).toBeNull();
    expect(numberFromInput('Infinity')).toBeNull();
    expect(numberFromInput('0')).toBe(0);
    expect(numberFromInput(' 2.5 ')).toBe(2.5);
  });

  it('W-UF7 pre-chat choices pass the control as text keys and come back in their own types', () => {
    expect(choicesOf(stores)).toEqual([
      { label: 'Zhejiang', value: '1', children: [{ label: 'Hangzhou', value: 'hz' }] },
      { label: 'Jiangsu', value: 'js' },
    ]);
    expect(toControl(FieldType.SELECT, 1)).toBe('1');
    expect(toControl(FieldType.RADIO, null)).toBe('');
    expect(fromControl(FieldType.SELECT, stores, '1')).toBe(1);
    expect(fromControl(FieldType.RADIO, stores, '')).toBeNull();
    expect(fromControl(FieldType.CHECKBOX, stores, ['js', '1'])).toEqual(['js', 1]);
    expect(toControl(FieldType.CASCADER, [1, 'hz'])).toEqual(['1', 'hz']);
    expect(fromControl(FieldType.CASCADER, stores, ['1', 'hz'])).toEqual([1, 'hz']);
    expect(fromControl(FieldType.NUMBER, stores, null)).toBeNull();
    expect(toControl(FieldType.NUMBER, 3)).toBe(3);
  });

  it('W-UF7 W-LM7 a chosen key and a cascader path read as their labels', () => {
    const choices = choicesOf(stores);
    expect(choiceLabel(choices, 'js')).toBe('Jiangsu');
    expect(choiceLabel(choices, 'gone')).toBe('gone');
    expect(pathLabels(choices, ['1', 'hz'])).toEqual(['Zhejiang', 'Hangzhou']);
  });
});
