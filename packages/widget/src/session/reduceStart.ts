/** Start and entry in the machine (ST, UF in ./SPEC.md): a sub-reducer that reduce.ts delegates to. */
import {
  MsgStatus,
  MsgType,
  SenderType,
  UserStatus,
  isBlank,
  type ChannelInfo,
  type ChatMessage,
  type ChatStartAnswer,
} from '@parley/protocol';
import { append, notice } from './localMessages';
import { byTime, fromServer, mergeMessages } from './messages';
import { robotGreets } from './robotRules';
import type { SessionState, UiMessage } from './types';

export type StartAction =
  | { type: 'channelRequested'; channelId: string }
  | { type: 'channelLoaded'; channel: ChannelInfo }
  | { type: 'bootFailed'; identityRequired?: boolean; unavailable?: boolean }
  /** `form`: the pre-chat form comes first (W-UF1). */
  | { type: 'started'; answer: ChatStartAnswer; resumed: boolean; form: boolean; now: number }
  | { type: 'offlineLoaded'; messages: ChatMessage[]; now: number }
  | { type: 'formSubmitted'; now: number }
  | { type: 'cursorGone' };

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
    ticketNews: [],
    identityRequired: false,
    unavailable: false,
    agentReadMsgId: 0,
  };
}

/** W-ST5: the robot greets with robotWelcomeMsg, once per page; W-RB1: only where the robot receives (0 and 2). */
function greet(state: SessionState, now: number): SessionState {
  const channel = state.channel;
  // W-UF1: the pre-chat form comes before anything else; the greeting follows its submission.
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
  return append(state, welcome);
}

const historyStart = (channel: ChannelInfo | null) => (channel?.historyHideFlag === 1 ? false : 'loadStart');

export function reduceStart(state: SessionState, action: StartAction): SessionState {
  switch (action.type) {
    case 'channelRequested':
      return initialState(action.channelId);
    case 'channelLoaded':
      // W-ST1: init data arrived; chatStart comes next.
      return { ...state, phase: 'starting', channel: action.channel, history: historyStart(action.channel) };
    case 'bootFailed':
      // W-ST6, W-ID9
      return { ...state, phase: 'failed', identityRequired: action.identityRequired === true, unavailable: action.unavailable === true };
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
        // W-ST4 / W-ST5; W-RB1: receiveMode 3 is manual from the start.
        connect: manual || state.connect === 'manual' ? 'manual' : 'robot',
        userStatus: a.status as UserStatus,
        agentNick: manual ? a.adminNick : '',
        chatStatus: 1,
        lastEventId: a.lastEventId,
        // W-UF1: a restart (W-EV8) while the form is open keeps it open.
        entryForm: action.form || state.entryForm,
      };
      // W-ST3: status 0 greets only after its offline messages are shown.
      return a.status === UserStatus.OFFLINE ? next : greet(next, action.now);
    }
    case 'offlineLoaded': {
      // W-ST3
      const offline = action.messages.map(fromServer).sort(byTime);
      const shown = offline.length ? [notice(state, 'offline', action.now), ...offline] : [];
      return greet({ ...state, messages: mergeMessages(state.messages, shown, 'append') }, action.now);
    }
    case 'formSubmitted':
      // W-UF1: the greeting the form held back follows it.
      return state.entryForm ? greet({ ...state, entryForm: false }, action.now) : state;
    case 'cursorGone':
      // W-EV8: back through start; messages stay and dedupe absorbs what start brings again.
      return { ...state, phase: 'starting' };
  }
}
