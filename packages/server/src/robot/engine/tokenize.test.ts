import { describe, expect, it } from 'vitest';
import { analyze } from './tokenize.js';
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
  it.each([['shipped', 'ship'], ['shipping', 'ship'], ['changes', 'chang'], ['changed', 'chang'], ['deliveries', 'deliveri'], ['address', 'address']])('%s → %s', (w, s) => {
    expect(stem(w)).toBe(s);
  });
});
