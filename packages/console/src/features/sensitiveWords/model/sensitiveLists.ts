import { SensitiveMatcher, type SensitiveList, type SensitiveResult, type SensitiveSide } from '@parley/protocol';
import { i18next } from '../../../i18n';

/** The words an admin typed: one per line or separated by commas (also the full-width ，and 、), trimmed, each once. */
export function parseWords(text: string): string[] {
  const words = text
    .split(/[\n,，、]/)
    .map((w) => w.trim())
    .filter((w) => w !== '');
  return [...new Set(words)];
}

export const wordsText = (words: readonly string[]) => words.join('\n');

/**
 * The tester (S-SW1): what the server would find in a message written by one side with these lists (enabled ones
 * that apply to that side), with the same matcher the server runs.
 */
export function testMessage(lists: readonly SensitiveList[], side: Exclude<SensitiveSide, 'both'>, text: string): SensitiveResult {
  const applying = lists.filter((l) => l.enabled && (l.appliesTo === 'both' || l.appliesTo === side));
  return new SensitiveMatcher(applying).check(text);
}

/** What the matched action means for a message from that side, in the console's words. */
export function outcomeText(action: SensitiveResult['action'], side: Exclude<SensitiveSide, 'both'>): string {
  if (action === null) return i18next.t('sensitiveWords:model.sensitiveLists.nothingMatchedTheMessageGoes');
  if (action === 'mask') return i18next.t(`sensitiveWords:model.sensitiveLists.mask.${side}`);
  if (action === 'hold') return i18next.t(`sensitiveWords:model.sensitiveLists.hold.${side}`);
  return i18next.t(`sensitiveWords:model.sensitiveLists.block.${side}`);
}
