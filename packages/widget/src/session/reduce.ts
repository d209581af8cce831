/** The chat session machine: pure `reduce(state, action)`. Rule ids refer to ./SPEC.md. */
import {
  EventCode,
  MsgStatus,
  MsgType,
  OutType,
  SenderType,
  UserStatus,
  isBlank,
  type ChannelInfo,
  type VisitorEvent,
} from '@parley/protocol';
import { byTime, fromServer, mergeMessages } from './messages';
import type { Action, NoticeKind, SessionState, UiMessage } from './types';

export function initialState(channelId = ''): SessionState {
  return {
    phase: 'channel',
    channelId,
    channel: null,
    userId: '',
    pollId: '',
    sessionId: null,
    resumed: false,
    connect: 'robot',
    userStatus: UserStatus.ROBOT,
    chatStatus: 1,
    agentNick: '',
    agentTyping: false,
    typingSeq: 0,
    waitIndex: 0,
    messages: [],
    history: 'loadStart',
    lastEventId: 0,
  };
}

export function assertNever(x: never): never {
  throw new Error(`unhandled case: ${JSON.stringify(x)}`);
}

const KNOWN_EVENT_CODES: ReadonlySet<number> = new Set(Object.values(EventCode));

/** EV9: a code this build does not know is skipped rather than reaching the exhaustive switch. */
export function isKnownEvent(e: { code: number }): e is VisitorEvent {
  return KNOWN_EVENT_CODES.has(e.code);
}

/** Notices are keyed per session and kind, so a repeated cause (a restart, an echoed close) shows once. */
function notice(state: SessionState, kind: NoticeKind, now: number, name?: string, suffix = ''): UiMessage {
  return {
    key: `notice-${kind}-${state.sessionId ?? 0}${suffix}`,
    msgContent: '',
    msgType: MsgType.TEXT,
    senderType: SenderType.SYSTEM,
    msgTime: now,
    status: MsgStatus.SUCCESS,
    notice: name === undefined ? { kind } : { kind, name },
  };
}

/** ST5: the robot greets with robotWelcomeMsg, once per page. */
function greet(state: SessionState, now: number): SessionState {
  const channel = state.channel;
  if (state.connect !== 'robot' || !channel || isBlank(channel.robotWelcomeMsg)) return state;
  const welcome: UiMessage = {
    key: 'robot-welcome',
    msgContent: channel.robotWelcomeMsg,
    msgType: MsgType.TEXT,
    senderType: SenderType.ROBOT,
    senderName: channel.robotName,
    msgTime: now,
    status: MsgStatus.SUCCESS,
  };
  return { ...state, messages: mergeMessages(state.messages, [welcome], 'append') };
}

const historyStart = (channel: ChannelInfo | null) => (channel?.historyHideFlag === 1 ? false : 'loadStart');

const CLOSE_NOTICE: Record<number, NoticeKind> = {
  [OutType.AGENT_CLOSED]: 'agentClosed',
  [OutType.USER_OVER]: 'userOver',
  [OutType.NEW_WINDOW]: 'newWindow',
};

function applyEvent(state: SessionState, e: VisitorEvent, now: number): SessionState {
  switch (e.code) {
    case EventCode.CONNECTED:
      // EV7
      return {
        ...state,
        connect: 'manual',
        userStatus: UserStatus.AGENT,
        agentNick: e.adminNick,
        messages: mergeMessages(state.messages, [notice(state, 'connected', now, e.adminNick, `-${e.eventId}`)], 'append'),
      };
    case EventCode.AGENT_MESSAGE:
      // EV3
      if (e.message.sensitiveFlag === 1) return state;
      return {
        ...state,
        agentTyping: false,
        agentNick: state.agentNick || (e.message.senderName ?? ''),
        messages: mergeMessages(state.messages, [fromServer(e.message)], 'append'),
      };
    case EventCode.CLOSED:
      // EV4
      return closeSession(state, CLOSE_NOTICE[e.outType] ?? 'chatOver', now);
    case EventCode.AGENT_TYPING:
      // EV5
      return { ...state, agentTyping: true, typingSeq: state.typingSeq + 1 };
    case EventCode.RECALL:
      // EV6
      if (!state.messages.some((m) => m.msgId === e.msgId)) return state;
      return {
        ...state,
        messages: [
          ...state.messages.map((m) => (m.msgId === e.msgId ? { ...m, recallFlag: 1 } : m)),
          notice(state, 'recalled', now, undefined, `-${e.msgId}`),
        ],
      };
    case EventCode.QUEUE_POSITION:
      // EV11
      return { ...state, waitIndex: e.waitIndex };
    case EventCode.INVITE_EVALUATE:
    case EventCode.VIDEO:
    case EventCode.ERROR:
      // EV11: rating and video calls arrive in later issues; the cursor still moves past these.
      return state;
    default:
      return assertNever(e);
  }
}

