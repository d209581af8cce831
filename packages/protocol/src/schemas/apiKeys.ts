import { z } from 'zod';
import { TicketStatus, UserStatus } from '../enums.js';
import { API_SCOPES, type ApiScope } from '../apiKeys.js';
import { jsonBounded } from './common.js';
import { chatMessageSchema } from './message.js';
import { agentSendBody, conversationSummarySchema, visitorProfileSchema } from './console.js';
import { ticketReplyBody, ticketSummarySchema } from './ticketDesk.js';

/* Workspace API keys (ApiKeyAdminPath) and the REST API's queries, bodies and answers (RestPath), issue 32. */

export const apiScopeSchema = z.enum(API_SCOPES as [ApiScope, ...ApiScope[]]);

export const apiKeyCreateBody = z.object({
  name: z.string().trim().min(1, 'name: name the key').max(80),
  scopes: z
    .array(apiScopeSchema)
    .min(1, 'scopes: choose read, write or both')
    .max(2)
    .transform((s) => [...new Set(s)]),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateBody>;

/** A key as an admin sees it: never the key itself after creation. */
export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters (`pk_` and 8 more), to tell keys apart. */
  shown: z.string(),
  scopes: z.array(apiScopeSchema),
  createdAt: z.number(),
  /** Who created it: the key acts as this admin (messages and ticket records carry their name). */
  createdBy: z.object({ agentId: z.number().int(), nickname: z.string() }),
  /** Null: never used. Written at most once a minute. */
  lastUsedAt: z.number().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
/** The answer to creating a key: the only time `key` is answered. */
export const apiKeyCreatedSchema = z.object({ apiKey: apiKeySchema, key: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
export const apiKeyIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/* The REST API. Lists page by an opaque cursor: pass the answer's `nextCursor` back as `cursor`; null: no more. */

const cursor = z
  .string()
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor: pass nextCursor back as it came')
  .optional()
  .meta({ description: "The previous page's nextCursor." });
const millis = z.coerce.number().int().min(0).max(8.64e15);
const limit = (dflt: number) => z.coerce.number().int().min(1).max(100).default(dflt);

/** A comma-separated list of names from `names` ("agent,queued"). */
const csvOf = <T extends string>(names: readonly [T, ...T[]], field: string) =>
  z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(z.array(z.enum(names, { message: `${field}: one of ${names.join(', ')}` })).max(names.length));

/** A conversation's state by name: robot (1), agent (2, with an agent), queued (3), ended (0). */
export const ConversationStateName = {
  robot: UserStatus.ROBOT,
  agent: UserStatus.AGENT,
  queued: UserStatus.QUEUED,
  ended: UserStatus.OFFLINE,
} as const;
export type ConversationStateName = keyof typeof ConversationStateName;
const conversationStates = Object.keys(ConversationStateName) as [ConversationStateName, ...ConversationStateName[]];

export const restConversationsQuery = z.object({
  status: csvOf(conversationStates, 'status')
    .optional()
    .meta({ description: 'Comma-separated: robot, agent, queued, ended.', example: 'agent,queued' }),
  /** Started at or after (epoch ms). */
  from: millis.optional().meta({ description: 'Started at or after this time (epoch ms).', example: 1764288000000 }),
  /** Started before (epoch ms). */
  to: millis.optional().meta({ description: 'Started before this time (epoch ms).' }),
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .meta({ description: "Words in the visitor's name, e-mail, phone or userId, or in a message.", example: 'refund' }),
  cursor,
  limit: limit(30),
});

/** A page of a list, newest first; `nextCursor` null when there is no more. */
const page = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable() });
export const restConversationPageSchema = page(conversationSummarySchema);
export type RestConversationPage = z.infer<typeof restConversationPageSchema>;

export const restMessagesQuery = z.object({ cursor, limit: limit(50) });
/** A conversation's messages oldest first (internal notes included: keys read what agents read). */
export const restMessagePageSchema = page(chatMessageSchema);
export type RestMessagePage = z.infer<typeof restMessagePageSchema>;

/** An agent message (or an internal note) into a conversation: the console's send, as the key's owner. */
export const restSendBody = agentSendBody.omit({ fileName: true, size: true }).meta({
  example: { msgContent: 'Your refund was sent today.', clientId: 'crm-7f3a', inside: false },
});

const ticketStates = ['0', '1', '2', '3', '5', '99'] as const;
export const restTicketsQuery = z.object({
  status: csvOf(ticketStates, 'status')
    .transform((s) => s.map(Number))
    .optional()
    .meta({
      description: 'Comma-separated ticket statuses: 0 new, 1 accepted, 2 waiting, 3 resolved, 5 ended, 99 closed.',
      example: '0,1',
    }),
  assignee: z
    .string()
    .max(20)
    .regex(/^(none|\d{1,15})$/, 'assignee: none or an agent id')
    .optional(),
  from: millis.optional().meta({ description: 'Created at or after this time (epoch ms).' }),
  to: millis.optional().meta({ description: 'Created before this time (epoch ms).' }),
  q: z.string().trim().min(1).max(200).optional().meta({ description: "Words in the title, content or customer's name or e-mail." }),
  cursor,
  limit: limit(30),
});
export const restTicketPageSchema = page(ticketSummarySchema);
export type RestTicketPage = z.infer<typeof restTicketPageSchema>;

/** A ticket for one of the workspace's visitors (their userId), of a ticket type (default: their channel's). */
export const restTicketCreateBody = z
  .object({
    userId: z.string().trim().min(1, 'userId is required').max(64),
    typeId: z.string().trim().min(1).max(64).optional(),
    title: z.string().trim().max(200).default(''),
    content: z.string().trim().min(1, 'content is required').max(20_000),
    /** Answers to the type's fields by fieldId (text; options by name). */
    customFields: jsonBounded(z.record(z.string().max(64), z.union([z.string().max(5000), z.number()])), 50_000).default({}),
  })
  .meta({
    example: {
      userId: 'u_3f9a',
      title: 'Parcel never arrived',
      content: 'Order A-1041, shipped 3 May.',
      customFields: { order: 'A-1041' },
    },
  });

/** A public reply (the customer is told) or an internal note, and optionally the status to leave the ticket in. */
export const restTicketReplyBody = ticketReplyBody.omit({ files: true }).meta({
  example: { content: 'We sent a replacement today.', internal: false, status: TicketStatus.WAITING_REPLY },
});

/** A visitor as the API reads them: contact fields, custom fields (`params`), and the pre-chat form's answers. */
export const restVisitorSchema = visitorProfileSchema;
export type RestVisitor = z.infer<typeof restVisitorSchema>;

const customValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);
/** Only the fields sent change; '' clears a contact field; a custom field set to null is removed. */
export const restVisitorUpdateBody = z
  .object({
    name: z.string().trim().max(64).optional(),
    email: z.string().trim().max(254).optional(),
    phone: z.string().trim().max(32).optional(),
    customFields: jsonBounded(
      z
        .record(z.string().trim().min(1).max(64), customValue)
        .refine((f) => Object.keys(f).length <= 50, 'customFields: at most 50 at a time'),
      110_000,
    ).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'body: name, email, phone or customFields is required')
  .meta({ example: { email: 'ana@example.com', customFields: { plan: 'gold', crmId: 4471, trial: null } } });

/** Everything the workspace has with a visitor: conversations and tickets, newest first (at most 100 of each). */
export const restVisitorHistorySchema = z.object({
  conversations: z.array(conversationSummarySchema),
  tickets: z.array(ticketSummarySchema),
});
export type RestVisitorHistory = z.infer<typeof restVisitorHistorySchema>;

export const restSessionParams = z.object({ sessionId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const restTicketParams = z.object({ woId: z.string().regex(/^\d{1,15}$/, 'woId: a ticket number') });
export const restVisitorParams = z.object({ userId: z.string().min(1).max(64) });
