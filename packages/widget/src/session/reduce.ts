/** The chat session machine: pure `reduce(state, action)`. Rule ids refer to ./SPEC.md. */
import {
  EventCode,
  MsgStatus,
  MsgType,
  OutType,
  RobotReplyStatus,
  SenderType,
  TransferStatus,
  UserStatus,
  isBlank,
  type ChannelInfo,
  type TransferAgentAnswer,
  type VisitorEvent,
} from '@parley/protocol';
import { hasFaq } from './faq';
import { byTime, fromServer, mergeMessages } from './messages';
import { robotGreets } from './robotRules';
import { reduceUpload } from './uploads';
import type { Action, Notice, NoticeKind, RatingRefusal, SessionState, TransferOrigin, UiMessage } from './types';

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
    agentId: '',
    agentCard: null,
    transferring: false,
    groupPicker: null,
    asking: 0,
    tips: [],
    tipsSeq: 0,
    scrollSeq: 0,
    entryForm: false,
    rating: null,
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
function notice(state: SessionState, kind: NoticeKind, now: number, extra: Omit<Notice, 'kind'> = {}, suffix = ''): UiMessage {
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

const append = (state: SessionState, ...added: UiMessage[]): SessionState => ({
  ...state,
  messages: mergeMessages(state.messages, added, 'append'),
});

/** SE1, SE2: the visitor's typed text as a pending local message; blank text is not sent. */
function typedByVisitor(action: { id: string; text: string; now: number }): UiMessage | null {
  const text = action.text.trim();
  if (text === '') return null;
  return { key: action.id, id: action.id, msgContent: text, msgType: MsgType.TEXT, senderType: SenderType.VISITOR, msgTime: action.now, status: MsgStatus.LOADING };
}

const THINKING_KEY = 'robot-thinking';

/** RB4: the robot's typing dots, kept last while an answer is on its way. */
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

/** RB4: the dots stay below any reply that lands while another ask is on its way. */
function thinkingLast(state: SessionState): SessionState {
  const dots = state.messages.find((m) => m.key === THINKING_KEY);
  return dots ? { ...state, messages: [...state.messages.filter((m) => m !== dots), dots] } : state;
}

function askSettled(state: SessionState): SessionState {
  const asking = Math.max(0, state.asking - 1);
  return { ...state, asking, messages: asking ? state.messages : state.messages.filter((m) => m.key !== THINKING_KEY) };
}

const TRANSFERRING_KEY_PREFIX = 'notice-transferring-';
const withoutTransferring = (list: UiMessage[]) => list.filter((m) => !m.key.startsWith(TRANSFERRING_KEY_PREFIX));

/** ST5: the robot greets with robotWelcomeMsg, once per page; RB1: only where the robot receives (0 and 2). */
function greet(state: SessionState, now: number): SessionState {
  const channel = state.channel;
  // UF1: the pre-chat form comes before anything else; the greeting follows its submission.
  if (state.entryForm) return state;
  if (state.connect !== 'robot' || !channel || !robotGreets(channel) || isBlank(channel.robotWelcomeMsg)) return state;
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

const REFUSAL_NOTICE: Record<RatingRefusal, NoticeKind> = { none: 'rateChatFirst', notEnded: 'rateAfterEnd', rated: 'rateAlready' };

const CLOSE_NOTICE: Record<number, NoticeKind> = {
  [OutType.AGENT_CLOSED]: 'agentClosed',
  [OutType.USER_OVER]: 'userOver',
  [OutType.NEW_WINDOW]: 'newWindow',
};

function applyEvent(state: SessionState, e: VisitorEvent, now: number): SessionState {
  switch (e.code) {
    case EventCode.CONNECTED:
      // EV7, AG1
      return connectTo(state, e.adminId, e.adminNick, now, true);
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
          notice(state, 'recalled', now, {}, `-${e.msgId}`),
        ],
      };
    case EventCode.QUEUE_POSITION:
      // EV11, TR4: the queue notice follows the line.
      if (e.waitIndex <= 0 || state.userStatus !== UserStatus.QUEUED) return state;
      return {
        ...state,
        waitIndex: e.waitIndex,
        messages: state.messages.map((m) =>
          m.notice?.kind === 'queued' ? { ...m, notice: { ...m.notice, position: e.waitIndex } } : m,
        ),
      };
    case EventCode.INVITE_EVALUATE:
    case EventCode.VIDEO:
    case EventCode.ERROR:
      // EV11: the controller hands 1203 to the rating (MN6); video calls arrive in a later issue.
      return state;
    default:
      return assertNever(e);
  }
}

function closeSession(state: SessionState, kind: NoticeKind, now: number): SessionState {
  // A visitor close and the server's echoed 1202 describe one end: a single notice (CL1, EV4).
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
    // UF8: an ended chat no longer waits for its form.
    entryForm: false,
    messages: withoutTransferring(state.messages.filter((m) => m.key !== THINKING_KEY)),
  };
  return already ? ended : append(ended, notice(state, kind, now, {}, '-end'));
}

