/** W-EV13: which visitor message carries "Seen". Pure. */
import { SenderType } from '@parley/protocol';
import type { UiMessage } from '../session/types';

/** The newest visitor message the agent has read (msgId at or below the mark), as Intercom marks only that one. */
export function seenMessageKey(messages: UiMessage[], agentReadMsgId: number): string | undefined {
  if (agentReadMsgId <= 0) return undefined;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.senderType === SenderType.VISITOR && m.msgId !== undefined && m.msgId <= agentReadMsgId) return m.key;
  }
  return undefined;
}