function closeSession(state: SessionState, kind: NoticeKind, now: number): SessionState {
  // A visitor close and the server's echoed 1202 describe one end: a single notice (CL1, EV4).
  const already = state.chatStatus === 0;
  return {
    ...state,
    chatStatus: 0,
    userStatus: UserStatus.OFFLINE,
    agentTyping: false,
    messages: already ? state.messages : mergeMessages(state.messages, [notice(state, kind, now, undefined, '-end')], 'append'),
  };
}

export function reduce(state: SessionState, action: Action): SessionState {
  switch (action.type) {
    case 'channelRequested':
      return { ...initialState(action.channelId) };
    case 'channelLoaded':
      // ST1: init data arrived; chatStart comes next.
      return { ...state, phase: 'starting', channel: action.channel, history: historyStart(action.channel) };
    case 'bootFailed':
      // ST6
      return { ...state, phase: 'failed' };
    case 'started': {
      const a = action.answer;
      const manual = a.status === UserStatus.AGENT || a.status === UserStatus.QUEUED;
      const next: SessionState = {
        ...state,
        phase: 'ready',
        userId: a.userId,
        pollId: a.pollId,
        sessionId: a.sessionId,
        resumed: action.resumed,
        // ST4 / ST5
        connect: manual ? 'manual' : 'robot',
        userStatus: a.status as UserStatus,
        agentNick: manual ? a.adminNick : '',
        chatStatus: 1,
        lastEventId: a.lastEventId,
      };
      // ST3: status 0 greets only after its offline messages are shown.
      return a.status === UserStatus.OFFLINE ? next : greet(next, action.now);
    }
    case 'offlineLoaded': {
      // ST3
      const offline = action.messages.map(fromServer).sort(byTime);
      const shown = offline.length ? [notice(state, 'offline', action.now), ...offline] : [];
      return greet({ ...state, messages: mergeMessages(state.messages, shown, 'append') }, action.now);
    }
    case 'sendStarted': {
      // SE1, SE2
      const text = action.text.trim();
      if (text === '') return state;
      const local: UiMessage = {
        key: action.id,
        id: action.id,
        msgContent: text,
        msgType: MsgType.TEXT,
        senderType: SenderType.VISITOR,
        msgTime: action.now,
        status: MsgStatus.LOADING,
      };
      return { ...state, messages: mergeMessages(state.messages, [local], 'append') };
    }
    case 'sendSucceeded':
      // SE3: the server's copy replaces ours; it echoes the local id.
      return {
        ...state,
        messages: state.messages.map((m) =>
          m.id === action.id ? { ...fromServer(action.message), id: action.id, key: m.key } : m,
        ),
      };
    case 'sendFailed':
    case 'sendRetried': {
      // SE4, SE5
      const status = action.type === 'sendFailed' ? MsgStatus.FAILED : MsgStatus.LOADING;
      return { ...state, messages: state.messages.map((m) => (m.id === action.id ? { ...m, status } : m)) };
    }
    case 'historyRequested':
      // HI4
      return state.history === 'loadStart' ? { ...state, history: 'loading' } : state;
    case 'historyLoaded': {
      // HI2, HI3
      const older = action.messages.map(fromServer).sort(byTime);
      return {
        ...state,
        history: action.messages.length < action.pageSize ? 'end' : 'loadStart',
        messages: mergeMessages(state.messages, older, 'prepend'),
      };
    }
    case 'historyFailed':
      // HI5
      return state.history === 'loading' ? { ...state, history: 'loadStart' } : state;
    case 'eventsReceived': {
      // EV2: the cursor only moves forward; events at or below it were applied already.
      let next = state;
      for (const e of action.events) {
        if (e.eventId <= next.lastEventId) continue;
        next = { ...(isKnownEvent(e) ? applyEvent(next, e, action.now) : next), lastEventId: e.eventId };
      }
      return action.lastEventId > next.lastEventId ? { ...next, lastEventId: action.lastEventId } : next;
    }
    case 'agentTypingExpired':
      // EV5: only the newest typing event's timer clears the hint.
      return action.seq === state.typingSeq ? { ...state, agentTyping: false } : state;
    case 'cursorGone':
      // EV8: back through start; messages stay and dedupe absorbs what start brings again.
      return { ...state, phase: 'starting' };
    case 'visitorClosed':
      // CL1
      return closeSession(state, 'visitorClosed', action.now);
    default:
      return assertNever(action);
  }
}
