import { z } from 'zod';
import {
  WEBHOOK_ATTEMPT_TIMEOUT_MS,
  WEBHOOK_BACKOFF,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPE_HEADER,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_RETRY_FOR_MS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WebhookDeliveryStatus,
  type WebhookDelivery,
  type WebhookDeliveryStatusValue,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { WebhookDeliveryRow, WebhookSubscriptionRow } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { notFound } from '../../platform/http/envelope.js';
import { OutboundRefused, outboundRequest, type OutboundAnswer } from '../../platform/http/outbound.js';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/jobQueue.js';
import { unseal } from '../../platform/auth/secretBox.js';
import { workspaceInfo } from '../workspaces/workspaceStore.js';
import { envelope, queueDelivery } from './emit.js';
import { pausedMail } from './pausedMail.js';
import { pauseSubscription, recordOutcome, subscriptionOf } from './subscriptions.js';
import { signWebhook } from './signature.js';
import { queueSystemMail } from '../../platform/mail/systemMail.js';

/**
 * Sends one delivery (a job of kind webhook.deliver): signed, bounded in time, its outcome in the delivery log.
 * A 2xx is delivered; anything else is retried by the queue with its backoff until the event is 24 hours old,
 * then failed. A subscription failing for 24 hours is paused and its workspace's admins are mailed.
 * A job run again after its node died re-sends only a delivery not yet recorded as delivered; the event id lets
 * the receiver drop the rare repeat (a node killed between the receiver's 2xx and the record of it).
 */

const payloadSchema = z.object({ deliveryId: z.number().int().positive(), manual: z.boolean().default(false) });
/** The start of an answer kept in the log. */
const ANSWER_KEPT = 1000;

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: Number(row.id),
    eventId: row.event_id,
    eventType: row.event_type,
    status: row.status as WebhookDeliveryStatusValue,
    attempts: Number(row.attempts),
    responseCode: row.response_code === null ? null : Number(row.response_code),
    error: row.error,
    responseBody: row.response_body,
    body: row.body,
    createdAt: Number(row.created_at),
    lastAttemptAt: row.last_attempt_at === null ? null : Number(row.last_attempt_at),
    deliveredAt: row.delivered_at === null ? null : Number(row.delivered_at),
  };
}

async function deliveryOf(ctx: AppContext, tenantId: string, subscriptionId: number, id: number): Promise<WebhookDeliveryRow> {
  const row = await ctx.db.kysely
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('subscription_id', '=', subscriptionId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such delivery');
  return row;
}

export async function listDeliveries(
  ctx: AppContext,
  tenantId: string,
  subscriptionId: number,
  query: { before?: number | undefined; limit: number },
): Promise<{ items: WebhookDelivery[]; nextBefore: number | null }> {
  await subscriptionOf(ctx.db.kysely, tenantId, subscriptionId);
  let q = ctx.db.kysely
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('subscription_id', '=', subscriptionId);
  if (query.before !== undefined) q = q.where('id', '<', query.before);
  const rows = await q.orderBy('id', 'desc').limit(query.limit).execute();
  return { items: rows.map(toDelivery), nextBefore: rows.length === query.limit ? Number(rows.at(-1)!.id) : null };
}

/** "Send again": the same event (id and body) sent now, even to a paused subscription. */
export async function resendDelivery(ctx: AppContext, tenantId: string, subscriptionId: number, id: number): Promise<WebhookDelivery> {
  const row = await deliveryOf(ctx, tenantId, subscriptionId, id);
  const newId = await inTransaction(ctx, (tx) =>
    queueDelivery(ctx, tx, subscriptionId, JSON.parse(row.body) as ReturnType<typeof envelope>, null, true),
  );
  return toDelivery(await deliveryOf(ctx, tenantId, subscriptionId, newId));
}

/** "Send test event": a webhook.test body, sent now. */
export async function sendTestEvent(ctx: AppContext, tenantId: string, subscriptionId: number): Promise<WebhookDelivery> {
  await subscriptionOf(ctx.db.kysely, tenantId, subscriptionId);
  const body = envelope(ctx, {
    tenantId,
    type: WEBHOOK_TEST_EVENT,
    data: { webhookId: subscriptionId, message: 'A test event from Parley: your endpoint is reachable and can check the signature.' },
  });
  const id = await inTransaction(ctx, (tx) => queueDelivery(ctx, tx, subscriptionId, body, null, true));
  return toDelivery(await deliveryOf(ctx, tenantId, subscriptionId, id));
}

interface Outcome {
  answer?: OutboundAnswer;
  error?: string;
  refused?: boolean;
}

async function attempt(ctx: AppContext, sub: WebhookSubscriptionRow, secret: string, d: WebhookDeliveryRow): Promise<Outcome> {
  const timestamp = Math.floor(ctx.now() / 1000);
  try {
    const answer = await outboundRequest(new URL(sub.url), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Parley-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, d.body),
        [WEBHOOK_EVENT_ID_HEADER]: d.event_id,
        [WEBHOOK_EVENT_TYPE_HEADER]: d.event_type,
      },
      body: d.body,
      timeoutMs: WEBHOOK_ATTEMPT_TIMEOUT_MS,
      maxBytes: ANSWER_KEPT,
      allowedNetworks: ctx.config.outboundAllowNetworks ?? [],
    });
    return answer.status >= 200 && answer.status < 300 ? { answer } : { answer, error: `answered ${answer.status}` };
  } catch (err) {
    const e = err as Error;
    return { error: `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}`, refused: err instanceof OutboundRefused };
  }
}

