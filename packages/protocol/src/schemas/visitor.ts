import { z } from 'zod';
import { answerItemSchema, chatMessageSchema, referenceFileSchema, suggestItemSchema } from './message.js';
import { channelGroupSchema } from './channel.js';
import { EventCode } from '../enums.js';
import { callSignalSchema, callViewSchema } from './calls.js';
import { intLike, jsonBounded, jsonish, optMailbox, optText, userId } from './common.js';

/* Bodies and answers of the visitor calls (chat-session.md §7). Unknown extra keys are ignored. */

const idLike = z.union([z.string().max(64), z.number().int()]).transform(String);

export const channelInfoBody = z.object({ channelId: z.string().trim().min(1).max(64) });

export const chatStartBody = z.object({
  channelId: z.string().trim().min(1).max(64),
  pid: z.string().max(64).optional(),
  params: jsonish.optional(),
  userName: optText(100),
  userId: z.string().max(64).optional(),
  email: optMailbox,
  phone: optText(32),
  groupId: idLike.optional(),
  adminId: idLike.optional(),
  locale: z.string().max(16).optional(),
  fiyBookCode: optText(200),
  previousUrl: optText(2000),
  refer: optText(2000),
  /** A JWT from the tenant's backend vouching for the visitor (../identity.ts); forged or expired: 401. */
  identityToken: z.string().trim().min(1).max(4096).optional(),
});
export type ChatStartBody = z.input<typeof chatStartBody>;
export const chatStartAnswer = z.object({
  serverTime: z.number(),
  status: z.number().int(),
  userId: z.string(),
  tenantId: z.string(),
  pollId: z.string(),
  sessionId: z.number().int(),
  adminNick: z.string(),
  token: z.string(),
  /** When the token stops working (ms since epoch). */
  tokenExpiresAt: z.number(),
  /** The newest event id at start: a client that has none resumes from here. */
  lastEventId: z.number().int(),
  /** The visitor already submitted the pre-chat form: do not ask again. */
  userFormDone: z.boolean().default(false),
});
export type ChatStartAnswer = z.infer<typeof chatStartAnswer>;

export const userBody = z.object({ userId });
export const pollBody = z.object({ userId, pollId: z.string().max(64).optional() });

export const offlineMsgAnswer = z.object({ msgList: z.array(chatMessageSchema) });

export const sessionMsgBody = z.object({ userId, sessionId: intLike.optional() });
export const historyMsgBody = z.object({
  userId,
  maxTime: intLike.pipe(z.number().int().min(0)).default(0),
  pageSize: intLike.pipe(z.number().int().min(1).max(100)).default(20),
});
export const messageListAnswer = z.array(chatMessageSchema);

export const sendMsgBody = z.object({
  userId,
  msgContent: z
    .string()
    .max(10_000)
    .refine((s) => s.trim() !== '', 'msgContent must not be blank'),
  msgType: intLike.pipe(z.number().int().min(1).max(99)),
  fileName: optText(255),
  size: z.number().int().min(0).optional(),
  /** The client's local id; a repeated send with the same id returns the first message. */
  id: z.string().max(64).optional(),
});
export const sendMsgAnswer = chatMessageSchema;

export const robotAskBody = z.object({
  userId,
  question: z.string().max(2000).optional(),
  robotNo: z.string().max(64).optional(),
  docId: z.string().max(64).optional(),
  itemId: z.string().max(64).optional(),
  bingCode: z.string().max(200).optional(),
  bindValue: z.string().max(2000).optional(),
  click: intLike.pipe(z.number().int().min(0).max(2)).optional(),
  score: z.number().optional(),
  button: z.string().max(200).optional(),
  nodeId: z.string().max(64).optional(),
  customerToken: z.string().max(2000).optional(),
  customerParameters: jsonish.optional(),
  agentTime: z.number().optional(),
  agentAskContent: z.string().max(2000).optional(),
  id: z.string().max(64).optional(),
});
export const robotTipsBody = z.object({ userId, robotNo: z.string().max(64).optional(), question: z.string().max(500) });
export const robotTipSchema = z.object({ docId: z.string(), question: z.string(), highlight: z.string() });
export const robotTipsAnswer = z.array(robotTipSchema);

