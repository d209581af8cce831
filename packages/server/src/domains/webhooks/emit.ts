import { randomBytes } from 'node:crypto';
import {
  JobKind,
  WEBHOOK_BACKOFF,
  WEBHOOK_RETRY_FOR_MS,
  WebhookDeliveryStatus,
  type WebhookEnvelope,
  type WebhookEventValue,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { MessageRow, Session, TicketRow } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { enqueueJob } from '../../platform/jobs/jobQueue.js';
import { webhookTargets, type WebhookTarget } from './subscriptions.js';

/**
 * Events written in the transaction of their change (issue 32 item 2): one delivery row and one job per
 * subscription, so a rolled-back change sends nothing and a committed one cannot be lost (the job queue's promise).
 * A workspace without a subscription to the event writes nothing and reads nothing (the targets are cached).
 */

/** Jobs of one key run in order: a subscription's events of one conversation (or ticket) reach it in order. */
const queueKey = (subscriptionId: number, orderKey: string) => `webhook:${subscriptionId}:${orderKey}`;

/**
 * The attempts a job may make: enough to keep trying until its 24 hours are over (the doubling delays reach the
 * cap after 7 tries, then one an hour). The handler itself ends the retries at 24 hours; the queue's deadline is
 * later by more than one capped delay, so the last attempt is always the handler's.
 */
const MAX_ATTEMPTS = 60;
const QUEUE_DEADLINE_MS = WEBHOOK_RETRY_FOR_MS + 2 * WEBHOOK_BACKOFF.capMs;

export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;

export interface WebhookEventInput {
  tenantId: string;
  /** A WebhookEvent, or webhook.test. */
  type: string;
  data: Record<string, unknown>;
  /** What orders the events (`conversation:12`, `ticket:5`); null when order does not matter. */
  orderKey: string | null;
}

export function envelope(ctx: AppContext, e: Pick<WebhookEventInput, 'tenantId' | 'type' | 'data'>, id = newEventId()): WebhookEnvelope {
  return { id, type: e.type, createdAt: ctx.now(), workspaceId: e.tenantId, data: e.data };
}

/** Writes a delivery and its job for one subscription; `manual` sends even to a paused subscription. */
export async function queueDelivery(
  ctx: AppContext,
  tx: Tx,
  subscriptionId: number,
  body: WebhookEnvelope,
  orderKey: string | null,
  manual = false,
): Promise<number> {
  const text = JSON.stringify(body);
  const row = await tx.q
    .insertInto('webhook_deliveries')
    .values({
      tenant_id: body.workspaceId,
      subscription_id: subscriptionId,
      event_id: body.id,
      event_type: body.type,
      body: text,
      status: WebhookDeliveryStatus.PENDING,
      response_code: null,
      error: null,
      created_at: ctx.now(),
      last_attempt_at: null,
      delivered_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await enqueueJob(ctx, tx, {
    kind: JobKind.WEBHOOK_DELIVER,
    tenantId: body.workspaceId,
    payload: { deliveryId: Number(row.id), manual },
    summary: `Webhook ${body.type} (${body.id})`,
    ...(orderKey !== null ? { queueKey: queueKey(subscriptionId, orderKey) } : {}),
    maxAttempts: MAX_ATTEMPTS,
    retryForMs: QUEUE_DEADLINE_MS,
  });
  return Number(row.id);
}

/**
 * The one way an event is emitted. `targets` are the subscriptions already looked up by a caller that had to know
 * beforehand (the message path plans its writes before it makes them); otherwise they are looked up here.
 */
export async function emitWebhookEvent(ctx: AppContext, tx: Tx, e: WebhookEventInput, targets?: readonly WebhookTarget[]): Promise<void> {
  const to = targets ?? (await webhookTargets(ctx, tx.q, e.tenantId, e.type as WebhookEventValue));
  if (to.length === 0) return;
  const body = envelope(ctx, e);
  for (const t of to) await queueDelivery(ctx, tx, t.id, body, e.orderKey);
}

/* The event bodies' `data`, from the rows the changes write (protocol webhookConversationSchema and the like). */

export const conversationKey = (sessionId: number | string) => `conversation:${sessionId}`;

export function conversationData(s: Session, visitorId: string): Record<string, unknown> {
  return {
    conversation: {
      id: Number(s.id),
      channelId: s.channel_id,
      visitorId,
      status: s.status,
      agentId: s.agent_id === null ? null : Number(s.agent_id),
      groupId: s.group_id,
      startedAt: Number(s.started_at),
      endedAt: s.ended_at === null ? null : Number(s.ended_at),
      outType: s.out_type,
    },
  };
}

export function messageData(m: MessageRow): Record<string, unknown> {
  return {
    message: {
      id: Number(m.id),
      conversationId: Number(m.session_id),
      senderType: m.sender_type,
      senderId: m.sender_id === null ? null : Number(m.sender_id),
      senderName: m.sender_name,
      msgType: m.msg_type,
      content: m.content,
      internal: m.inside_flag === 1,
      createdAt: Number(m.created_at),
    },
  };
}

export function ticketData(t: TicketRow): Record<string, unknown> {
  return {
    ticket: {
      id: Number(t.id),
      channelId: t.channel_id,
      title: t.title,
      content: t.content,
      status: t.status,
      priority: t.priority,
      assigneeAgentId: t.assignee_agent_id === null ? null : Number(t.assignee_agent_id),
      assigneeGroupId: t.assignee_group_id,
      customer: { name: t.customer_name, email: t.customer_email, phone: t.customer_phone },
      createdAt: Number(t.created_at),
      updatedAt: Number(t.updated_at),
    },
  };
}

/** A conversation's event: the visitor's public id read only when someone subscribed. */
export async function emitConversationEvent(
  ctx: AppContext,
  tx: Tx,
  type: WebhookEventValue,
  session: Session,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const targets = await webhookTargets(ctx, tx.q, session.tenant_id, type);
  if (targets.length === 0) return;
  const v = await tx.q.selectFrom('visitors').select('user_id').where('id', '=', session.visitor_id).executeTakeFirst();
  await emitWebhookEvent(
    ctx,
    tx,
    {
      tenantId: session.tenant_id,
      type,
      data: { ...conversationData(session, v?.user_id ?? ''), ...extra },
      orderKey: conversationKey(session.id),
    },
    targets,
  );
}

/** A ticket's event, with the ticket as the transaction now has it. */
export async function emitTicketEvent(
  ctx: AppContext,
  tx: Tx,
  type: WebhookEventValue,
  tenantId: string,
  ticketId: number | string,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const targets = await webhookTargets(ctx, tx.q, tenantId, type);
  if (targets.length === 0) return;
  const row = await tx.q.selectFrom('tickets').selectAll().where('id', '=', Number(ticketId)).executeTakeFirst();
  if (!row) return;
  await emitWebhookEvent(ctx, tx, { tenantId, type, data: { ...ticketData(row), ...extra }, orderKey: `ticket:${row.id}` }, targets);
}
