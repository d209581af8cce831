/** The robot phase in the machine (RB, FQ, W-MN5, TP, FB in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import { MsgStatus, MsgType, RobotReplyStatus, SenderType, type ChannelInfo, type RobotAskAnswer, type RobotTip } from '@parley/protocol';
import { hasFaq } from './faq';
import { append, THINKING_KEY, typedByVisitor } from './localMessages';
import { fromServer } from './messages';
import type { AskVia, SessionState, UiMessage } from './types';

export type RobotAction =
  | { type: 'faqOffered'; now: number }
  | { type: 'manualForced' }
  | { type: 'askStarted'; id: string; text: string; ask: AskVia; now: number }
  | { type: 'askRetried'; id: string; now: number }
  | { type: 'askAnswered'; id: string; answer: RobotAskAnswer }
  | { type: 'askFailed'; id: string }
  | { type: 'localAdded'; id: string; role: 'visitor' | 'robot'; text: string; now: number }
  | { type: 'scrollRequested' }
  | { type: 'tipsLoaded'; tips: RobotTip[] }
  | { type: 'tipsExpired'; seq: number }
  | { type: 'voteCast'; key: string; disabled: number }
  | { type: 'voteSettled'; key: string; disabled: number | undefined }
  | { type: 'flowAnswered'; key: string; docNode: string };

/** W-RB4: the robot's typing dots, kept last while an answer is on its way. */
function withThinking(state: SessionState, now: number): SessionState {
  const dots: UiMessage = {
    key: THINKING_KEY,
    msgContent: '',
    msgType: MsgType.TEXT,
    senderType: SenderType.ROBOT,
    msgTime: now,
    status: MsgStatus.LOADING,
    thinking: true,
  };
  return { ...state, messages: [...state.messages.filter((m) => m.key !== THINKING_KEY), dots] };
}

/** W-RB4: the dots stay below any reply that lands while another ask is on its way. */
function thinkingLast(state: SessionState): SessionState {
  const dots = state.messages.find((m) => m.key === THINKING_KEY);
  return dots ? { ...state, messages: [...state.messages.filter((m) => m !== dots), dots] } : state;
}

function askSettled(state: SessionState): SessionState {
  const asking = Math.max(0, state.asking - 1);
  return { ...state, asking, messages: asking ? state.messages : state.messages.filter((m) => m.key !== THINKING_KEY) };
}

function localMessage(id: string, role: 'visitor' | 'robot', text: string, channel: ChannelInfo | null, now: number): UiMessage {
  return {
    key: id,
    id,
    msgContent: text,
    msgType: MsgType.TEXT,
    senderType: role === 'visitor' ? SenderType.VISITOR : SenderType.ROBOT,
    ...(role === 'robot' && channel ? { senderName: channel.robotName } : {}),
    msgTime: now,
    status: MsgStatus.SUCCESS,
  };
}

/** W-FQ1: the FAQ menu follows the robot's welcome, once per page. */
function offerFaq(state: SessionState, now: number): SessionState {
  const channel = state.channel;
  if (state.connect !== 'robot' || state.chatStatus === 0 || !channel || !hasFaq(channel.faq)) return state;
  const faq: UiMessage = {
    key: 'robot-faq',
    msgContent: '',
    msgType: MsgType.FAQ_MENU,
    senderType: SenderType.ROBOT,
    senderName: channel.robotName,
    msgTime: now,
    status: MsgStatus.SUCCESS,
    faq: channel.faq,
  };
  if (state.messages.some((m) => m.faq)) return state;
  // W-FQ1: a visitor who already spoke before the menu's second was up keeps their exchange last.
  const welcome = state.messages.findIndex((m) => m.key === 'robot-welcome');
  const spokeSince = welcome >= 0 && state.messages.slice(welcome + 1).some((m) => m.senderType === SenderType.VISITOR);
  if (!spokeSince) return append(state, faq);
  const messages = state.messages.slice();
  messages.splice(welcome + 1, 0, { ...faq, msgTime: state.messages[welcome]!.msgTime });
  return { ...state, messages };
}

export function reduceRobot(state: SessionState, action: RobotAction): SessionState {
  switch (action.type) {
    case 'faqOffered':
      return offerFaq(state, action.now);
    case 'manualForced':
      // W-RB1: receiveMode 3.
      return { ...state, connect: 'manual' };
    case 'askStarted': {
      // W-RB2, W-RB4
      const typed = typedByVisitor(action);
      if (!typed) return state;
      const local: UiMessage = { ...typed, ask: action.ask };
      return withThinking({ ...append(state, local), asking: state.asking + 1, tips: [] }, action.now);
    }
    case 'askRetried': {
      // W-RB3
      const messages = state.messages.map((m) => (m.id === action.id ? { ...m, status: MsgStatus.LOADING } : m));
      return withThinking({ ...state, messages, asking: state.asking + 1 }, action.now);
    }
    case 'askAnswered': {
      // W-RB2, W-RB5: the stored question replaces ours; status 0 and -1 show no reply.
      const a = action.answer;
      let next = askSettled(state);
      next = {
        ...next,
        messages: next.messages.map((m) =>
          m.id === action.id ? { ...fromServer(a.question), id: action.id, key: m.key, ask: m.ask ?? {} } : m,
        ),
      };
      if (a.status === RobotReplyStatus.RELOAD || a.status === RobotReplyStatus.TRANSFER) return next;
      return thinkingLast(append(next, fromServer(a.reply)));
    }
    case 'askFailed': {
      // W-RB3
      const next = askSettled(state);
      return { ...next, messages: next.messages.map((m) => (m.id === action.id ? { ...m, status: MsgStatus.FAILED } : m)) };
    }
    case 'localAdded':
      // W-MN5: canned answers (menuType 7) are local and already successful.
      return append(state, localMessage(action.id, action.role, action.text, state.channel, action.now));
    case 'scrollRequested':
      // W-FQ3
      return { ...state, scrollSeq: state.scrollSeq + 1 };
    case 'tipsLoaded':
      // W-TP1: tips belong to the robot phase only.
      if (state.connect !== 'robot' || (action.tips.length === 0 && state.tips.length === 0)) return state;
      return { ...state, tips: action.tips, tipsSeq: state.tipsSeq + 1 };
    case 'tipsExpired':
      // W-TP3: only the newest tips' timer hides them.
      return action.seq === state.tipsSeq && state.tips.length ? { ...state, tips: [] } : state;
    case 'voteCast': {
      // W-FB2: one vote per answer; a second is ignored.
      const target = state.messages.find((m) => m.key === action.key);
      if (!target || target.disabled !== undefined) return state;
      return { ...state, messages: state.messages.map((m) => (m === target ? { ...m, disabled: action.disabled } : m)) };
    }
    case 'flowAnswered':
      // W-FW3: the step shows answered at once; the server keeps it for the next reload.
      return { ...state, messages: state.messages.map((m) => (m.key === action.key ? { ...m, docNode: action.docNode } : m)) };
    case 'voteSettled': {
      // W-FB3: the server's answer is the vote that stands; a failed call makes the answer votable again.
      const messages = state.messages.map((m): UiMessage => {
        if (m.key !== action.key) return m;
        const next = { ...m };
        if (action.disabled === undefined) delete next.disabled;
        else next.disabled = action.disabled;
        return next;
      });
      return { ...state, messages };
    }
  }
}
