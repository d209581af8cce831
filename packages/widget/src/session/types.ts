/** State and actions of the chat session machine. Rule ids (ST1, SE2, …) refer to ./SPEC.md. */
import type { ChannelInfo, ChatMessage, ChatStartAnswer, MsgStatus, UserStatus, VisitorEvent } from '@parley/protocol';

/** Boot phases of the screen: init data, chatStart, then the chat itself. */
export type Phase = 'channel' | 'starting' | 'ready' | 'failed';

/** Who answers the visitor (§3 connectStatus). */
export type Connect = 'robot' | 'manual';

/** §4 History loading; false when history is hidden for the channel (HI2). */
export type HistoryState = 'loadStart' | 'loading' | 'end' | false;

/** Session notices the widget writes itself; rendered as centred pills through i18n. */
export type NoticeKind =
  | 'offline'
  | 'connected'
  | 'chatOver'
  | 'userOver'
  | 'agentClosed'
  | 'newWindow'
  | 'visitorClosed'
  | 'recalled';

export interface Notice {
  kind: NoticeKind;
  /** Agent name for notices that mention one. */
  name?: string;
}

/**
 * A message on screen: the server's fields where known, plus a stable render key and a send status.
 * Local system notices carry `notice` and are translated when rendered.
 */
export interface UiMessage extends Partial<ChatMessage> {
  key: string;
  msgContent: string;
  msgType: number;
  senderType: number;
  /** As the server sent it (seconds or ms); toMillis() normalises it for display and ordering. */
  msgTime: number;
  status: MsgStatus;
  notice?: Notice;
}

/** 1 open, 0 closed (§3 chatStatus; falsy shows the re-chat bar). */
export type ChatStatus = 0 | 1;

export interface SessionState {
  phase: Phase;
  channelId: string;
  channel: ChannelInfo | null;
  userId: string;
  pollId: string;
  sessionId: number | null;
  /** The stored userId came back from chatStart: this visitor has a past (ST7). */
  resumed: boolean;
  connect: Connect;
  userStatus: UserStatus;
  chatStatus: ChatStatus;
  agentNick: string;
  agentTyping: boolean;
  /** Bumped on every typing event so only the newest timer clears the hint (EV5). */
  typingSeq: number;
  waitIndex: number;
  messages: UiMessage[];
  history: HistoryState;
  /** Event cursor (EV2). */
  lastEventId: number;
}

export type Action =
  | { type: 'channelRequested'; channelId: string }
  | { type: 'channelLoaded'; channel: ChannelInfo }
  | { type: 'bootFailed' }
  | { type: 'started'; answer: ChatStartAnswer; resumed: boolean; now: number }
  | { type: 'offlineLoaded'; messages: ChatMessage[]; now: number }
  | { type: 'sendStarted'; id: string; text: string; now: number }
  | { type: 'sendSucceeded'; id: string; message: ChatMessage }
  | { type: 'sendFailed'; id: string }
  | { type: 'sendRetried'; id: string }
  | { type: 'historyRequested' }
  | { type: 'historyLoaded'; messages: ChatMessage[]; pageSize: number }
  | { type: 'historyFailed' }
  | { type: 'eventsReceived'; events: VisitorEvent[]; lastEventId: number; now: number }
  | { type: 'agentTypingExpired'; seq: number }
  | { type: 'cursorGone' }
  | { type: 'visitorClosed'; now: number };
