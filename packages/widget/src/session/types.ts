/** State and actions of the chat session machine. Rule ids (W-ST1, W-SE2, …) refer to ./SPEC.md. */
import type {
  AdminCard,
  EvaluateConfig,
  ChannelGroup,
  ChannelInfo,
  ChatMessage,
  Faq,
  MsgStatus,
  RobotTip,
  UserStatus,
} from '@parley/protocol';
import type { AgentAction } from './reduceAgent';
import type { ConversationAction } from './reduceConversation';
import type { EventAction } from './reduceEvents';
import type { RatingAction } from './reduceRating';
import type { RobotAction } from './reduceRobot';
import type { StartAction } from './reduceStart';
import type { UploadAction } from './reduceUploads';

/** Boot phases of the screen: init data, chatStart, then the chat itself. */
export type Phase = 'channel' | 'starting' | 'ready' | 'failed';

/** Who answers the visitor (§3 connectStatus). */
export type Connect = 'robot' | 'manual';

/** §4 History loading; false when history is hidden for the channel (W-HI2). */
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
  | 'recalled'
  | 'noAgent'
  | 'queued'
  | 'transferFailed'
  | 'offHours'
  | 'transferring'
  /** W-RT9: no conversation to rate yet; after the consultation; already rated; thanks (§4 "Evaluate", §8). */
  | 'rateChatFirst'
  | 'rateAfterEnd'
  | 'rateAlready'
  | 'rateThanks'
  /** A text the tenant configured (adminOfflineMsg); shown as it is. */
  | 'channelText';

export interface Notice {
  kind: NoticeKind;
  /** Agent name for notices that mention one. */
  name?: string;
  /** The tenant's own wording, preferred over the built-in text when not blank (unWorkingMsg, userQueueMsg, …). */
  text?: string;
  /** Queue position of a 'queued' notice; replaces ## in `text` (W-TR4). */
  position?: number;
}

/** How a visitor message was sent: typed to the robot (robotAsk) or to a person (sendMsg). Retries reuse it. */
export interface AskVia {
  click?: number;
  docId?: string;
  /** A tapped answer button (W-RB9). */
  button?: string;
  nodeId?: string;
  itemId?: string;
  bindValue?: string;
  /** A flow's step (W-FW2, W-FW4): the flow's id. */
  bingCode?: string;
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
  /** Visitor messages asked of the robot; a retry asks again (W-RB3). */
  ask?: AskVia;
  /** The robot's typing dots while an answer is on its way (W-RB4). */
  thinking?: true;
  /** msgType 99: the FAQ menu the robot offers (W-FQ1). */
  faq?: Faq;
  /** A file the visitor sends (W-UP5): upload progress 0–100, its link once uploaded, a local preview meanwhile. */
  upload?: { progress: number; url?: string; preview?: string };
  /** W-RT11: the inline rating card offered after the end. */
  rateOffer?: RateOffer;
}

/** The rating popup's subject while it is open (W-RT1–W-RT8). */
export interface RatingOpen {
  target: 'robot' | 'agent';
  config: EvaluateConfig;
  adminNick: string;
  /** The agent invited it (1203). */
  invited: boolean;
  /** W-RT11: the star the visitor tapped on the inline offer, chosen when the popup opens. */
  star?: number;
}

/** W-RT11: the inline "how was it?" card after the end; `rated` once the rating went (with its star, if any). */
export interface RateOffer {
  target: 'robot' | 'agent';
  adminNick: string;
  stars: boolean;
  rated?: { star?: number | undefined };
}

/** Why isEvaluate said no (W-RT9). */
export type RatingRefusal = 'none' | 'notEnded' | 'rated';

/** 1 open, 0 closed (§3 chatStatus; falsy shows the re-chat bar). */
export type ChatStatus = 0 | 1;

export interface SessionState {
  phase: Phase;
  channelId: string;
  channel: ChannelInfo | null;
  userId: string;
  pollId: string;
  sessionId: number | null;
  /** The stored userId came back from chatStart: this visitor has a past (W-ST7). */
  resumed: boolean;
  connect: Connect;
  userStatus: UserStatus;
  chatStatus: ChatStatus;
  agentNick: string;
  agentTyping: boolean;
  /** Bumped on every typing event so only the newest timer clears the hint (W-EV5). */
  typingSeq: number;
  waitIndex: number;
  messages: UiMessage[];
  history: HistoryState;
  /** Event cursor (W-EV2). */
  lastEventId: number;
  /** The agent the visitor talks to; 1200 for the same agent again changes nothing (W-AG1). */
  agentId: string;
  /** getAdminCard's answer while at status 2 (W-AG6). */
  agentCard: AdminCard | null;
  /** A transferAgent call is on its way (W-TR1). */
  transferring: boolean;
  /** Groups to choose from when groupMode offers several (W-GR3); null when no picker is open. */
  groupPicker: ChannelGroup[] | null;
  /** robotAsk calls on their way; the typing dots show while any is (W-RB4). */
  asking: number;
  /** robotTips suggestions for the current draft (W-TP1). */
  tips: RobotTip[];
  /** Bumped when tips change, so only the newest hide timer clears them (W-TP3). */
  tipsSeq: number;
  /** Bumped to ask the list to scroll to the end (W-FQ3). */
  scrollSeq: number;
  /** W-UF1: the pre-chat form is open; the greeting and the receiveMode entry wait for it. */
  entryForm: boolean;
  /** The rating popup, while open (W-RT1). */
  rating: RatingOpen | null;
  /** W-LM1: tickets an agent answered or moved while this page was open (1210), for the "my messages" badge. */
  ticketNews: string[];
  /** W-ID9: the failed start was a channel for signed-in visitors only, refusing an anonymous one. */
  identityRequired: boolean;
  /** W-ST9: the workspace is suspended: chat is unavailable, nothing to retry. */
  unavailable: boolean;
  /** W-EV13: the newest visitor message the agent has read (1211); 0 before any. */
  agentReadMsgId: number;
}

/** What a transferAgent request is for: TR rules show notices only for a visitor's own request. */
export interface TransferOrigin {
  /** A resumed status 2/3 session asks again only to learn its agent (W-ST4): no notices, no welcome. */
  quiet: boolean;
}

/** Every action of the machine: each sub-reducer (./reduce.ts routes to them) declares its own. */
export type Action = StartAction | ConversationAction | UploadAction | EventAction | RobotAction | AgentAction | RatingAction;
