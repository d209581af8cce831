import { describe, expect, it } from 'vitest';
import { EN_GROUPS, ZH_GROUPS } from './lexicon.js';
import { stem } from './stem.js';
import { analyze } from './tokenize.js';
import { PhraseRewriter, baseForm, canonicalText } from './synonyms.js';

describe('the lexicon', () => {
  it('rewrites Chinese variants to their canonical word', () => {
    expect(canonicalText('能按月付款吗')).toBe('能分期吗');
    expect(canonicalText('优惠卷怎么领')).toBe('优惠券怎么领');
  });
  it('leaves a canonical word whole even where a shorter variant of another group sits inside it', () => {
    // 开具 is inside 重新开具 (a reissue variant); the longest form at a position wins.
    expect(canonicalText('发票能重新开具吗')).toBe('发票能重开发票吗');
    for (const group of ZH_GROUPS) expect(canonicalText(group[0]!)).toBe(group[0]);
  });
  it('has each word in one group only', () => {
    const seen = new Map<string, string>();
    for (const group of ZH_GROUPS) {
      for (const word of group) {
        expect(seen.get(word), `${word} is in ${seen.get(word)} and ${group[0]}`).toBeUndefined();
        seen.set(word, group[0]!);
      }
    }
  });
  it('has each English stem in one group only', () => {
    const seen = new Map<string, string>();
    for (const group of EN_GROUPS) {
      for (const word of group) {
        const s = stem(word);
        expect(seen.get(s) ?? group[0], `${word} (${s}) is in ${seen.get(s)} and ${group[0]}`).toBe(group[0]);
        seen.set(s, group[0]!);
      }
    }
  });
  it('finds base forms a suffix stemmer misses', () => {
    expect(baseForm('bought')).toBe('buy');
    expect(baseForm('shipped')).toBe('shipped');
    expect(analyze('I bought it').terms).toEqual(analyze('I buy it').terms);
  });
  it('keeps a card brand and adds its kind', () => {
    const terms = analyze('Can I pay with Visa?').terms;
    expect(terms).toContain('visa');
    expect(terms).toContain('credit');
  });
});

describe('PhraseRewriter', () => {
  const r = new PhraseRewriter([
    ['roomba', 'robot vacuum', '扫地机器人', '扫地机'],
    ['agent', 'rep'],
  ]);
  it('rewrites Chinese anywhere, longest first', () => {
    expect(r.rewrite('我的扫地机器人不动了')).toBe('我的roomba不动了');
    expect(r.rewrite('扫地机怎么清理')).toBe('roomba怎么清理');
  });
  it('rewrites Latin variants only as whole words', () => {
    expect(r.rewrite('my robot vacuum stopped')).toBe('my roomba stopped');
    expect(r.rewrite('reagent and repair')).toBe('reagent and repair');
    expect(r.rewrite('a rep, please')).toBe('a agent, please');
    expect(r.rewrite('扫地机rep')).toBe('roombaagent');
  });
});
