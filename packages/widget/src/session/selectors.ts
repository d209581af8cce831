/** Derived facts about the session the screen asks for; pure, over SessionState. */
import { MsgStatus, ReceiveMode, SenderType, UserStatus } from '@parley/protocol';
import type { SessionState } from './types';

/** W-SE6: typing needs a started, open chat; receiveMode 3 allows it only while talking to an agent. W-UF1: not before the form. */
export function canType(state: SessionState): boolean {
  if (state.phase !== 'ready' || state.chatStatus === 0 || state.entryForm) return false;
  return state.channel?.receiveMode !== ReceiveMode.FORCE_AGENT || state.userStatus === UserStatus.AGENT;
}

/** The newest agent photo seen in the conversation, for the header in manual mode. */
export function agentFace(state: SessionState): string | undefined {
  for (let i = state.messages.length - 1; i >= 0; i -= 1) {
    const m = state.messages[i]!;
    if (m.senderType === SenderType.AGENT && m.faceUrl && m.status === MsgStatus.SUCCESS) return m.faceUrl;
  }
  return undefined;
}
