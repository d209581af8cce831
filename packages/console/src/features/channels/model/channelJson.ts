import { FaqShowType, parseJsonOr, type Faq, type FaqGroup, type FaqQuestion } from '@parley/protocol';

/*
 * Settings the contract keeps as JSON text (userFormConfig, groupConfig), edited as values, and the FAQ's two shapes.
 * Reading is forgiving (bad JSON reads as empty, like the widget does); writing keeps keys this editor does not know.
 */

const asObject = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** Whether the pre-chat form opens as a modal (userFormConfig {"formModal": true}); inline otherwise. */
export function formModalOf(userFormConfig: string): boolean {
  const v = asObject(parseJsonOr<unknown>(userFormConfig, {})).formModal;
  return v === true || v === 1 || v === '1' || v === 'true';
}

export function withFormModal(userFormConfig: string, modal: boolean): string {
  return JSON.stringify({ ...asObject(parseJsonOr<unknown>(userFormConfig, {})), formModal: modal });
}

/** The group ids a channel offers (groupConfig: a JSON list of {groupId}); empty means every group. */
export function groupIdsOf(groupConfig: string): string[] {
  const list = parseJsonOr<unknown>(groupConfig, []);
  if (!Array.isArray(list)) return [];
  return list.flatMap((g) => {
    const id = asObject(g).groupId;
    return typeof id === 'string' || typeof id === 'number' ? [String(id)] : [];
  });
}

/** groupConfig for these ids, with names so the stored text reads on its own. */
export function groupConfigOf(ids: readonly string[], groups: ReadonlyArray<{ groupId: string; groupName: string }>): string {
  return JSON.stringify(ids.map((groupId) => ({ groupId, groupName: groups.find((g) => g.groupId === groupId)?.groupName ?? '' })));
}

const isGroup = (x: FaqQuestion | FaqGroup): x is FaqGroup => 'list' in x;

/** The FAQ in the other shape: a list becomes one group holding it; groups flatten into one list. Nothing is lost. */
export function convertFaq(faq: Faq, showType: Faq['showType']): Faq {
  if (faq.showType === showType) return faq;
  const content = faq.showContent as Array<FaqQuestion | FaqGroup>;
  if (showType === FaqShowType.GROUPS) {
    const questions = content.filter((x): x is FaqQuestion => !isGroup(x));
    return { showType, showContent: questions.length ? [{ id: 1, name: 'Popular questions', list: questions }] : [] };
  }
  return { showType, showContent: content.flatMap((x) => (isGroup(x) ? x.list : [x])) };
}

/** A fresh id for a new FAQ group: one above the highest numeric id. */
export function nextGroupId(groups: ReadonlyArray<{ id: string | number }>): number {
  return groups.reduce((max, g) => Math.max(max, Number(g.id) || 0), 0) + 1;
}
