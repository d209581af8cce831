import { describe, expect, it } from 'vitest';
import { RobotEngine } from './engine.js';
import { highlight } from './highlight.js';
import { editDistance } from './fuzzy.js';
import type { KbDoc } from './types.js';

const d = (docId: string, question: string, similarQuestions: string[], answer: string, lang = 'en'): KbDoc => ({
  docId,
  question,
  similarQuestions,
  answer,
  category: '',
  lang,
});
const docs: KbDoc[] = [
  d('ret', 'How do I return an item?', ['Can I send my order back?'], 'Returns are free within 30 days.'),
  d('exc', 'How do I exchange an item?', ['Swap for another size'], 'Exchanges are free within 30 days.'),
  d('inv', 'How do I get an invoice?', ['Download my invoice'], 'Invoices are in My orders.'),
  d('war', 'How long is the warranty?', ['Warranty period'], 'Two years.'),
  d('zh-ret', '如何申请退货？', ['怎么退货', '退货流程'], '在订单页申请售后。', 'zh'),
  d('zh-pts', '积分怎么使用？', ['积分能抵钱吗'], '积分可抵扣现金。', 'zh'),
];
const engine = new RobotEngine(docs);

describe('ranking', () => {
  it('answers a clear question with its document (answerType 1)', () => {
    expect(engine.ask('where do I download the invoice').decision).toMatchObject({ kind: 'answer', hit: { docId: 'inv' } });
  });
  it('ranks in Chinese', () => {
    expect(engine.ask('我想退货').hits[0]?.docId).toBe('zh-ret');
  });
  it('tolerates English typos and Chinese homophone typos', () => {
    expect(engine.ask('warrenty').hits[0]?.docId).toBe('war');
    expect(engine.ask('积份怎么用').hits[0]?.docId).toBe('zh-pts');
  });
  it('answers an exact question outright', () => {
    expect(engine.ask('退货流程').decision).toMatchObject({ kind: 'answer', hit: { docId: 'zh-ret' } });
  });
});

describe('thresholds', () => {
  it('says unknown (answerType 0) to an off-topic question', () => {
    expect(engine.ask('what is the weather in Paris').decision.kind).toBe('unknown');
    expect(engine.ask('明天会下雨吗').decision.kind).toBe('unknown');
  });
  it('offers the document as "did you mean" when it shares one word with a question the knowledge base otherwise never heard of', () => {
    // With the outside-the-knowledge-base rule off (by default the rest of the question weighs too much: unknown).
    expect(engine.ask('do you sell gift vouchers for an invoice').decision.kind).toBe('unknown');
    const listing = new RobotEngine(docs, { thresholds: { offKbCoverage: 0 } });
    const thin = listing.ask('do you sell gift vouchers for an invoice');
    expect(thin.decision).toMatchObject({ kind: 'clarify', candidates: [{ docId: 'inv' }] });
    expect(
      new RobotEngine(docs, { thresholds: { thinCoverage: 0, offKbCoverage: 0 } }).ask('do you sell gift vouchers for an invoice').decision
        .kind,
    ).toBe('answer');
    // The same one word is a confident answer when it is the question, or when the rest is known vocabulary.
    expect(engine.ask('invoice').decision).toMatchObject({ kind: 'answer', hit: { docId: 'inv' } });
    expect(engine.ask('where do I download the invoice').decision.kind).toBe('answer');
  });
  it('offers a clarify list (answerType 2) when close documents compete', () => {
    const r = engine.ask('item free within 30 days');
    expect(r.decision.kind).toBe('clarify');
    if (r.decision.kind === 'clarify') expect(r.decision.candidates.map((h) => h.docId).sort()).toEqual(['exc', 'ret']);
  });
});

describe("a knowledge base's own synonyms", () => {
  const batteries = [
    ...docs,
    d('rbat', 'How long does the Roomba battery last?', ['Roomba battery life'], 'About 90 minutes a charge.'),
    d('pbat', 'How long does the phone battery last?', ['Phone battery life'], 'About a day of use.'),
  ];
  const answered = (e: RobotEngine, q: string) => {
    const r = e.ask(q).decision;
    return r.kind === 'answer' ? r.hit.docId : null;
  };
  it('find a document by a word only the tenant knows is the same', () => {
    expect(answered(new RobotEngine(batteries), 'how long does the robot vacuum battery last')).not.toBe('rbat');
    const own = new RobotEngine(batteries, { synonyms: [['Roomba', 'robot vacuum', '扫地机器人']] });
    expect(answered(own, 'how long does the robot vacuum battery last')).toBe('rbat');
    expect(own.ask('扫地机器人 battery life').hits[0]!.docId).toBe('rbat');
  });
  it('are used by the sliced build too', async () => {
    const own = await RobotEngine.create(batteries, { synonyms: [['roomba', 'robot vacuum']] });
    expect(answered(own, 'robot vacuum battery life')).toBe('rbat');
  });
});

describe('tips and highlight', () => {
  it('suggests prefix matches first with highlighted words', () => {
    const tips = engine.tips('how do i ret');
    expect(tips[0]).toEqual({
      docId: 'ret',
      question: 'How do I return an item?',
      highlight: 'How do I <em class="hl">return</em> an item?',
    });
    expect(tips.length).toBeLessThanOrEqual(5);
  });
  it('highlights Chinese stretches and escapes everything else', () => {
    expect(highlight('如何申请退货？', '退货')).toBe('如何申请<em class="hl">退货</em>？');
    expect(highlight('<b>refund</b> & "return"', 'refund')).toBe('&lt;b&gt;<em class="hl">refund</em>&lt;/b&gt; &amp; &quot;return&quot;');
  });
  it('answers nothing to blank input', () => {
    expect(engine.tips('  ')).toEqual([]);
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('retrun', 'return')).toBe(1);
    expect(editDistance('adress', 'address')).toBe(1);
    expect(editDistance('cat', 'dog', 1)).toBe(2);
  });
});