async function tellAdmins(ctx: AppContext, tx: Tx, sub: WebhookSubscriptionRow): Promise<void> {
  const admins = await tx.q
    .selectFrom('agents')
    .select('email')
    .where('tenant_id', '=', sub.tenant_id)
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .execute();
  const locale = (await workspaceInfo(tx.q, sub.tenant_id))?.locale ?? 'en';
  const link = `${ctx.config.publicUrl ?? 'http://localhost:3000'}/console/settings/webhooks`;
  for (const a of admins) {
    await queueSystemMail(
      ctx,
      tx,
      sub.tenant_id,
      { to: a.email, ...pausedMail(locale, sub.url, link) },
      `Webhook paused: ${new URL(sub.url).host}`,
    );
  }
}

export const webhookDeliveryHandler: JobHandler<AppContext> = {
  backoff: WEBHOOK_BACKOFF,
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: no delivery');
    const { deliveryId, manual } = parsed.data;
    const d = await ctx.db.kysely.selectFrom('webhook_deliveries').selectAll().where('id', '=', deliveryId).executeTakeFirst();
    // Deleted with its subscription, or already delivered by a run whose node died before finishing the job.
    if (!d || d.status === WebhookDeliveryStatus.DELIVERED) return;
    const sub = await ctx.db.kysely.selectFrom('webhook_subscriptions').selectAll().where('id', '=', d.subscription_id).executeTakeFirst();
    if (!sub) return;
    const finish = (status: WebhookDeliveryStatusValue, error: string) =>
      ctx.db.kysely.updateTable('webhook_deliveries').set({ status, error }).where('id', '=', d.id).execute();
    if (sub.paused_at !== null && !manual) {
      await finish(WebhookDeliveryStatus.FAILED, 'not sent: the webhook is paused');
      return;
    }
    const secret = unseal(ctx.config.secret, sub.secret);
    if (secret === undefined) {
      await finish(WebhookDeliveryStatus.FAILED, 'not sent: the secret was sealed under another server secret');
      throw new PermanentJobError('webhook secret unreadable');
    }

    const out = await attempt(ctx, sub, secret, d);
    const now = ctx.now();
    const delivered = out.error === undefined;
    const final = !delivered && (out.refused === true || now - Number(d.created_at) >= WEBHOOK_RETRY_FOR_MS);
    await inTransaction(ctx, async (tx) => {
      await tx.q
        .updateTable('webhook_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_attempt_at: now,
          response_code: out.answer?.status ?? null,
          response_body: (out.answer?.text ?? '').slice(0, ANSWER_KEPT),
          error: out.error ?? null,
          status: delivered ? WebhookDeliveryStatus.DELIVERED : final ? WebhookDeliveryStatus.FAILED : WebhookDeliveryStatus.PENDING,
          delivered_at: delivered ? now : null,
        }))
        .where('id', '=', d.id)
        .execute();
      await recordOutcome(tx, Number(sub.id), delivered, now);
      const failingFor = sub.failing_since === null ? 0 : now - Number(sub.failing_since);
      if (!delivered && sub.paused_at === null && failingFor >= WEBHOOK_RETRY_FOR_MS && (await pauseSubscription(ctx, tx, sub, now))) {
        await tellAdmins(ctx, tx, sub);
      }
    });
    if (!delivered) throw final ? new PermanentJobError(out.error) : new Error(out.error);
  },
};

/** The delivery log keeps WEBHOOK_LOG_DAYS (an hourly job); what still waits for an attempt stays. */
export async function purgeWebhookLog(ctx: AppContext): Promise<void> {
  await ctx.db.kysely
    .deleteFrom('webhook_deliveries')
    .where('created_at', '<', ctx.now() - WEBHOOK_LOG_DAYS * 24 * 3_600_000)
    .where('status', '!=', WebhookDeliveryStatus.PENDING)
    .execute();
}
