/** What MessageExtras shows under a body (W-MT8, W-MT9). Pure. */
import { SenderType, isBlank } from '@parley/protocol';
import type { UiMessage } from '../../session/types';

/** W-MT9: the visitor's own line the sensitive-words screen flagged. */
export const isFlaggedOwnLine = (m: UiMessage): boolean => m.sensitiveFlag === 1 && m.senderType === SenderType.VISITOR;

/**
 * W-MT8: the translation to show under the original, or null. On a flagged line msgTransContent is the masked text
 * the agent reads (server S-SW2), not a translation.
 */
export function translationOf(m: UiMessage): string | null {
  if (isFlaggedOwnLine(m) || !m.msgTransContent || isBlank(m.msgTransContent) || m.msgTransContent === m.msgContent) return null;
  return m.msgTransContent;
}
