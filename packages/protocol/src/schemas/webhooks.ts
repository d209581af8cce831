import { z } from 'zod';

/*
 * Outgoing webhooks (issue 32 item 2): an admin subscribes a URL to events; each event is a signed JSON body sent by
 * the durable job queue (Stripe's scheme: `Parley-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`).
 */

/** The events a subscription can ask for. */
export const WebhookEvent = {
  CONVERSATION_CREATED: 'conversation.created',
  CONVERSATION_ASSIGNED: 'conversation.assigned',
  CONVERSATION_CLOSED: 'conversation.closed',
  MESSAGE_CREATED: 'message.created',
  RATING_CREATED: 'rating.created',
  TICKET_CREATED: 'ticket.created',
  TICKET_UPDATED: 'ticket.updated',
  LEAVE_MESSAGE_CREATED: 'leave_message.created',
} as const;
export type WebhookEventValue = (typeof WebhookEvent)[keyof typeof WebhookEvent];
export const WEBHOOK_EVENTS = Object.values(WebhookEvent) as [WebhookEventValue, ...WebhookEventValue[]];

/** The type of the body "send test event" sends; never subscribed to, always sent when asked. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_SIGNATURE_HEADER = 'Parley-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Parley-Event-Id';
export const WEBHOOK_EVENT_TYPE_HEADER = 'Parley-Event-Type';
/** How old a signed timestamp a receiver should still accept (replays older than this are refused). */
export const WEBHOOK_TOLERANCE_S = 300;
/** One attempt waits this long for an answer at most. */
export const WEBHOOK_ATTEMPT_TIMEOUT_MS = 10_000;
/** An event is retried this long after it happened, and a subscription that failed this long is paused. */
export const WEBHOOK_RETRY_FOR_MS = 24 * 3_600_000;
/** The first retry's delay and the longest; delays double in between (±20 % jitter). */
export const WEBHOOK_BACKOFF = { baseMs: 30_000, capMs: 3_600_000 } as const;
/** The delivery log keeps this many days. */
export const WEBHOOK_LOG_DAYS = 14;
export const WEBHOOK_MAX_SUBSCRIPTIONS = 20;

/**
 * The signature header's value for a body sent at `timestamp` (unix seconds), given the hex HMAC-SHA256 of
 * `${timestamp}.${body}` under the subscription's secret.
 */
export const webhookSignatureHeader = (timestamp: number, hexHmac: string): string => `t=${timestamp},v1=${hexHmac}`;

/** Reads `t=…,v1=…` (several v1 may come during a rotation); undefined when malformed. */
export function parseWebhookSignature(header: string): { timestamp: number; signatures: string[] } | undefined {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return timestamp === undefined || signatures.length === 0 ? undefined : { timestamp, signatures };
}

export const WebhookPath = {
  /** GET → WebhookView[]; POST webhookBody → WebhookCreated (the secret once). */
  webhooks: '/api/admin/webhooks',
  /** POST webhookBody (edit); DELETE. */
  webhook: (id: number | string) => `/api/admin/webhooks/${id}`,
  /** POST → {secret}: the signing secret, to its workspace's admins, never cached. */
  secret: (id: number | string) => `/api/admin/webhooks/${id}/secret`,
  /** POST → WebhookDelivery: a `webhook.test` event sent now. */
  test: (id: number | string) => `/api/admin/webhooks/${id}/test`,
  /** POST → WebhookView: an admin pauses a subscription (no events are written for it until resumed; no mail). */
  pause: (id: number | string) => `/api/admin/webhooks/${id}/pause`,
  /** POST: a paused subscription receives events again. */
  resume: (id: number | string) => `/api/admin/webhooks/${id}/resume`,
  /** GET webhookDeliveryQuery → WebhookDeliveryPage, newest first. */
  deliveries: (id: number | string) => `/api/admin/webhooks/${id}/deliveries`,
  /** POST: the delivery's event (same id, same body) sent again now. */
  resend: (id: number | string, deliveryId: number | string) => `/api/admin/webhooks/${id}/deliveries/${deliveryId}/resend`,
} as const;

const httpUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url().regex(/^https?:\/\//i, 'must be an http or https address'));

export const webhookBody = z.object({
  url: httpUrl,
  events: z.array(z.enum(WEBHOOK_EVENTS)).min(1).max(WEBHOOK_EVENTS.length),
  description: z.string().trim().max(200).default(''),
});
export type WebhookBody = z.input<typeof webhookBody>;

export const WebhookState = { ACTIVE: 'active', PAUSED: 'paused' } as const;

export const webhookViewSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  state: z.enum(['active', 'paused']),
  /** When deliveries began failing without a success since (null: the last one succeeded). */
  failingSince: z.number().nullable(),
  pausedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type WebhookView = z.infer<typeof webhookViewSchema>;

export const webhookCreatedSchema = webhookViewSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

/** pending: waiting for its (next) attempt; delivered: a 2xx came back; failed: given up (24 h, a refused address, a paused subscription). */
export const WebhookDeliveryStatus = { PENDING: 'pending', DELIVERED: 'delivered', FAILED: 'failed' } as const;
export type WebhookDeliveryStatusValue = (typeof WebhookDeliveryStatus)[keyof typeof WebhookDeliveryStatus];

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The receiver's HTTP status on the last attempt; null when none came (time-out, refused, unreachable). */
  responseCode: z.number().int().nullable(),
  /** Why the last attempt failed, for a person. */
  error: z.string().nullable(),
  /** The start of the receiver's answer to the last attempt. */
  responseBody: z.string(),
  /** The JSON body sent. */
  body: z.string(),
  createdAt: z.number(),
  lastAttemptAt: z.number().nullable(),
  deliveredAt: z.number().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryQuery = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export const webhookDeliveryPageSchema = z.object({ items: z.array(webhookDeliverySchema), nextBefore: z.number().int().nullable() });
export type WebhookDeliveryPage = z.infer<typeof webhookDeliveryPageSchema>;

/* The bodies a receiver gets: one envelope, `data` per event type. */

export const webhookConversationSchema = z.object({
  id: z.number().int(),
  channelId: z.string(),
  /** The visitor's public id (the widget's userId). */
  visitorId: z.string(),
  /** 0 ended, 1 robot, 2 agent, 3 queued (the chat spec's userStatus). */
  status: z.number().int(),
  agentId: z.number().int().nullable(),
  groupId: z.string().nullable(),
  startedAt: z.number(),
  endedAt: z.number().nullable(),
  /** How it ended (the chat spec's outType), once ended. */
  outType: z.number().int().nullable(),
});

export const webhookMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** The chat spec's senderType: 1 visitor, 2 agent, 3 robot, 4 system. */
  senderType: z.number().int(),
  senderId: z.number().int().nullable(),
  senderName: z.string(),
  msgType: z.number().int(),
  content: z.string(),
  /** An agents-only note. */
  internal: z.boolean(),
  createdAt: z.number(),
});

export const webhookTicketSchema = z.object({
  id: z.number().int(),
  channelId: z.string(),
  title: z.string(),
  content: z.string(),
  status: z.number().int(),
  priority: z.number().int(),
  assigneeAgentId: z.number().int().nullable(),
  assigneeGroupId: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  createdAt: z.number(),
  updatedAt: z.number(),
});

export const webhookEnvelopeSchema = z.object({
  /** Unique per event: a receiver drops a repeat by it (a retry after a lost answer sends the same id). */
  id: z.string(),
  type: z.string(),
  /** When the change happened (epoch ms). */
  createdAt: z.number(),
  workspaceId: z.string(),
  data: z.record(z.string(), z.unknown()),
});
export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;
