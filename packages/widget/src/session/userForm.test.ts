import { describe, expect, it } from 'vitest';
import { FieldType, type UserFormItem } from '@parley/protocol';
import { channel } from '../../test/fixtures';
import { formatFieldDate, parseFieldDate } from '../forms/dates';
import { checkUserForm } from './userFormCheck';
import { initialValues, mergePrefill, userFormBody, userFormOf, type FormValue, type UserFormView } from './userForm';

const item = (name: string, fieldType: number, over: Partial<UserFormItem> = {}): UserFormItem => ({
  name,
  fieldType,
  require: 0,
  show: 1,
  ...over,
});

const list: UserFormItem[] = [
  item('Name', FieldType.TEXT, { require: 1 }),
  item('Phone', FieldType.TEXT),
  item('E-mail', FieldType.TEXT),
  item('Order notes', FieldType.TEXTAREA),
  item('Birthday', FieldType.DATE),
  item('Visit', FieldType.DATETIME),
  item('Age', FieldType.NUMBER, { require: 1 }),
  item('Product', FieldType.SELECT, {
    options: [
      { label: 'Lamp', value: 1 },
      { label: 'Sofa', value: 2 },
    ],
  }),
  item('Contact by', FieldType.RADIO, {
    options: [
      { label: 'Phone', value: 'p' },
      { label: 'E-mail', value: 'e' },
    ],
  }),
  item('Interests', FieldType.CHECKBOX, {
    options: [
      { label: 'Deals', value: 'd' },
      { label: 'News', value: 'n' },
    ],
  }),
  item('City', FieldType.CASCADER, {
    options: [{ label: 'Zhejiang', value: 'zj', children: [{ label: 'Hangzhou', value: 'hz' }] }],
  }),
  item('Hidden', FieldType.TEXT, { require: 1, show: 0 }),
];

const formChannel = (over: Parameters<typeof channel>[0] = {}) =>
  channel({ userFormMode: 1, userFormConfig: '{"formModal":1}', userForm: { formTitle: 'About you', formList: list }, ...over });

const form = (): UserFormView => userFormOf(formChannel())!;

function filled(): FormValue[] {
  const v = initialValues(form(), {});
  v[0] = 'Ada';
  v[6] = 30;
  return v;
}

describe('user form', () => {
  it('W-UF1 W-UF2 only with userFormMode 1 and a shown item; formModal picks the modal', () => {
    expect(userFormOf(formChannel({ userFormMode: 0 }))).toBeNull();
    expect(userFormOf(formChannel({ userForm: { formTitle: '', formList: [item('x', 1, { show: 0 })] } }))).toBeNull();
    expect(form()).toMatchObject({ title: 'About you', modal: true });
    expect(userFormOf(formChannel({ userFormConfig: '{}' }))!.modal).toBe(false);
    // §8: invalid JSON settings fall back to an empty object.
    expect(userFormOf(formChannel({ userFormConfig: '{oops' }))!.modal).toBe(false);
  });

  it('W-UF1 userFormConfig may carry the form itself', () => {
    const f = userFormOf(
      channel({
        userFormMode: 1,
        userFormConfig: JSON.stringify({ formModal: true, userForm: { formTitle: 'T', formList: [item('Name', 1)] } }),
      }),
    );
    expect(f).toMatchObject({ title: 'T', modal: true, items: [{ name: 'Name', index: 0 }] });
  });

  it('W-UF3 URL or parent values prefill name, phone and e-mail; later ones fill only empty fields', () => {
    const v = initialValues(form(), { userName: ' Ada ', phone: '13800138000' });
    expect(v.slice(0, 3)).toEqual(['Ada', '13800138000', null]);
    const merged = mergePrefill(form(), ['Typed', null, null, ...v.slice(3)], { userName: 'Parent', email: 'a@b.co' });
    expect(merged.slice(0, 3)).toEqual(['Typed', null, 'a@b.co']);
  });

  it('W-UF4 a required, shown field left empty is named; hidden ones are not asked', () => {
    const v = initialValues(form(), {});
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'required', name: 'Name' });
    v[0] = '   ';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'required', name: 'Name' });
    v[0] = 'Ada';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'required', name: 'Age' });
    v[6] = 0;
    expect(checkUserForm(form(), v, 'cn')).toBeNull();
  });

  it('W-UF4 empty lists count as empty (checkbox, cascader)', () => {
    const f = userFormOf(
      channel({
        userFormMode: 1,
        userForm: { formTitle: '', formList: [item('A', 1), item('B', 1), item('C', 1), item('Tags', FieldType.CHECKBOX, { require: 1 })] },
      }),
    )!;
    expect(checkUserForm(f, [null, null, null, []], 'cn')).toEqual({ kind: 'required', name: 'Tags' });
    expect(checkUserForm(f, [null, null, null, ['d']], 'cn')).toBeNull();
  });

  it('W-UF5 a given phone follows the channel rule: eleven digits starting with 1, or E.164', () => {
    const v = filled();
    v[1] = '12345';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'phone' });
    v[1] = '23800138000';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'phone' });
    v[1] = '13800138000';
    expect(checkUserForm(form(), v, 'cn')).toBeNull();
    v[1] = '+44 20 7946 0958';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'phone' });
    expect(checkUserForm(form(), v, 'e164')).toBeNull();
  });

  it('W-UF6 a given e-mail must look like one', () => {
    const v = filled();
    v[2] = 'ada@';
    expect(checkUserForm(form(), v, 'cn')).toEqual({ kind: 'email' });
    v[2] = 'ada@example.com';
    expect(checkUserForm(form(), v, 'cn')).toBeNull();
  });

  it('W-UF7 name, phone and e-mail as fields; the rest as formParams by item name, choices as labels', () => {
    const v = filled();
    v[1] = '13800138000';
    v[2] = 'ada@example.com';
    v[3] = ' Fragile ';
    v[4] = '2024-03-09';
    v[5] = '2024-03-09 14:30';
    v[7] = 2;
    v[8] = 'e';
    v[9] = ['d', 'n'];
    v[10] = ['zj', 'hz'];
    v[11] = 'never sent';
    const body = userFormBody(form(), v);
    expect(body).toMatchObject({ userName: 'Ada', phone: '13800138000', email: 'ada@example.com' });
    expect(JSON.parse(body.formParams!)).toEqual({
      'Order notes': 'Fragile',
      Birthday: '2024-03-09',
      Visit: '2024-03-09 14:30',
      Age: 30,
      Product: 'Sofa',
      'Contact by': 'E-mail',
      Interests: 'Deals, News',
      City: 'Zhejiang / Hangzhou',
    });
  });

  it('W-UF7 nothing filled beyond the first three sends no formParams', () => {
    const f = userFormOf(channel({ userFormMode: 1, userForm: { formTitle: '', formList: [item('Name', 1)] } }))!;
    expect(userFormBody(f, ['Ada'])).toEqual({ userName: 'Ada' });
  });

  it('W-UF7 dates travel as local text and read back', () => {
    const d = new Date(2024, 2, 9, 7, 5);
    expect(formatFieldDate(d, false)).toBe('2024-03-09');
    expect(formatFieldDate(d, true)).toBe('2024-03-09 07:05');
    expect(parseFieldDate('2024-03-09 07:05')?.getTime()).toBe(d.getTime());
    expect(parseFieldDate('2024-02-31')).toBeNull();
    expect(parseFieldDate('soon')).toBeNull();
  });
});
