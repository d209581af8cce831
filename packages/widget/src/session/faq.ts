/** FAQ menu paging (chat-session.md §4 "FAQ paging"). Pure; ids in ./SPEC.md. */
import { FAQ_PAGE_SIZE, FaqShowType, type Faq, type FaqGroup, type FaqQuestion } from '@parley/protocol';

export interface FaqTab {
  id: string;
  /** Empty for a plain list (showType 1), which has one tab and no tab bar. */
  name: string;
  questions: FaqQuestion[];
}

const isGroup = (x: FaqQuestion | FaqGroup): x is FaqGroup => 'list' in x;

/** W-FQ1: showType 1 is one list; 2 is one tab per group. Empty groups are left out. */
export function faqTabs(faq: Faq): FaqTab[] {
  if (faq.showType === FaqShowType.GROUPS) {
    return faq.showContent
      .filter(isGroup)
      .filter((g) => g.list.length > 0)
      .map((g) => ({ id: String(g.id), name: g.name, questions: g.list }));
  }
  const questions = faq.showContent.filter((x): x is FaqQuestion => !isGroup(x));
  return questions.length ? [{ id: 'list', name: '', questions }] : [];
}

export const faqPageCount = (n: number) => Math.max(1, Math.ceil(n / FAQ_PAGE_SIZE));

/** W-FQ2: FAQ_PAGE_SIZE questions a page; the refresh control moves to the next page and wraps to the first. */
export function faqPage<T>(questions: readonly T[], page: number): T[] {
  const count = faqPageCount(questions.length);
  const at = ((page % count) + count) % count;
  return questions.slice(at * FAQ_PAGE_SIZE, (at + 1) * FAQ_PAGE_SIZE);
}

export const hasFaq = (faq: Faq) => faqTabs(faq).length > 0;
