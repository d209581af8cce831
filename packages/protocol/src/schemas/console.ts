import { z } from 'zod';
import { chatMessageSchema } from './message.js';
import { agentLeaveMessageSchema, ticketSummarySchema } from './ticketDesk.js';
import { callSignalSchema, callViewSchema } from './calls.js';
import { optMailbox } from './common.js';

/* The bodies and answers of the agent console's calls and the admin's (paths in consolePaths.ts): ours. */

export const presenceSchema = z.enum(['online', 'busy', 'offline']);
export type PresenceValue = z.infer<typeof presenceSchema>;

export const loginBody = z.object({
  email: z.string().max(254).trim().toLowerCase().pipe(z.email()),
  password: z.string().min(1).max(200),
  /** The workspace to sign in to; needed only when the e-mail and password open accounts in several (409 lists them). */
  tenantId: z.string().trim().min(1).max(64).optional(),
  /** The authenticator app's code or a recovery code, when the account has two-factor sign-in (401 twoFactorNeeded asks). */
  code: z.string().trim().min(1).max(20).optional(),
});
/** The 409 of a sign-in whose e-mail and password open accounts in several workspaces: choose one and send its tenantId. */
export const workspaceChoiceSchema = z.object({ workspaces: z.array(z.object({ tenantId: z.string(), tenantName: z.string() })) });
export type WorkspaceChoice = z.infer<typeof workspaceChoiceSchema>;

export const agentProfileSchema = z.object({
  agentId: z.number().int(),
  tenantId: z.string(),
  tenantName: z.string(),
  /** The workspace's logo (S-WB6), shown in the console's header; '' for none. */
  tenantLogo: z.string().default(''),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['agent', 'admin']),
  presence: presenceSchema.default('offline'),
  capacity: z.number().int().default(5),
  /** An operator of the server (OPERATOR_EMAILS or `--operator`): the console shows the operator page. */
  operator: z.boolean().default(false),
  /** The workspace requires two-factor sign-in and this agent has none yet: the console leads them to set it up. */
  twoFactorSetupRequired: z.boolean().default(false),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

export const AGENT_SESSION_COOKIE = 'parley_session';
export const AGENT_SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
/** An agent whose console has sent nothing (stream or call) for this long is shown offline. */
export const AGENT_GONE_AFTER_MS = 90_000;

export const presenceBody = z.object({ presence: presenceSchema });

/** What agents see of a visitor (the console's visitor panel). */
export const visitorProfileSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  params: z.record(z.string(), z.unknown()),
  formParams: z.record(z.string(), z.unknown()),
  locale: z.string(),
  userAgent: z.string(),
  pageUrl: z.string(),
  refer: z.string(),
  firstSeenAt: z.number(),
  lastSeenAt: z.number(),
  previousSessions: z.number().int(),
});
export type VisitorProfile = z.infer<typeof visitorProfileSchema>;