/**
 * robotAsk's answer: the reply fields of chat-session.md §3/§4, plus the stored visitor question
 * and robot reply messages (so history and the live view agree, and a retry can be matched).
 */
export const robotAskAnswer = z.object({
  status: z.number().int(),
  answerType: z.number().int(),
  docId: z.string(),
  docPattern: z.string(),
  showTransferBtn: z.boolean(),
  answers: z.array(answerItemSchema),
  suggestList: z.array(suggestItemSchema),
  referenceFile: z.array(referenceFileSchema),
  question: chatMessageSchema,
  reply: chatMessageSchema,
});
export type RobotAskAnswer = z.infer<typeof robotAskAnswer>;

export const transferAgentBody = z.object({ userId, groupId: idLike.optional(), adminId: idLike.optional() });
export const transferAgentAnswer = z.object({
  status: z.number().int(),
  adminId: z.string().optional(),
  adminNick: z.string().optional(),
  waitIndex: z.number().int().optional(),
  message: z.string().optional(),
});

export const channelGroupBody = z.object({ userId, channelId: z.string().max(64).optional() });
export const channelGroupAnswer = z.array(channelGroupSchema);

export const adminCardSchema = z.object({
  adminId: z.string(),
  adminNick: z.string(),
  adminFace: z.string(),
  adminCardSign: z.string(),
  adminCardTel: z.string(),
  adminCardMobile: z.string(),
  adminCardEmail: z.string(),
  adminCardQq: z.string(),
  adminCardWechat: z.string(),
});
export type AdminCard = z.infer<typeof adminCardSchema>;

export const sysMsgBody = z.object({
  userId,
  msgContent: z.string().min(1).max(2000),
  clientType: intLike.optional(),
});

export const eventMsgBody = z.object({
  userId,
  pollId: z.string().max(64).optional(),
  /** Our cursor: events after this id are answered. Absent means "from the newest". */
  lastEventId: intLike.pipe(z.number().int().min(0)).optional(),
  /** Hold the request up to this many ms when nothing is waiting (0 answers at once). */
  wait: intLike.pipe(z.number().int().min(0).max(25_000)).optional(),
});

const eventBase = { eventId: z.number().int(), createTime: z.number() };
export const visitorEventSchema = z.discriminatedUnion('code', [
  z.object({ ...eventBase, code: z.literal(EventCode.CONNECTED), adminId: z.string(), adminNick: z.string() }),
  z.object({ ...eventBase, code: z.literal(EventCode.AGENT_MESSAGE), message: chatMessageSchema }),
  z.object({ ...eventBase, code: z.literal(EventCode.CLOSED), outType: z.number().int(), message: z.string().optional() }),
  z.object({ ...eventBase, code: z.literal(EventCode.INVITE_EVALUATE) }),
  z.object({ ...eventBase, code: z.literal(EventCode.AGENT_TYPING) }),
  z.object({ ...eventBase, code: z.literal(EventCode.RECALL), msgId: z.number().int() }),
  z.object({ ...eventBase, code: z.literal(EventCode.QUEUE_POSITION), waitIndex: z.number().int() }),
  // 1207 "video agent id", and ours: what changed in a call (schemas/calls.ts), with the peer's signal when relayed.
  z.object({
    ...eventBase,
    code: z.literal(EventCode.VIDEO),
    adminId: z.string(),
    videoType: z.number().int().optional(),
    action: z.enum(['ring', 'accepted', 'ended', 'signal']).optional(),
    call: callViewSchema.optional(),
    signal: callSignalSchema.optional(),
  }),
  z.object({ ...eventBase, code: z.literal(EventCode.ERROR), message: z.string().optional() }),
  z.object({ ...eventBase, code: z.literal(EventCode.TICKET_UPDATED), woId: z.string(), woStatus: z.number().int(), preview: z.string() }),
  z.object({ ...eventBase, code: z.literal(EventCode.AGENT_READ), msgId: z.number().int() }),
]);
export type VisitorEvent = z.infer<typeof visitorEventSchema>;

export const eventMsgAnswer = z.object({
  status: z.number().int(),
  waitIndex: z.number().int(),
  msgList: z.array(visitorEventSchema),
  lastEventId: z.number().int(),
});
export type EventMsgAnswer = z.infer<typeof eventMsgAnswer>;