/**
 * AG1: connected to an agent, by transferAgent status 2 or event 1200. The same agent again (the server also
 * appends 1200 for a direct transfer) changes nothing. A new agent gets the connect notice and, when the
 * channel has one, its welcome text shown locally: the server stores it without an event (TR3).
 */
function connectTo(state: SessionState, adminId: string, adminNick: string, now: number, announce: boolean): SessionState {
  const same = state.userStatus === UserStatus.AGENT && state.agentId === adminId;
  if (same) return state;
  const next: SessionState = {
    ...state,
    connect: 'manual',
    userStatus: UserStatus.AGENT,
    agentId: adminId,
    agentNick: adminNick || state.agentNick,
    agentCard: null,
    waitIndex: 0,
    groupPicker: null,
    tips: [],
  };
  if (!announce) return next;
  const added = [notice(state, 'connected', now, { name: adminNick }, `-${adminId}`)];
  const channel = state.channel;
  if (channel?.adminWelcomeMode === 1 && !isBlank(channel.adminWelcomeMsg)) {
    added.push({
      key: `welcome-${state.sessionId ?? 0}-${adminId}`,
      msgContent: channel.adminWelcomeMsg,
      msgType: MsgType.TEXT,
      senderType: SenderType.AGENT,
      senderName: adminNick,
      msgTime: now,
      status: MsgStatus.SUCCESS,
    });
  }
  return append(next, ...added);
}

