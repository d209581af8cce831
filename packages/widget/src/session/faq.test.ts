import { describe, expect, it } from 'vitest';
import { FaqShowType } from '@parley/protocol';
import { faqPage, faqPageCount, faqTabs, hasFaq } from './faq';

const q = (n: number) => Array.from({ length: n }, (_, i) => ({ questionName: `Q${i + 1}`, docId: `d${i + 1}` }));

describe('FAQ', () => {
  it('W-FQ1 showType 1 is one untitled list; 2 is one tab per non-empty group', () => {
    expect(faqTabs({ showType: FaqShowType.LIST, showContent: q(2) })).toEqual([{ id: 'list', name: '', questions: q(2) }]);
    const groups = faqTabs({
      showType: FaqShowType.GROUPS,
      showContent: [
        { id: 1, name: 'Orders', list: q(3) },
        { id: 2, name: 'Empty', list: [] },
      ],
    });
    expect(groups.map((g) => g.name)).toEqual(['Orders']);
    expect(hasFaq({ showType: FaqShowType.LIST, showContent: [] })).toBe(false);
  });

  it('W-FQ2 five a page; the refresh control cycles and wraps to the first page', () => {
    const list = q(12);
    expect(faqPageCount(12)).toBe(3);
    expect(faqPage(list, 0).map((x) => x.docId)).toEqual(['d1', 'd2', 'd3', 'd4', 'd5']);
    expect(faqPage(list, 2).map((x) => x.docId)).toEqual(['d11', 'd12']);
    expect(faqPage(list, 3)).toEqual(faqPage(list, 0));
    expect(faqPage(q(3), 5)).toHaveLength(3);
  });
});