export const conversationSummarySchema = z.object({
  sessionId: z.number().int(),
  channelId: z.string(),
  /** UserStatus: 1 robot, 2 with an agent, 3 queued, 0 ended. */
  status: z.number().int(),
  agentId: z.number().int().nullable(),
  agentNick: z.string(),
  groupId: z.string().nullable(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  /** When the visitor entered the queue (status 3). */
  queuedAt: z.number().nullable(),
  visitor: z.object({ userId: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  lastMessage: chatMessageSchema.nullable(),
  /** Visitor messages the assigned agent has not read. */
  unread: z.number().int(),
  /** The highest message id the visitor has seen (read mark shown to the agent). */
  visitorReadMsgId: z.number().int(),
  /** Visitor rating, once given. */
  rating: z
    .object({
      star: z.number().int().nullable(),
      solved: z.number().int().nullable(),
      comment: z.string(),
      tags: z.array(z.string()).default([]),
    })
    .nullable(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({ visitorProfile: visitorProfileSchema });
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const queueEntrySchema = conversationSummarySchema.extend({ position: z.number().int() });
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const conversationsQuery = z.object({
  status: z.enum(['active', 'closed', 'all']).default('active'),
  /** Search by visitor name, e-mail, phone or userId. */
  q: z.string().trim().max(100).optional(),
  /** Paging: sessions with id below this. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const messagesQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const sessionIdParams = z.object({ sessionId: z.coerce.number().int().positive() });
export const msgIdParams = z.object({ msgId: z.coerce.number().int().positive() });

export const agentSendBody = z.object({
  msgContent: z
    .string()
    .max(10_000)
    .refine((s) => s.trim() !== '', 'msgContent must not be blank'),
  msgType: z.number().int().min(1).max(99).default(1),
  /** The console's local id; a retried send with the same id answers the first message. */
  clientId: z.string().trim().min(1).max(64).optional(),
  /** An internal note: agents see it, the visitor never does. */
  inside: z.boolean().default(false),
  fileName: z.string().max(255).optional(),
  size: z.number().int().min(0).optional(),
});

/** Only the fields sent change; '' clears one. Phones are free-form here: agents type what the visitor tells them. */
export const visitorUpdateBody = z
  .object({
    name: z.string().trim().max(64).optional(),
    email: optMailbox,
    phone: z.string().trim().max(32).optional(),
  })
  .refine((b) => b.name !== undefined || b.email !== undefined || b.phone !== undefined, 'name, email or phone is required');
export type VisitorUpdate = z.infer<typeof visitorUpdateBody>;

export const acceptBody = z.object({ sessionId: z.number().int().positive() });
export const transferBody = z
  .object({ agentId: z.number().int().positive().optional(), groupId: z.string().max(64).optional() })
  .refine((b) => b.agentId !== undefined || b.groupId !== undefined, 'agentId or groupId is required');
export const agentTypingBody = z.object({ typing: z.boolean().default(true) });
export const readBody = z.object({ msgId: z.number().int().positive() });

export const agentSummarySchema = z.object({
  agentId: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['agent', 'admin']),
  presence: presenceSchema,
  capacity: z.number().int(),
  load: z.number().int(),
  groupIds: z.array(z.string()),
  /** Average agent star rating and how many ratings it is over (null with none). */
  ratingAverage: z.number().nullable().default(null),
  ratingCount: z.number().int().default(0),
});
export type AgentSummary = z.infer<typeof agentSummarySchema>;

export const groupSchema = z.object({ groupId: z.string(), groupName: z.string(), agentIds: z.array(z.number().int()) });
export type Group = z.infer<typeof groupSchema>;

/** What the agent stream (SSE) sends. The console refetches lists on (re)connect; these keep it live. */
export const agentStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), agentId: z.number().int() }),
  z.object({ type: z.literal('queueChanged') }),
  z.object({ type: z.literal('conversationChanged'), conversation: conversationSummarySchema }),
  z.object({ type: z.literal('message'), sessionId: z.number().int(), message: chatMessageSchema }),
  z.object({ type: z.literal('messageRecalled'), sessionId: z.number().int(), msgId: z.number().int() }),
  z.object({ type: z.literal('visitorTyping'), sessionId: z.number().int(), draft: z.string() }),
  z.object({ type: z.literal('visitorRead'), sessionId: z.number().int(), msgId: z.number().int() }),
  z.object({ type: z.literal('visitorLeft'), sessionId: z.number().int() }),
  z.object({ type: z.literal('presence'), agentId: z.number().int(), presence: presenceSchema }),
  /** created: a new ticket; customerReply: the customer wrote; updated: an agent changed or answered it. */
  z.object({ type: z.literal('ticketChanged'), reason: z.enum(['created', 'customerReply', 'updated']), ticket: ticketSummarySchema }),
  z.object({ type: z.literal('leaveMessage'), leaveMessage: agentLeaveMessageSchema }),
  /** A call changed (schemas/calls.ts); a signal is for the call's agent only, whose console filters on agentId. */
  z.object({
    type: z.literal('call'),
    action: z.enum(['ring', 'accepted', 'ended', 'signal']),
    call: callViewSchema,
    signal: callSignalSchema.optional(),
  }),
]);
export type AgentStreamEvent = z.infer<typeof agentStreamEventSchema>;

/* Admin: agents, groups, channels, working hours. */

export const cardFieldsSchema = z.object({
  adminCardTel: z.string().max(50).default(''),
  adminCardMobile: z.string().max(50).default(''),
  adminCardEmail: z.string().max(254).default(''),
  adminCardQq: z.string().max(50).default(''),
  adminCardWechat: z.string().max(50).default(''),
});

export const agentUpsertBody = z.object({
  email: z.string().max(254).trim().toLowerCase().pipe(z.email()),
  password: z.string().min(8).max(200).optional(),
  nickname: z.string().trim().min(1).max(64),
  avatar: z.string().max(2000).default(''),
  signature: z.string().max(200).default(''),
  role: z.enum(['agent', 'admin']).default('agent'),
  capacity: z.number().int().min(1).max(100).default(5),
  card: cardFieldsSchema.default({ adminCardTel: '', adminCardMobile: '', adminCardEmail: '', adminCardQq: '', adminCardWechat: '' }),
  groupIds: z.array(z.string().max(64)).max(500).default([]),
});

export const groupUpsertBody = z.object({
  groupName: z.string().trim().min(1).max(100),
  agentIds: z.array(z.number().int().positive()).max(5000).default([]),
});

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm');
/** Weekly schedule: for each day 0 (Sunday) to 6, open intervals; holidays are whole closed dates (yyyy-MM-dd). */
export const workingHoursSchema = z.object({
  enabled: z.boolean().default(false),
  timeZone: z.string().max(64).default('UTC'),
  week: z
    .array(z.array(z.object({ from: hhmm, to: hhmm })))
    .length(7)
    .default([[], [], [], [], [], [], []]),
  holidays: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/)).default([]),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;