/** TR2–TR6: the five transferAgent results. */
function transferAnswered(state: SessionState, a: TransferAgentAnswer, origin: TransferOrigin, now: number): SessionState {
  const channel = state.channel;
  const s: SessionState = { ...state, transferring: false, messages: withoutTransferring(state.messages) };
  const once = `-${now}`;
  switch (a.status) {
    case TransferStatus.NO_AGENT: {
      if (origin.quiet) return s;
      const offline = channel?.adminOfflineMode === 1 ? (a.message ?? channel.adminOfflineMsg) : '';
      const added = [notice(s, 'noAgent', now, {}, once)];
      if (!isBlank(offline)) added.push(notice(s, 'channelText', now, { text: offline }, once));
      return append(s, ...added);
    }
    case TransferStatus.CONNECTED:
      return connectTo(s, a.adminId ?? '', a.adminNick ?? '', now, !origin.quiet);
    case TransferStatus.QUEUED: {
      const position = a.waitIndex ?? 0;
      const queued: SessionState = { ...s, connect: 'manual', userStatus: UserStatus.QUEUED, waitIndex: position, tips: [] };
      if (channel?.userQueueMode !== 1) return queued;
      const shown = queued.messages.find((m) => m.notice?.kind === 'queued');
      if (shown) {
        return { ...queued, messages: queued.messages.map((m) => (m === shown ? { ...m, notice: { ...m.notice!, position } } : m)) };
      }
      return append(queued, notice(s, 'queued', now, { position, text: channel.userQueueMsg }));
    }
    case TransferStatus.OFF_HOURS:
      if (origin.quiet) return s;
      return append(s, notice(s, 'offHours', now, { text: a.message || channel?.unWorkingMsg || '' }, once));
    default:
      // TR5: 4, and any status this build does not know, is a failed transfer.
      return origin.quiet ? s : append(s, notice(s, 'transferFailed', now, {}, once));
  }
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
          // ST4 / ST5; RB1: receiveMode 3 is manual from the start.
        connect: manual || state.connect === 'manual' ? 'manual' : 'robot',
        userStatus: a.status as UserStatus,
        agentNick: manual ? a.adminNick : '',
        chatStatus: 1,
        lastEventId: a.lastEventId,
        // UF1: a restart (EV8) while the form is open keeps it open.
        entryForm: action.form || state.entryForm,
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
      const local = typedByVisitor(action);
      return local ? append(state, local) : state;
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
    case 'fileStarted':
    case 'fileProgress':
    case 'fileUploaded':
    case 'fileRetried':
    case 'cardStarted':
      // UP5, UP6, UP10
      return reduceUpload(state, action);
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
    case 'faqOffered': {
      // FQ1: the FAQ menu follows the robot's welcome, once per page.
      const channel = state.channel;
      if (state.connect !== 'robot' || state.chatStatus === 0 || !channel || !hasFaq(channel.faq)) return state;
      const faq: UiMessage = {
        key: 'robot-faq',
        msgContent: '',
        msgType: MsgType.FAQ_MENU,
        senderType: SenderType.ROBOT,
        senderName: channel.robotName,
        msgTime: action.now,
        status: MsgStatus.SUCCESS,
        faq: channel.faq,
      };
      if (state.messages.some((m) => m.faq)) return state;
      // FQ1: a visitor who already spoke before the menu's second was up keeps their exchange last.
      const welcome = state.messages.findIndex((m) => m.key === 'robot-welcome');
      const spokeSince = welcome >= 0 && state.messages.slice(welcome + 1).some((m) => m.senderType === SenderType.VISITOR);
      if (!spokeSince) return append(state, faq);
      const messages = state.messages.slice();
      messages.splice(welcome + 1, 0, { ...faq, msgTime: state.messages[welcome]!.msgTime });
      return { ...state, messages };
    }
    case 'manualForced':
      // RB1: receiveMode 3.
      return { ...state, connect: 'manual' };
    case 'askStarted': {
      // RB2, RB4
      const typed = typedByVisitor(action);
      if (!typed) return state;
      const local: UiMessage = { ...typed, ask: action.ask };
      return withThinking({ ...append(state, local), asking: state.asking + 1, tips: [] }, action.now);
    }
    case 'askRetried': {
      // RB3
      const messages = state.messages.map((m) => (m.id === action.id ? { ...m, status: MsgStatus.LOADING } : m));
      return withThinking({ ...state, messages, asking: state.asking + 1 }, action.now);
    }
    case 'askAnswered': {
      // RB2, RB5: the stored question replaces ours; status 0 and -1 show no reply.
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
      // RB3
      const next = askSettled(state);
      return { ...next, messages: next.messages.map((m) => (m.id === action.id ? { ...m, status: MsgStatus.FAILED } : m)) };
    }
    case 'localAdded':
      // MN5: canned answers (menuType 7) are local and already successful.
      return append(state, localMessage(action.id, action.role, action.text, state.channel, action.now));
    case 'scrollRequested':
      // FQ3
      return { ...state, scrollSeq: state.scrollSeq + 1 };
    case 'tipsLoaded':
      // TP1: tips belong to the robot phase only.
      if (state.connect !== 'robot' || (action.tips.length === 0 && state.tips.length === 0)) return state;
      return { ...state, tips: action.tips, tipsSeq: state.tipsSeq + 1 };
    case 'tipsExpired':
      // TP3: only the newest tips' timer hides them.
      return action.seq === state.tipsSeq && state.tips.length ? { ...state, tips: [] } : state;
    case 'voteCast': {
      // FB2: one vote per answer; a second is ignored.
      const target = state.messages.find((m) => m.key === action.key);
      if (!target || target.disabled !== undefined) return state;
      return { ...state, messages: state.messages.map((m) => (m === target ? { ...m, disabled: action.disabled } : m)) };
    }
    case 'voteSettled': {
      // FB3: the server's answer is the vote that stands; a failed call makes the answer votable again.
      const messages = state.messages.map((m): UiMessage => {
        if (m.key !== action.key) return m;
        const next = { ...m };
        if (action.disabled === undefined) delete next.disabled;
        else next.disabled = action.disabled;
        return next;
      });
      return { ...state, messages };
    }
    case 'transferStarted': {
      // TR1, RB7: the instruction's transferring notice shows until the result replaces it.
      const next: SessionState = { ...state, transferring: true, groupPicker: null, tips: [] };
      return action.notice ? append(next, notice(state, 'transferring', action.now, {}, `${action.now}`)) : next;
    }
    case 'transferAnswered':
      return transferAnswered(state, action.answer, action.origin, action.now);
    case 'transferFailed': {
      // TR5: a transferAgent call that did not answer is a failed transfer.
      const next: SessionState = { ...state, transferring: false, messages: withoutTransferring(state.messages) };
      return action.quiet ? next : append(next, notice(state, 'transferFailed', action.now, {}, `-${action.now}`));
    }
    case 'groupsLoaded': {
      // GR1–GR3
      const next: SessionState = { ...state, transferring: false };
      if (action.groups.length === 0) return append(next, notice(state, 'noAgent', action.now, {}, `-${action.now}`));
      return action.groups.length > 1 ? { ...next, groupPicker: action.groups } : next;
    }
    case 'groupPickerClosed':
      // GR4
      return state.groupPicker ? { ...state, groupPicker: null } : state;
    case 'formSubmitted':
      // UF1: the greeting the form held back follows it.
      return state.entryForm ? greet({ ...state, entryForm: false }, action.now) : state;
    case 'ratingOpened':
      // RT1
      return { ...state, rating: action.rating };
    case 'ratingRefused':
      // RT9: why there is nothing to rate, as a system message; a popup that was open closes.
      return append({ ...state, rating: null }, notice(state, REFUSAL_NOTICE[action.reason], action.now, {}, `-${action.now}`));
    case 'ratingClosed':
      return state.rating ? { ...state, rating: null } : state;
    case 'ratingSent':
      // RT10: the popup closes and a thanks notice stays in the conversation.
      return append({ ...state, rating: null }, notice(state, 'rateThanks', action.now));
    case 'agentCardLoaded':
      // AG6: the card belongs to status 2 only.
      return state.userStatus === UserStatus.AGENT ? { ...state, agentCard: action.card } : state;
    default:
      return assertNever(action);
  }
}
