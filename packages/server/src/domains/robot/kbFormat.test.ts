import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.js';
import { parseKbCsv, parseKbJson, serializeKb } from './kbFormat.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, keeping start lines', () => {
    const rows = parseCsv('a,b\r\n"x, y","say ""hi"""\n"multi\nline",z\n');
    expect(rows).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['x, y', 'say "hi"'] },
      { line: 3, fields: ['multi\nline', 'z'] },
    ]);
  });
  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(/line 2/);
  });
});

describe('knowledge-base files', () => {
  const csv = 'docId,lang,category,question,similarQuestions,answer\nd1,en,Returns,How do I return?,Send back|Return item,Free returns.\n';
  it('reads CSV with similarQuestions split on |', () => {
    expect(parseKbCsv(csv)).toEqual({
      errors: [],
      docs: [
        {
          docId: 'd1',
          lang: 'en',
          category: 'Returns',
          question: 'How do I return?',
          similarQuestions: ['Send back', 'Return item'],
          answer: 'Free returns.',
          enabled: true,
          buttons: [],
        },
      ],
    });
  });
  it('reads CSV buttons as text or "text => docId", splitting on the last =>', () => {
    const withButtons = 'docId,question,answer,buttons\nd1,Q?,A.,Track my parcel => demo-8| a => b => d2 |Call us\n';
    expect(parseKbCsv(withButtons).docs[0]!.buttons).toEqual([
      { text: 'Track my parcel', docId: 'demo-8' },
      { text: 'a => b', docId: 'd2' },
      { text: 'Call us', docId: '' },
    ]);
    expect(parseKbCsv('docId,question,answer,buttons\nd1,Q?,A., => d2\n').errors).toEqual([
      expect.stringMatching(/^line 2: buttons\.0\.text: button text is required$/),
    ]);
  });
  it('S-RB15 reports every bad row by line', () => {
    const bad = `${csv}d2,en,,,x,\nd1,en,,Again?,,A\nshort\n`;
    expect(parseKbCsv(bad).errors).toEqual([
      expect.stringMatching(/^line 3: question: question is required; answer: answer is required$/),
      'line 4: docId d1 already used on line 2',
      'line 5: expected 6 fields, found 1',
    ]);
  });
  it('S-RB15 names the JSON line of a bad document', () => {
    const json = '[\n  {"docId": "a", "question": "Q", "answer": "A"},\n  {"docId": "b",\n   "question": ""}\n]';
    expect(parseKbJson(json).errors).toEqual([expect.stringMatching(/^line 3: question/)]);
  });
  it('round-trips through CSV and JSON', () => {
    const { docs } = parseKbCsv(`${csv}d2,en,,Where is it?,,On its way.\n`);
    docs[1]!.buttons = [
      { text: 'Track', docId: 'd1' },
      { text: 'Ask an agent', docId: '' },
    ];
    expect(parseKbCsv(serializeKb(docs, 'csv')).docs).toEqual(docs);
    expect(parseKbJson(serializeKb(docs, 'json')).docs).toEqual(docs);
  });
});
