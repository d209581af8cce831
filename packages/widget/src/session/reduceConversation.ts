/** Typed text and history in the machine (SE, HI in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import { MsgStatus, type ChatMessage } from '@parley/protocol';
import { append, typedByVisitor } from './localMessages';
import { byTime, fromServer, mergeMessages } from './messages';
import type { SessionState } from './types';

export type ConversationAction =
  | { type: 'sendStarted'; id: string; text: string; now: number }
  | { type: 'sendSucceeded'; id: string; message: ChatMessage }
  | { type: 'sendFailed'; id: string }
  | { type: 'sendRefused'; id: string; words: string }
  | { type: 'sendRetried'; id: string }
  | { type: 'historyRequested' }
  | { type: 'historyLoaded'; messages: ChatMessage[]; pageSize: number }
  | { type: 'historyFailed' };

export function reduceConversation(state: SessionState, action: ConversationAction): SessionState {
  switch (action.type) {
    case 'sendStarted': {
      // W-SE1, W-SE2
      const local = typedByVisitor(action);
      return local ? append(state, local) : state;
    }
    case 'sendSucceeded':
      // W-SE3: the server's copy replaces ours; it echoes the local id.
      return {
        ...state,
        messages: state.messages.map((m) => (m.id === action.id ? { ...fromServer(action.message), id: action.id, key: m.key } : m)),
      };
    case 'sendFailed':
    case 'sendRetried': {
      // W-SE4, W-SE5
      const status = action.type === 'sendFailed' ? MsgStatus.FAILED : MsgStatus.LOADING;
      return { ...state, messages: state.messages.map((m) => (m.id === action.id ? { ...m, status } : m)) };
    }
    case 'sendRefused':
      // W-SE7: a draft the tenant's words block stays unsent, its words under it (W-MT9).
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.id ? { ...m, status: MsgStatus.FAILED, sensitiveFlag: 1, sensitiveWords: action.words } : m,
        ),
      };
    case 'historyRequested':
      // W-HI4
      return state.history === 'loadStart' ? { ...state, history: 'loading' } : state;
    case 'historyLoaded': {
      // W-HI2, W-HI3
      const older = action.messages.map(fromServer).sort(byTime);
      return {
        ...state,
        history: action.messages.length < action.pageSize ? 'end' : 'loadStart',
        messages: mergeMessages(state.messages, older, 'prepend'),
      };
    }
    case 'historyFailed':
      // W-HI5
      return state.history === 'loading' ? { ...state, history: 'loadStart' } : state;
  }
}
