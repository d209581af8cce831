import { describe, expect, it } from 'vitest';
import { missingRequired, readFormMessage, replyContent, type InChatForm } from './index.js';

const content = JSON.stringify({
  referGuide: 'Tell us about the refund',
  fromFields: [
    { fieldName: 'order', label: 'Order number', require: 1, fieldType: 1 },
    { name: 'reason', fieldType: 6, options: [{ label: 'Broken', value: 'broken' }] },
    { name: 'tags', fieldType: 8, required: true, options: ['a', 'b'] },
  ],
  url: '/api/forms/refund',
  method: 'post',
  headers: '{"X-Form":"refund"}',
  bodyType: 'application/json',
});

function form(text: string): InChatForm {
  const f = readFormMessage(text);
  if (f.kind !== 'form') throw new Error(`form expected, got ${f.kind}`);
  return f.form;
}

describe('readFormMessage', () => {
  it('W-MT6 reads guide, fields, required marks, target and headers leniently', () => {
    const f = form(content);
    expect(f.guide).toBe('Tell us about the refund');
    expect(f.fields.map((x) => [x.key, x.label, x.required, x.fieldType])).toEqual([
      ['order', 'Order number', true, 1],
      ['reason', 'reason', false, 6],
      ['tags', 'tags', true, 8],
    ]);
    expect(f.fields[2]!.options).toEqual([
      { label: 'a', value: 'a' },
      { label: 'b', value: 'b' },
    ]);
    expect(f).toMatchObject({ url: '/api/forms/refund', method: 'post', headers: { 'X-Form': 'refund' }, contentType: 'application/json' });
  });
  it('fills what is missing: a numbered label, POST, text fields, no headers', () => {
    const f = form(JSON.stringify({ title: 'Order', formFields: ['Note', {}, { label: 'Kind', type: 42 }], headers: 'not json' }));
    expect(f.fields.map((x) => [x.key, x.label, x.fieldType])).toEqual([
      ['Note', 'Note', 1],
      ['#2', '#2', 1],
      ['Kind', 'Kind', 1],
    ]);
    expect(f).toMatchObject({ guide: 'Order', method: 'POST', headers: {}, contentType: undefined });
  });
  it('decisions.md 23: require, required or isRequired set to 1, "1", true or "true" marks a field required', () => {
    const marks = [
      { require: 1 },
      { require: '1' },
      { require: true },
      { required: true },
      { required: 1 },
      { isRequired: true },
      { isRequired: 1 },
      { isRequired: '1' },
      { require: 'true' },
    ];
    const optional = [{}, { require: 0 }, { require: '0' }, { required: false }, { isRequired: 0 }, { require: 2 }, { require: 'yes' }];
    const required = (fields: object[]) =>
      form(JSON.stringify({ fromFields: fields.map((x) => ({ name: 'f', ...x })) })).fields.map((x) => x.required);
    expect(required(marks)).toEqual(marks.map(() => true));
    expect(required(optional)).toEqual(optional.map(() => false));
  });
  it('reads a reply as a requestBody, a list of name/value or a plain map of answers', () => {
    expect(readFormMessage(JSON.stringify({ referGuide: 'G', requestBody: { a: '1' } }))).toEqual({
      kind: 'reply',
      guide: 'G',
      entries: [['a', '1']],
    });
    expect(readFormMessage('{"referGuide":"Return","values":[{"label":"Reason","value":"broken"}]}')).toEqual({
      kind: 'reply',
      guide: 'Return',
      entries: [['Reason', 'broken']],
    });
    expect(readFormMessage('[{"name":"City","value":"Lyon"}]')).toEqual({ kind: 'reply', guide: '', entries: [['City', 'Lyon']] });
    expect(readFormMessage('{"Order no":"A-1","Sizes":["S","M"],"title":"Sizes"}')).toEqual({
      kind: 'reply',
      guide: 'Sizes',
      entries: [
        ['Order no', 'A-1'],
        ['Sizes', 'S, M'],
      ],
    });
  });
  it('falls back to text for anything that is not a JSON object or list', () => {
    for (const text of ['thanks, submitted', '42', '"quoted"', 'null', '', '{broken'])
      expect(readFormMessage(text)).toEqual({ kind: 'text', text });
  });
});

describe('answering a form', () => {
  it('W-MT6 names the first empty required field', () => {
    const f = form(content);
    expect(missingRequired(f, { order: ' ', tags: [] })?.label).toBe('Order number');
    expect(missingRequired(f, { order: 'A1', tags: [] })?.key).toBe('tags');
    expect(missingRequired(f, { order: 'A1', tags: ['a'] })).toBeUndefined();
  });
  it('W-MT6 the reply carries the labels, of fields and of chosen options, and reads back as the same answers', () => {
    const f = form(content);
    const reply = replyContent(f, { order: 'A1', reason: 'broken', tags: ['a', 'b'] });
    expect(JSON.parse(reply)).toEqual({
      referGuide: 'Tell us about the refund',
      requestBody: { 'Order number': 'A1', reason: 'Broken', tags: 'a, b' },
    });
    expect(readFormMessage(reply)).toEqual({
      kind: 'reply',
      guide: 'Tell us about the refund',
      entries: [
        ['Order number', 'A1'],
        ['reason', 'Broken'],
        ['tags', 'a, b'],
      ],
    });
  });
});