export const eventStreamTicketAnswer = z.object({ ticket: z.string(), expiresAt: z.number() });

export const msgCompleteBody = z.object({ userId, pollId: z.string().max(64).optional(), msgId: intLike.optional() });
export const typingBody = z.object({ userId, msgContent: z.string().max(10_000).default('') });

export const evaluateInfoBody = z.object({
  tenantId: z.string().max(64).optional(),
  channelId: z.string().max(64),
  userId: z.string().max(64).optional(),
});
export const evaluateBody = z.object({
  userId,
  evaluateRobotTag: z.string().max(500).optional(),
  evaluateRobotSolve: intLike.pipe(z.number().int().min(0).max(1)).optional(),
  evaluateRobotMode: intLike.optional(),
  evaluateRobotContent: z.string().max(64).optional(),
  evaluateAdminSolve: intLike.pipe(z.number().int().min(0).max(1)).optional(),
  evaluateAdminMode: intLike.optional(),
  evaluateAdminContent: z.string().max(64).optional(),
  evaluateAdminStar: intLike.pipe(z.number().int().min(1).max(5)).optional(),
  evaluateAdminTag: z.string().max(500).optional(),
});

export const commentDocBody = z.object({
  userId,
  docId: z.string().min(1).max(64),
  isUseful: intLike.pipe(z.number().int().min(0).max(1)),
  robotNo: z.string().max(64).optional(),
  sessionId: intLike.optional(),
  tenantId: z.string().max(64).optional(),
  msgId: intLike.optional(),
});

export const submitUserFormBody = z.object({
  userId,
  userName: optText(100),
  phone: optText(32),
  email: optMailbox,
  formParams: z.string().max(20_000).optional(),
});

export const resetInfoBody = z.object({
  userId,
  pollId: z.string().max(64).optional(),
  userName: optText(100),
  phone: optText(32),
  email: optMailbox,
  params: jsonish.optional(),
  locale: z.string().max(16).optional(),
});

export const uploadBase64Body = z.object({ userId, imgData: z.string().min(1).max(15_000_000) });
export const uploadAnswer = z.object({ url: z.string(), name: z.string(), suffix: z.string() });

export const robotDocBody = z.object({ userId: z.string().max(64).optional(), docId: z.string().min(1).max(64) });
/** commentDoc's answer: the vote that stands (the first one) and the answer message it belongs to. */
export const commentDocAnswer = z.object({
  msgId: z.number().int(),
  docId: z.string(),
  isUseful: z.number().int(),
  disabled: z.number().int(),
});

/** Ours: channelId, the visitor's channel, so the page wears its branding and links back to its chat (W-QD4). */
export const robotDocAnswer = z.object({ docQuestion: z.string(), docAnswer: z.string(), channelId: z.string().optional() });

export const updateSessionMsgBody = z.object({
  userId,
  msgId: intLike,
  operation: z.literal('updateMsg').optional(),
  docNode: z.string().max(20_000),
});

export const checkSensitiveBody = z.object({ userId, msgContent: z.string().max(10_000) });
/**
 * checkSensitive (S-SW3): whether a draft holds the tenant's sensitive words, which (comma-separated), what sending
 * it would do (mask, hold, block; '' when nothing matched) and the draft as the agent would read it masked.
 */
export const checkSensitiveAnswer = z.object({
  sensitiveFlag: z.number().int(),
  sensitiveWords: z.string(),
  sensitiveAction: z.enum(['', 'mask', 'hold', 'block']),
  msgTransContent: z.string(),
});

export const fromRequestBody = z.object({
  userId,
  msgId: intLike.optional(),
  url: z.string().max(2000),
  method: z.string().max(10).default('POST'),
  headers: jsonBounded(z.record(z.string().max(100), z.string().max(2000)), 20_000).optional(),
  contentType: z.string().max(100).optional(),
  requestBody: jsonBounded(z.record(z.string().max(100), z.unknown()), 100_000).default({}),
});
/** What the form's target answered: its HTTP status and body (JSON when it answered JSON, else text). */
export const fromRequestAnswer = z.object({ status: z.number().int(), body: z.unknown() });

export const eventStreamQuery = z.object({
  ticket: z.string().min(1).max(1024),
  lastEventId: intLike.pipe(z.number().int().min(0)).optional(),
});
