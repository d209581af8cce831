import { describe, expect, it } from 'vitest';
import { analyze, charReadings, expandContractions, pinyinBigrams } from './tokenize.js';
import { stem } from './stem.js';

describe('analyze', () => {
  it('segments Chinese into words, character bigrams and characters, without stop words', () => {
    const { terms } = analyze('如何申请退货？');
    expect(terms).toEqual(expect.arrayContaining(['申请', 'b:退货', 'c:退', 'c:货']));
    expect(terms).not.toContain('如何');
    expect(terms.some((t) => t.startsWith('p:'))).toBe(true);
  });
  it('lowercases, stems and drops English stop words', () => {
    expect(analyze('How do I return my Items?').terms).toEqual(['return', 'item']);
  });
  it('handles mixed text', () => {
    const { terms } = analyze('iPhone 以旧换新');
    expect(terms).toContain('iphon');
    expect(terms).toContain('b:旧换');
  });
  it('folds full-width letters and digits (NFKC)', () => {
    expect(analyze('ＶＩＳＡ　ｒｅｆｕｎｄ').terms).toEqual(analyze('visa refund').terms);
  });
  it('rewrites general synonyms to one form', () => {
    expect(analyze('money back').terms).toEqual(['refund']);
    expect(analyze('邮费').terms).toContain('运费');
  });
  it('gives homophone typos the same pinyin as the right word', () => {
    const right = analyze('退货').terms.filter((t) => t.startsWith('p:'));
    expect(analyze('退或').terms).toEqual(expect.arrayContaining(right));
  });
});

describe('stem', () => {
  it.each([
    ['shipped', 'ship'],
    ['shipping', 'ship'],
    ['changes', 'chang'],
    ['changed', 'chang'],
    ['deliveries', 'deliveri'],
    ['address', 'address'],
  ])('%s → %s', (w, s) => {
    expect(stem(w)).toBe(s);
  });
});

describe('analyze: words, contractions and readings', () => {
  it('expands English contractions, keeping the negation', () => {
    expect(analyze("hasn't shipped").terms).toEqual(['not', 'ship']);
    expect(expandContractions("what's it won't can't I'd")).toBe('what it will not can not I');
  });
  it('keeps the words that tell shipped from not yet shipped', () => {
    expect(analyze('already shipped').terms).toEqual([stem('already'), 'ship']);
    expect(analyze('not shipped yet').terms).toEqual(['not', 'ship', 'yet']);
  });
  it('takes Latin words between CJK characters without the segmenter', () => {
    expect(analyze('用Visa付款').terms).toContain('visa');
    expect(analyze('e-mail me').terms).toEqual(['email']);
  });
  it('rewrites arrival phrases to one verb', () => {
    expect(analyze('when will it get here').terms).toEqual(analyze('when will it arrive').terms);
  });
  it('gives every reading of a polyphone, so a typo meets either', () => {
    expect(charReadings('还')).toEqual(expect.arrayContaining(['hai', 'huan']));
    expect(pinyinBigrams('还款')[0]).toEqual(expect.arrayContaining(['p:huan kuan', 'p:hai kuan']));
    expect(analyze('环款').terms).toContain('p:huan kuan');
  });
  it('can skip the segmenter and still index CJK bigrams and characters', () => {
    const { terms } = analyze('申请退货', { cjkWords: false });
    expect(terms).toEqual(expect.arrayContaining(['b:退货', 'c:退']));
    expect(terms).not.toContain('退货');
  });
});
