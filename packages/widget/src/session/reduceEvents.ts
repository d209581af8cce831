/**
 * Events and the end of the chat in the machine (EV, CL in ./SPEC.md): a sub-reducer that reduce.ts delegates to.
 */
import { EventCode, OutType, UserStatus, type VisitorEvent } from '@parley/protocol';
import { assertNever } from './assertNever';
import { append, notice, THINKING_KEY, withoutTransferring } from './localMessages';
import { fromServer, mergeMessages } from './messages';
import { connectTo } from './reduceAgent';
import type { NoticeKind, SessionState } from './types';

export type EventAction =
  | { type: 'eventsReceived'; events: VisitorEvent[]; lastEventId: number; now: number }
  | { type: 'agentTypingExpired'; seq: number }
  | { type: 'visitorClosed'; now: number };

const KNOWN_EVENT_CODES: ReadonlySet<number> = new Set(Object.values(EventCode));

/** W-EV9: a code this build does not know is skipped rather than reaching the exhaustive switch. */
export function isKnownEvent(e: { code: number }): e is VisitorEvent {
  return KNOWN_EVENT_CODES.has(e.code);
}

const CLOSE_NOTICE: Record<number, NoticeKind> = {
  [OutType.AGENT_CLOSED]: 'agentClosed',
  [OutType.USER_OVER]: 'userOver',
  [OutType.NEW_WINDOW]: 'newWindow',
};

function applyEvent(state: SessionState, e: VisitorEvent, now: number): SessionState {
  switch (e.code) {
    case EventCode.CONNECTED:
      // W-EV7, W-AG1
      return connectTo(state, e.adminId, e.adminNick, now, true);
    case EventCode.AGENT_MESSAGE:
      // W-EV3
      if (e.message.sensitiveFlag === 1) return state;
      return {
        ...state,
        agentTyping: false,
        agentNick: state.agentNick || (e.message.senderName ?? ''),
        messages: mergeMessages(state.messages, [fromServer(e.message)], 'append'),
      };
    case EventCode.CLOSED:
      // W-EV4
      return closeSession(state, CLOSE_NOTICE[e.outType] ?? 'chatOver', now);
    case EventCode.AGENT_TYPING:
      // W-EV5
      return { ...state, agentTyping: true, typingSeq: state.typingSeq + 1 };
    case EventCode.RECALL:
      // W-EV6
      if (!state.messages.some((m) => m.msgId === e.msgId)) return state;
      return {
        ...state,
        messages: [
          ...state.messages.map((m) => (m.msgId === e.msgId ? { ...m, recallFlag: 1 } : m)),
          notice(state, 'recalled', now, {}, `-${e.msgId}`),
        ],
      };
    case EventCode.QUEUE_POSITION:
      // W-EV11, W-TR4: the queue notice follows the line.
      if (e.waitIndex <= 0 || state.userStatus !== UserStatus.QUEUED) return state;
      return {
        ...state,
        waitIndex: e.waitIndex,
        messages: state.messages.map((m) => (m.notice?.kind === 'queued' ? { ...m, notice: { ...m.notice, position: e.waitIndex } } : m)),
      };
    case EventCode.TICKET_UPDATED:
      // W-LM1: one badge per ticket, however many times it changed.
      return state.ticketNews.includes(e.woId) ? state : { ...state, ticketNews: [...state.ticketNews, e.woId] };
    case EventCode.AGENT_READ:
      // W-EV13: the read mark only moves forward.
      return e.msgId > state.agentReadMsgId ? { ...state, agentReadMsgId: e.msgId } : state;
    case EventCode.INVITE_EVALUATE:
    case EventCode.VIDEO:
    case EventCode.ERROR:
      // W-EV11: the session's feed hands 1203 to the rating (W-MN6); the machine has no state for the others yet.
      return state;
    default:
      return assertNever(e);
  }
}

function closeSession(state: SessionState, kind: NoticeKind, now: number): SessionState {
  // A visitor close and the server's echoed 1202 describe one end: a single notice (W-CL1, W-EV4).
  const already = state.chatStatus === 0;
  const ended: SessionState = {
    ...state,
    chatStatus: 0,
    userStatus: UserStatus.OFFLINE,
    agentTyping: false,
    agentCard: null,
    transferring: false,
    groupPicker: null,
    tips: [],
    // W-UF8: an ended chat no longer waits for its form.
    entryForm: false,
    messages: withoutTransferring(state.messages.filter((m) => m.key !== THINKING_KEY)),
  };
  return already ? ended : append(ended, notice(state, kind, now, {}, '-end'));
}

export function reduceEvents(state: SessionState, action: EventAction): SessionState {
  switch (action.type) {
    case 'eventsReceived': {
      // W-EV2: the cursor only moves forward; events at or below it were applied already.
      let next = state;
      for (const e of action.events) {
        if (e.eventId <= next.lastEventId) continue;
        next = { ...(isKnownEvent(e) ? applyEvent(next, e, action.now) : next), lastEventId: e.eventId };
      }
      return action.lastEventId > next.lastEventId ? { ...next, lastEventId: action.lastEventId } : next;
    }
    case 'agentTypingExpired':
      // W-EV5: only the newest typing event's timer clears the hint.
      return action.seq === state.typingSeq ? { ...state, agentTyping: false } : state;
    case 'visitorClosed':
      // W-CL1
      return closeSession(state, 'visitorClosed', action.now);
  }
}
