import { z } from 'zod';
import { FieldType, TicketPriority, TicketStatus } from '../enums.js';
import { woFileSchema } from './tickets.js';
import { jsonBounded, optClientId } from './common.js';

/* The agents' side of leave messages and tickets (ours: the spec shows the visitor's side only). */

export const TicketDeskPath = {
  /** GET ticketListQuery → ticketPageSchema. */
  tickets: '/api/console/tickets',
  /** GET → ticketDetailSchema; POST ticketUpdateBody (status, priority, assignee) → ticketDetailSchema. */
  ticket: (woId: string | number) => `/api/console/tickets/${woId}`,
  /** POST ticketReplyBody: a public reply or an internal note → ticketDetailSchema. */
  reply: (woId: string | number) => `/api/console/tickets/${woId}/reply`,
  /** POST: every link sent for this ticket stops working (new ones are sent with the next reply). */
  revokeLinks: (woId: string | number) => `/api/console/tickets/${woId}/revokeLinks`,
  /** POST multipart (one file) for a ticket reply → {url, name, suffix}. */
  upload: (woId: string | number) => `/api/console/tickets/${woId}/upload`,
  /** GET → cardFormSchema[]: the workspace's card forms, for an agent's "Send card". */
  cardForms: '/api/console/cardForms',
  /** GET → ticketViewSchema[]; POST ticketViewBody → ticketViewSchema. The signed-in agent's saved views. */
  views: '/api/console/ticketViews',
  /** DELETE one saved view. */
  view: (id: number | string) => `/api/console/ticketViews/${id}`,
  /** GET leaveMessagesQuery → agentLeaveMessageSchema[]. */
  leaveMessages: '/api/console/leaveMessages',
  /** POST leaveMessageHandleBody: mark handled with a remark. */
  handleLeaveMessage: (id: number | string) => `/api/console/leaveMessages/${id}/handle`,
  /** Admin. GET → ticketTemplateSchema[]; POST ticketTemplateBody → ticketTemplateSchema (a new template). */
  templates: '/api/admin/ticketTemplates',
  /** Admin. GET one; POST ticketTemplateBody replaces it; DELETE removes it (its tickets keep their copy of the fields). */
  template: (templateId: string) => `/api/admin/ticketTemplates/${encodeURIComponent(templateId)}`,
  /** Admin. GET: whether the channel has an SMTP password; POST {password} sets it ('' removes). Never answers it. */
  mailPassword: (channelId: string) => `/api/admin/channels/${channelId}/mailPassword`,
} as const;

/** A comma-separated list of small integers in a query string ("0,1,2"). */
const csvInts = (max: number) =>
  z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter((x) => x !== ''),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^\d{1,3}$/, 'a number')
            .transform(Number)
            .pipe(z.number().int().max(max)),
        )
        .max(20),
    );

