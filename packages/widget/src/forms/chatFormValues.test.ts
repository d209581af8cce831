import { describe, expect, it } from 'vitest';
import { FieldType } from '@parley/protocol';
import { chatFromControl, chatToControl, drawnType, emptyChatValue } from './chatFormValues';
import { formatFieldDate } from './dates';

/** A value through the control and back, as the visitor leaves it untouched. */
const roundTrip = (type: number, v: string | string[]) => chatFromControl(type, chatToControl(type, v));

describe('in-chat and flow form values through the shared field control', () => {
  it('W-MT10 a choice field without options is drawn as a text box; the rest as their own type', () => {
    expect(drawnType(FieldType.SELECT, 0)).toBe(FieldType.TEXT);
    expect(drawnType(FieldType.RADIO, 0)).toBe(FieldType.TEXT);
    expect(drawnType(FieldType.CHECKBOX, 0)).toBe(FieldType.TEXT);
    expect(drawnType(FieldType.CASCADER, 0)).toBe(FieldType.TEXT);
    expect(drawnType(FieldType.CHECKBOX, 2)).toBe(FieldType.CHECKBOX);
    expect(drawnType(FieldType.NUMBER, 0)).toBe(FieldType.NUMBER);
    expect(drawnType(FieldType.DATETIME, 0)).toBe(FieldType.DATETIME);
    expect(emptyChatValue(FieldType.CHECKBOX)).toEqual([]);
    expect(emptyChatValue(FieldType.NUMBER)).toBe('');
  });

  it('W-MT10 W-FW2 a number is posted as its digits, an emptied one as blank text, never 0 or null', () => {
    expect(chatToControl(FieldType.NUMBER, '42')).toBe(42);
    expect(chatToControl(FieldType.NUMBER, '')).toBeNull();
    expect(chatToControl(FieldType.NUMBER, 'abc')).toBeNull();
    expect(chatFromControl(FieldType.NUMBER, 2.5)).toBe('2.5');
    expect(chatFromControl(FieldType.NUMBER, 0)).toBe('0');
    expect(chatFromControl(FieldType.NUMBER, null)).toBe('');
  });

  it("W-MT10 dates are posted as the control writes them: 'yyyy-MM-dd' and 'yyyy-MM-dd HH:mm' with a space", () => {
    const picked = new Date(2025, 2, 9, 7, 5);
    expect(chatFromControl(FieldType.DATE, formatFieldDate(picked, false))).toBe('2025-03-09');
    expect(chatFromControl(FieldType.DATETIME, formatFieldDate(picked, true))).toBe('2025-03-09 07:05');
    expect(chatToControl(FieldType.DATETIME, '2025-03-09 07:05')).toBe('2025-03-09 07:05');
    expect(roundTrip(FieldType.DATE, '')).toBe('');
  });

  it('W-MT10 choices are posted as their option values; checkboxes as a list; a cascader as its chosen key', () => {
    expect(roundTrip(FieldType.SELECT, 'broken')).toBe('broken');
    expect(chatToControl(FieldType.RADIO, '')).toBe('');
    expect(chatFromControl(FieldType.RADIO, 'b')).toBe('b');
    expect(chatToControl(FieldType.CHECKBOX, ['a', 'b'])).toEqual(['a', 'b']);
    expect(chatToControl(FieldType.CHECKBOX, 'a')).toEqual(['a']);
    expect(chatToControl(FieldType.CHECKBOX, '')).toEqual([]);
    expect(chatFromControl(FieldType.CHECKBOX, ['b'])).toEqual(['b']);
    expect(chatFromControl(FieldType.CHECKBOX, null)).toEqual([]);
    expect(chatToControl(FieldType.CASCADER, 'hz')).toEqual(['hz']);
    expect(chatToControl(FieldType.CASCADER, '')).toEqual([]);
    expect(chatFromControl(FieldType.CASCADER, ['zj', 'hz'])).toBe('hz');
    expect(chatFromControl(FieldType.CASCADER, [])).toBe('');
  });

  it('W-MT10 text stays as typed; a list shown in a text box reads as one line', () => {
    expect(roundTrip(FieldType.TEXT, ' LH-42 ')).toBe(' LH-42 ');
    expect(roundTrip(FieldType.TEXTAREA, 'two\nlines')).toBe('two\nlines');
    expect(chatToControl(FieldType.TEXT, ['a', 'b'])).toBe('a, b');
    expect(chatFromControl(FieldType.TEXT, null)).toBe('');
  });
});
