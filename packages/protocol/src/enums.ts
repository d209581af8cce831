/** Enumerations of the widget contract (chat-session.md §3, leave-messages-work-orders.md §3). */

export const MsgType = {
  TEXT: 1,
  IMAGE: 2,
  CARD: 3,
  FILE: 4,
  AUDIO: 5,
  VIDEO: 6,
  GOODS: 7,
  ORDER: 8,
  RICH_LINK: 9,
  FORM: 11,
  HTML: 12,
  /** Ours: a call record (extra.call is the CallView; issue 16). */
  CALL: 13,
  FAQ_MENU: 99,
} as const;
export type MsgType = (typeof MsgType)[keyof typeof MsgType];
/** Client-only message kinds that never travel to the server. */
export const ClientMsgType = { ANIMATION: 'animation', CARD: 'card' } as const;
export type ClientMsgType = (typeof ClientMsgType)[keyof typeof ClientMsgType];

export const SenderType = { VISITOR: 1, AGENT: 2, ROBOT: 3, SYSTEM: 4 } as const;
export type SenderType = (typeof SenderType)[keyof typeof SenderType];

/** The visitor's session status as the server reports it. */
export const UserStatus = { OFFLINE: 0, ROBOT: 1, AGENT: 2, QUEUED: 3 } as const;
export type UserStatus = (typeof UserStatus)[keyof typeof UserStatus];

/** Durable events a visitor receives (getEventMsg / eventStream). 1206 is ours: queue position. */
export const EventCode = {
  CONNECTED: 1200,
  AGENT_MESSAGE: 1201,
  CLOSED: 1202,
  INVITE_EVALUATE: 1203,
  AGENT_TYPING: 1204,
  RECALL: 1205,
  QUEUE_POSITION: 1206,
  VIDEO: 1207,
  ERROR: 1208,
  /** Ours: an agent answered one of the visitor's tickets or changed its status ("my messages" badge). */
  TICKET_UPDATED: 1210,
  /** Ours: the conversation's agent has read the visitor's messages up to msgId ("Seen" in the widget). */
  AGENT_READ: 1211,
} as const;
export type EventCode = (typeof EventCode)[keyof typeof EventCode];

/** Why a session closed (event 1202). Any other value reads as "chat over". */
export const OutType = { CHAT_OVER: 0, USER_OVER: 1, AGENT_CLOSED: 2, NEW_WINDOW: 3 } as const;
export type OutType = (typeof OutType)[keyof typeof OutType];

export const MenuType = {
  SEND_TEXT: 0,
  TRANSFER: 1,
  CLOSE: 3,
  EVALUATE: 4,
  LEAVE_MESSAGE: 5,
  OPEN_LINK: 6,
  CANNED_ANSWER: 7,
} as const;
export type MenuType = (typeof MenuType)[keyof typeof MenuType];

export const FieldType = {
  TEXT: 1,
  TEXTAREA: 2,
  DATE: 3,
  DATETIME: 4,
  NUMBER: 5,
  SELECT: 6,
  RADIO: 7,
  CHECKBOX: 8,
  CASCADER: 9,
} as const;
export type FieldType = (typeof FieldType)[keyof typeof FieldType];

export const ReceiveMode = { ROBOT: 0, AGENT_FIRST: 1, ROBOT_ALT: 2, FORCE_AGENT: 3 } as const;
export type ReceiveMode = (typeof ReceiveMode)[keyof typeof ReceiveMode];

/** transferAgent result status (chat-session.md §4). */
export const TransferStatus = { NO_AGENT: 1, CONNECTED: 2, QUEUED: 3, FAILED: 4, OFF_HOURS: 5 } as const;
export type TransferStatus = (typeof TransferStatus)[keyof typeof TransferStatus];

/** Robot reply status: 0 reload, -1 hand over to a human, 1 answer shown. */
export const RobotReplyStatus = { RELOAD: 0, TRANSFER: -1, OK: 1 } as const;
export type RobotReplyStatus = (typeof RobotReplyStatus)[keyof typeof RobotReplyStatus];

/** Robot answer type: 0 unknown, 1 confident answer, 2 clarify list. */
export const AnswerType = { UNKNOWN: 0, ANSWER: 1, CLARIFY: 2 } as const;
export type AnswerType = (typeof AnswerType)[keyof typeof AnswerType];

export const ReplySource = {
  TEXT_REPLY: 'TEXT_REPLY',
  CARD: 'CARD',
  FAQ: 'FAQ',
  LARGE_MODEL_REPLY: 'LARGE_MODEL_REPLY',
  FROM_REPLY: 'FROM_REPLY',
  AGENT_REPLY: 'AGENT_REPLY',
  BUTTONS: 'BUTTONS',
  END: 'END',
} as const;
export type ReplySource = (typeof ReplySource)[keyof typeof ReplySource];