export const ticketListQuery = z.object({
  status: csvInts(99).optional(),
  priority: csvInts(3).optional(),
  typeId: z.string().max(64).optional(),
  /** 'me', 'none', or an agent id. */
  assignee: z
    .string()
    .max(20)
    .regex(/^(me|none|\d+)$/, 'assignee: me, none or an agent id')
    .optional(),
  groupId: z.string().max(64).optional(),
  overdue: z.enum(['0', '1']).optional(),
  from: z.coerce.number().int().min(0).max(8.64e15).optional(),
  to: z.coerce.number().int().min(0).max(8.64e15).optional(),
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;

export const slaStateSchema = z.object({
  targetMinutes: z.number().int(),
  elapsedMs: z.number(),
  remainingMs: z.number(),
  breached: z.boolean(),
  paused: z.boolean(),
});
export type SlaStateView = z.infer<typeof slaStateSchema>;

export const ticketSummarySchema = z.object({
  woId: z.string(),
  title: z.string(),
  status: z.number().int(),
  priority: z.number().int(),
  typeId: z.string(),
  typeName: z.string(),
  channelId: z.string(),
  customer: z.object({ userId: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  assignee: z.object({ agentId: z.number().int(), nickname: z.string() }).nullable(),
  groupId: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
  /** First response: met once an agent replies publicly. Resolution: met once resolved. Null: no target. */
  sla: z.object({ firstResponse: slaStateSchema.nullable(), resolution: slaStateSchema.nullable() }),
  overdue: z.boolean(),
  /** The customer wrote last: the ticket waits for an agent. */
  awaitingAgent: z.boolean(),
  lastPreview: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketPageSchema = z.object({
  items: z.array(ticketSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TicketPage = z.infer<typeof ticketPageSchema>;

export const ticketHandleSchema = z.object({
  id: z.number().int(),
  handleType: z.number().int(),
  /** The status the ticket had after this record. */
  handleWoStatus: z.number().int(),
  content: z.string(),
  files: z.array(woFileSchema),
  author: z.enum(['customer', 'agent', 'system']),
  authorName: z.string(),
  agentId: z.number().int().nullable(),
  time: z.number(),
});
export type TicketHandle = z.infer<typeof ticketHandleSchema>;

export const ticketDetailSchema = ticketSummarySchema.extend({
  content: z.string(),
  files: z.array(woFileSchema),
  customFields: z.array(z.object({ fieldId: z.string(), fieldName: z.string(), fieldValue: z.string() })),
  handles: z.array(ticketHandleSchema),
  rating: z.object({ star: z.number().int(), comment: z.string(), time: z.number() }).nullable(),
  visitorSessionId: z.number().int().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const ticketReplyBody = z.object({
  content: z.string().trim().min(1, 'content: write a reply').max(20_000),
  files: z.array(woFileSchema).max(10).default([]),
  /** An internal note: agents only, never in any answer to the visitor. */
  internal: z.boolean().default(false),
  /** The status to leave the ticket in (e.g. reply and wait for the customer, or reply and resolve). */
  status: z.union([z.literal(TicketStatus.ACCEPTED), z.literal(TicketStatus.WAITING_REPLY), z.literal(TicketStatus.RESOLVED)]).optional(),
  /** S-HD7: a resend with the same id adds no second reply or note. */
  clientId: optClientId,
});
export const ticketUpdateBody = z
  .object({
    status: z
      .union([
        z.literal(TicketStatus.ACCEPTED),
        z.literal(TicketStatus.WAITING_REPLY),
        z.literal(TicketStatus.RESOLVED),
        z.literal(TicketStatus.ENDED),
        z.literal(TicketStatus.CLOSED),
      ])
      .optional(),
    priority: z.number().int().min(TicketPriority.LOW).max(TicketPriority.DANGER).optional(),
    assigneeAgentId: z.number().int().positive().nullable().optional(),
    assigneeGroupId: z.string().max(64).nullable().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'body: nothing to change' });

export const ticketViewSchema = z.object({ id: z.number().int(), name: z.string(), filters: z.record(z.string(), z.string()) });
export type TicketView = z.infer<typeof ticketViewSchema>;
export const ticketViewBody = z.object({
  name: z.string().trim().min(1, 'name: name the view').max(60),
  filters: jsonBounded(
    z.record(z.string().max(20), z.string().max(200)).refine((f) => Object.keys(f).length <= 12, 'filters: too many'),
    4000,
  ),
});

export const leaveMessagesQuery = z.object({
  state: z.enum(['all', 'handled', 'unhandled']).default('unhandled'),
  channelId: z.string().max(64).optional(),
});
export const agentLeaveMessageSchema = z.object({
  id: z.number().int(),
  channelId: z.string(),
  userId: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  msgContent: z.string(),
  createTime: z.number(),
  updateTime: z.number().nullable(),
  updateUserName: z.string(),
  msgState: z.number().int(),
  msgDesc: z.string(),
});
export type AgentLeaveMessage = z.infer<typeof agentLeaveMessageSchema>;
export const leaveMessageHandleBody = z.object({ remark: z.string().trim().max(1000).default('') });

/** A template field as the admin edits it; fieldValue holds the options of types 6–9 as JSON text ([{id, name, children?}]). */
export const templateFieldDefSchema = z.object({
  fieldId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'fieldId: letters, digits, _ and -'),
  fieldName: z.string().trim().min(1, 'fieldName: name the field').max(100),
  fieldType: z.number().int().min(FieldType.TEXT).max(FieldType.CASCADER),
  fieldValue: z.string().max(50_000).default(''),
  requiredStatus: z.union([z.literal(0), z.literal(1)]).default(0),
});
export const ticketTemplateKind = z.enum(['type', 'card']);
export const ticketTemplateBody = z.object({
  name: z.string().trim().min(1, 'name: name the template').max(100),
  /** 'type': a ticket type (leave messages name it in leaveMsgWoType); 'card': a card form sent in chat. */
  kind: ticketTemplateKind,
  fields: z.array(templateFieldDefSchema).max(50).default([]),
  /** Service-level targets in working minutes (the channel's working hours); 0: none. */
  firstResponseMinutes: z.number().int().min(0).max(525_600).default(0),
  resolutionMinutes: z.number().int().min(0).max(525_600).default(0),
});
export const ticketTemplateSchema = ticketTemplateBody.extend({ templateId: z.string(), updatedAt: z.number() });
export type TicketTemplate = z.infer<typeof ticketTemplateSchema>;

/** A card form as an agent picks it to send in a chat. */
export const cardFormSchema = z.object({ templateId: z.string(), name: z.string() });
export type CardForm = z.infer<typeof cardFormSchema>;

/** Per channel (server-only setting): e-mail to customers when an agent replies publicly to their ticket. */
export const ticketMailSchema = z.object({
  enabled: z.boolean().default(false),
  host: z.string().trim().max(253).default(''),
  port: z.number().int().min(1).max(65_535).default(587),
  /** true: TLS from the start (465); false: STARTTLS when offered. */
  secure: z.boolean().default(false),
  user: z.string().max(254).default(''),
  from: z.string().trim().max(254).default(''),
  /** The widget's public address for ticket links, e.g. https://chat.example.com (blank: the request's own origin). */
  publicUrl: z.union([z.literal(''), z.string().trim().max(300).pipe(z.url())]).default(''),
});
export type TicketMail = z.infer<typeof ticketMailSchema>;
export const mailPasswordBody = z.object({ password: z.string().max(500) });
export const mailPasswordStatusSchema = z.object({ passwordSet: z.boolean() });
