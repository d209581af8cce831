/** Pure helpers over the message list: identity, merging without duplicates, ordering. */
import { MsgStatus, SenderType, toMillis, type ChatMessage } from '@parley/protocol';
import type { UiMessage } from './types';

/** Server messages are keyed by msgId; our own keep their local id as key for their whole life. */
export function fromServer(m: ChatMessage): UiMessage {
  return { ...m, key: `m${m.msgId}`, status: MsgStatus.SUCCESS };
}

function sameMessage(a: UiMessage, b: UiMessage): boolean {
  if (a.key === b.key) return true;
  if (a.msgId !== undefined && a.msgId === b.msgId) return true;
  return a.id !== undefined && a.id === b.id;
}

/**
 * Adds `incoming` to `list`; a message already present (same key, msgId or local id) is replaced in place
 * and keeps its key, so React does not remount it (W-SE3, W-HI3, W-EV2).
 */
export function mergeMessages(list: UiMessage[], incoming: UiMessage[], where: 'append' | 'prepend'): UiMessage[] {
  const next = list.slice();
  const fresh: UiMessage[] = [];
  for (const m of incoming) {
    const at = next.findIndex((e) => sameMessage(e, m));
    if (at >= 0) next[at] = { ...m, key: next[at]!.key };
    else if (!fresh.some((f) => sameMessage(f, m))) fresh.push(m);
  }
  return where === 'append' ? [...next, ...fresh] : [...fresh, ...next];
}

export const byTime = (a: UiMessage, b: UiMessage) => toMillis(a.msgTime) - toMillis(b.msgTime);

/** W-HI1: maxTime is the msgTime of the oldest message the server gave us, or 0. */
export function oldestServerTime(list: UiMessage[]): number {
  let oldest: number | undefined;
  for (const m of list) {
    if (m.msgId === undefined) continue;
    if (oldest === undefined || toMillis(m.msgTime) < toMillis(oldest)) oldest = m.msgTime;
  }
  return oldest ?? 0;
}

/** W-VI1: recalled and internal messages are never shown; W-MT9: nor an agent's message flagged sensitive (W-EV3). */
export function isVisible(m: UiMessage): boolean {
  return m.recallFlag !== 1 && m.insideFlag !== 1 && !(m.sensitiveFlag === 1 && m.senderType === SenderType.AGENT);
}