/** The instruction a robot answer carries to hand the visitor to a human. */
export const TO_CUSTOMER_SERVICE = 'system_toCustomerService';

/** Feedback flag on a robot answer: 0 liked, 1 disliked, 2 hidden; absent means not voted. */
export const DocFeedback = { LIKED: 0, DISLIKED: 1, HIDDEN: 2 } as const;
export type DocFeedback = (typeof DocFeedback)[keyof typeof DocFeedback];

export const MsgStatus = { LOADING: 'loading', SUCCESS: 'success', FAILED: 'failed' } as const;
export type MsgStatus = (typeof MsgStatus)[keyof typeof MsgStatus];

export const TicketStatus = {
  NOT_ACCEPTED: 0,
  ACCEPTED: 1,
  WAITING_REPLY: 2,
  RESOLVED: 3,
  ENDED: 5,
  CLOSED: 99,
} as const;
export type TicketStatus = (typeof TicketStatus)[keyof typeof TicketStatus];

/** handleType: 1 public reply, 2 customer reply, anything else internal. */
export const HandleType = { PUBLIC_REPLY: 1, CUSTOMER_REPLY: 2, INTERNAL: 3 } as const;
export type HandleType = (typeof HandleType)[keyof typeof HandleType];

export const TicketPriority = { LOW: 0, NORMAL: 1, WARNING: 2, DANGER: 3 } as const;
export type TicketPriority = (typeof TicketPriority)[keyof typeof TicketPriority];

export const LeaveMsgType = { SIMPLE: 1, WORK_ORDER: 2 } as const;
export type LeaveMsgType = (typeof LeaveMsgType)[keyof typeof LeaveMsgType];

/** msgState of a simple leave message: 1 handled, anything else unhandled. */
export const LeaveMsgState = { UNHANDLED: 0, HANDLED: 1 } as const;
export type LeaveMsgState = (typeof LeaveMsgState)[keyof typeof LeaveMsgState];

/** robotAsk click: 1 menu or suggestion, 2 typed suggestion. */
export const AskClick = { MENU: 1, TYPED_SUGGESTION: 2 } as const;
export type AskClick = (typeof AskClick)[keyof typeof AskClick];

/** FAQ showType: 1 question list, 2 groups. */
export const FaqShowType = { LIST: 1, GROUPS: 2 } as const;
export type FaqShowType = (typeof FaqShowType)[keyof typeof FaqShowType];

export const AgentRole = { AGENT: 'agent', ADMIN: 'admin' } as const;
export type AgentRole = (typeof AgentRole)[keyof typeof AgentRole];

export const Presence = { ONLINE: 'online', BUSY: 'busy', OFFLINE: 'offline' } as const;
export type Presence = (typeof Presence)[keyof typeof Presence];

export const SessionStatus = UserStatus;

export const LOCALES = [
  'zh',
  'en',
  'vi',
  'th',
  'ar',
  'bn',
  'de',
  'es',
  'fa',
  'fil',
  'fr',
  'ja',
  'km',
  'lo',
  'ko',
  'ms',
  'my',
  'nl',
  'pl',
  'pt',
  'ru',
  'tr',
  'tw',
  'zu',
] as const;
export type Locale = (typeof LOCALES)[number];

/** Values of a const object, as a non-empty tuple for z.enum-like checks. */
export function valuesOf<T extends Record<string, string | number>>(o: T): T[keyof T][] {
  return Object.values(o) as T[keyof T][];
}

/** Sensitive words (S-SW1): how a list's words match, and what a match does (mask for the reader, hold, block). */
export const SENSITIVE_MATCH_MODES = ['exact', 'fuzzy'] as const;
export type SensitiveMatchMode = (typeof SENSITIVE_MATCH_MODES)[number];
export const SENSITIVE_ACTIONS = ['mask', 'hold', 'block'] as const;
export type SensitiveAction = (typeof SENSITIVE_ACTIONS)[number];

/**
 * How a channel checks phone numbers. 'intl' (the default): any country's number written with its country code
 * (+49 30 1234567), checked against libphonenumber's numbering plans, or a local number (6 to 15 digits, spaces,
 * dashes and brackets allowed) since without a country code no plan applies; 'cn': the spec's mainland mobile
 * rule; 'e164': a plus and 7 to 15 digits, nothing more.
 */
export const PHONE_RULES = ['intl', 'cn', 'e164'] as const;
export type PhoneRule = (typeof PHONE_RULES)[number];
export const DEFAULT_PHONE_RULE: PhoneRule = 'intl';
