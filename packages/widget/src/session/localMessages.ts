/** Messages the machine writes itself (notices, the visitor's pending text, the robot's dots), shared by the sub-reducers. */
import { MsgStatus, MsgType, SenderType } from '@parley/protocol';
import { mergeMessages } from './messages';
import type { Notice, NoticeKind, SessionState, UiMessage } from './types';

/** Notices are keyed per session and kind, so a repeated cause (a restart, an echoed close) shows once. */
export function notice(state: SessionState, kind: NoticeKind, now: number, extra: Omit<Notice, 'kind'> = {}, suffix = ''): UiMessage {
  return {
    key: `notice-${kind}-${state.sessionId ?? 0}${suffix}`,
    msgContent: '',
    msgType: MsgType.TEXT,
    senderType: SenderType.SYSTEM,
    msgTime: now,
    status: MsgStatus.SUCCESS,
    notice: { kind, ...extra },
  };
}

export const append = (state: SessionState, ...added: UiMessage[]): SessionState => ({
  ...state,
  messages: mergeMessages(state.messages, added, 'append'),
});

/** W-SE1, W-SE2: the visitor's typed text as a pending local message; blank text is not sent. */
export function typedByVisitor(action: { id: string; text: string; now: number }): UiMessage | null {
  const text = action.text.trim();
  if (text === '') return null;
  return {
    key: action.id,
    id: action.id,
    msgContent: text,
    msgType: MsgType.TEXT,
    senderType: SenderType.VISITOR,
    msgTime: action.now,
    status: MsgStatus.LOADING,
  };
}

/** W-RB4: the key of the robot's typing dots. */
export const THINKING_KEY = 'robot-thinking';

const TRANSFERRING_KEY_PREFIX = 'notice-transferring-';
/** W-RB7: the transferring notice goes once the transfer has a result. */
export const withoutTransferring = (list: UiMessage[]) => list.filter((m) => !m.key.startsWith(TRANSFERRING_KEY_PREFIX));
