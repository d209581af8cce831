import { describe, expect, it } from 'vitest';
import { RobotEngine } from './engine.js';
import { documentForms, formMatch, formMismatch, questionForms } from './questionForm.js';
import { normalize } from './text.js';
import type { KbDoc } from './types.js';

const forms = (text: string) => [...questionForms(normalize(text))].sort();

describe('questionForms', () => {
  it('reads the form a question asks in, in Chinese and English', () => {
    expect(forms('如何申请保修维修？')).toEqual(['how']);
    expect(forms('商品保修期是多久？')).toEqual(['time']);
    expect(forms('How long is the warranty?')).toEqual(['time']);
    expect(forms('Where do I find my tracking number?')).toEqual(['where']);
    expect(forms('为什么优惠券用不了？')).toEqual(['why']);
    expect(forms('安装服务收费吗？')).toEqual(['cost']);
    expect(forms('HOW DO I return it')).toEqual(['how']);
  });
  it('does not read 怎么办 as a procedure, nor "can I" as a form at all', () => {
    expect(forms('付款失败怎么办？')).toEqual(['problem']);
    expect(forms('Can I pay with Visa?')).toEqual([]);
    expect(forms('能开发票吗')).toEqual([]);
  });
  it("matches when the question shares any form with one of the document's phrasings", () => {
    const doc = documentForms(['where is my parcel', 'how do i track it']);
    expect(formMatch(new Set(['time', 'where']), doc)).toBe(1);
    expect(formMatch(new Set(['time']), doc)).toBe(0);
    expect(formMatch(new Set(), doc)).toBe(0);
  });
  it('mismatches only a document every phrasing of which asks in a form the question does not', () => {
    const duration = documentForms(['how long does a card refund take', 'when will the refund arrive']);
    expect([...duration.every]).toEqual(['time']);
    expect(formMismatch(new Set(['where']), duration)).toBe(1);
    expect(formMismatch(new Set(), duration)).toBe(1);
    expect(formMismatch(new Set(['time']), duration)).toBe(0);
    expect(formMismatch(new Set(['where']), documentForms(['how long is the warranty', 'warranty period']))).toBe(0);
  });
});

describe('ranking with the question form', () => {
  const d = (docId: string, question: string, similarQuestions: string[], answer: string): KbDoc => ({
    docId,
    question,
    similarQuestions,
    answer,
    category: '',
    lang: 'en',
  });
  // The duration document says "warranty" in both phrasings; the procedure one says it once.
  const docs = [
    d('length', 'How long is the warranty?', ['Warranty period'], 'Two years from delivery.'),
    d('claim', 'How do I make a claim?', ['Start a warranty claim'], 'Open the order and choose Repair.'),
    d('pay', 'Which cards do you take?', ['Payment options'], 'Visa and Mastercard.'),
  ];
  it('puts the document asking in the same form first when the words alone rank the other', () => {
    const q = 'warranty how do I do it';
    expect(new RobotEngine(docs, { fusion: { form: 0 } }).ask(q).hits[0]?.docId).toBe('length');
    expect(new RobotEngine(docs).ask(q).hits[0]?.docId).toBe('claim');
  });
  it('puts a document only ever asked "how long" below another when the question does not ask how long', () => {
    const refunds = [
      d('time', 'How long does a card refund take?', ['When will my card refund arrive?'], 'Three to seven days.'),
      d('status', 'Refund status', ['Check my refund'], 'See My orders.'),
    ];
    const q = 'card refund status please';
    expect(new RobotEngine(refunds, { fusion: { mismatch: 0 } }).ask(q).hits.map((h) => h.docId)).toEqual(['time', 'status']);
    expect(new RobotEngine(refunds).ask(q).hits[0]?.docId).toBe('status');
  });
  it('never lifts a document that shares only the form', () => {
    const hits = new RobotEngine(docs).ask('how do I bake bread').hits;
    expect(hits.find((h) => h.docId === 'claim')?.score ?? 0).toBe(0);
  });
});
