import { describe, expect, it } from 'vitest';
import { Bm25Index } from './bm25Index.js';
import { DEFAULT_THRESHOLDS, decide, onTopic } from './decide.js';
import { fuse } from './fusion.js';
import type { Hit, KbDoc } from './types.js';

const d = (docId: string, question: string, similarQuestions: string[], answer: string, category = ''): KbDoc => ({
  docId,
  question,
  similarQuestions,
  answer,
  category,
  lang: 'en',
});
const docs: KbDoc[] = [
  d('ret', 'How do I return an item?', ['Can I send my order back?'], 'Returns are free within 30 days.', 'Returns'),
  d('track', 'How can I track my order?', ['Where is my package?'], 'Open My Orders and click Track Package.', 'Tracking'),
  d(
    'pay',
    'What payment methods do you accept?',
    ['Can I pay with Visa?'],
    'We accept Visa and Mastercard; our warehouse ships daily.',
    'Payment',
  ),
  d('zh', '如何申请退货？', ['怎么退货'], '在订单页申请售后。'),
];

describe('Bm25Index', () => {
  const index = Bm25Index.build(docs);
  it('ranks by BM25F over questions, category and answer', () => {
    const top = index.search(index.prepare('where is my package').terms, 3);
    expect(docs[top[0]!.doc]!.docId).toBe('track');
    expect(top.length).toBeLessThanOrEqual(3);
  });
  it('builds the same index in event-loop slices', async () => {
    const sliced = await Bm25Index.buildAsync(docs, undefined, 0);
    for (const q of ['return item', 'pay visa', '退货']) {
      expect(sliced.search(sliced.prepare(q).terms, 4)).toEqual(index.search(index.prepare(q).terms, 4));
    }
  });
  it('reuses its score buffer: a second search is not polluted by the first', () => {
    const a = index.search(index.prepare('track package').terms, 4);
    index.search(index.prepare('return item').terms, 4);
    expect(index.search(index.prepare('track package').terms, 4)).toEqual(a);
  });
  it('measures coverage by idf weight, counting an answer-only word partly', () => {
    const q = index.prepare('track order');
    const track = docs.findIndex((x) => x.docId === 'track');
    expect(index.coverage(track, q.terms)).toBe(1);
    const w = index.prepare('warehouse');
    const pay = docs.findIndex((x) => x.docId === 'pay');
    expect(index.coverage(pay, w.terms)).toBeCloseTo(0.4);
  });
  it('scores the closest question variant: 1 for the variant itself, 0 when only the answer matches', () => {
    const pay = docs.findIndex((x) => x.docId === 'pay');
    expect(index.variantSimilarity(pay, index.prepare('Can I pay with Visa?'))).toBeCloseTo(1);
    expect(index.variantSimilarity(pay, index.prepare('warehouse'))).toBe(0);
    const partial = index.variantSimilarity(pay, index.prepare('pay with visa or cash please today'));
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1);
  });
  it('gives an unknown word the highest idf, so it weighs in the question mass', () => {
    const q = index.prepare('hiring');
    expect(q.terms[0]!.id).toBe(-1);
    expect(q.mass).toBeGreaterThan(index.prepare('order').mass);
  });
  it('maps a one-edit typo to the known word', () => {
    expect(index.prepare('pacakge').terms.map((t) => t.term)).toContain('packag');
  });
});

describe('fusion and decision', () => {
  const hit = (docId: string, score: number, coverage: number, similarity: number, bm25 = score, words = 2): Hit => ({
    docId,
    doc: docs[0]!,
    score,
    bm25,
    coverage,
    similarity,
    words,
    anchored: true,
  });
  it('fuses BM25 and similarity linearly by the given weights, raised by a matching question form, lowered by a mismatching one', () => {
    const s = { bm25: 0.5, coverage: 0.3, similarity: 0.4, form: 0, mismatch: 0 };
    expect(fuse(s, { bm25: 1, similarity: 0.5, form: 0.5, mismatch: 0.15 })).toBeCloseTo(0.7);
    expect(fuse(s)).toBeCloseTo(0.5);
    expect(fuse({ ...s, form: 1 })).toBeCloseTo(0.75);
    expect(fuse({ ...s, mismatch: 1 })).toBeCloseTo(0.425);
  });
  it('is unknown when nothing is covered, when no question phrasing shares a term, or when a weak match scores low', () => {
    expect(onTopic(hit('a', 1, 0.05, 0.5))).toBe(false);
    expect(onTopic(hit('a', 1, 0.5, 0))).toBe(false);
    expect(onTopic(hit('a', 0.05, 0.1, 0.2))).toBe(false);
    expect(onTopic(hit('a', 0.3, 0.1, 0.2))).toBe(true);
    expect(decide([], DEFAULT_THRESHOLDS)).toEqual({ kind: 'unknown' });
  });
  it('answers on a clear lead over the runner-up, else offers the close candidates', () => {
    expect(decide([hit('a', 1, 0.5, 0.5), hit('b', 0.5, 0.5, 0.5)]).kind).toBe('answer');
    const r = decide([hit('a', 1, 0.5, 0.5), hit('b', 0.9, 0.5, 0.5), hit('c', 0.7, 0.5, 0.5), hit('d', 0.2, 0.5, 0.5)]);
    expect(r.kind).toBe('clarify');
    if (r.kind === 'clarify') expect(r.candidates.map((h) => h.docId)).toEqual(['a', 'b', 'c']);
  });
});
