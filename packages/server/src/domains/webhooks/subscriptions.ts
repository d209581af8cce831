import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_MAX_SUBSCRIPTIONS,
  WebhookState,
  type WebhookCreated,
  type WebhookEventValue,
  type WebhookView,
  type webhookBody,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Database, WebhookSubscriptionRow } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { addressAllowed, parseNetworks } from '../../platform/http/outbound.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { seal, unseal } from '../../platform/auth/secretBox.js';

/**
 * A workspace's webhook subscriptions (issue 32 item 2); this folder owns `webhook_subscriptions` and
 * `webhook_deliveries`. What each workspace subscribed to is kept in the bus cache, so a change in a workspace
 * without subscriptions (nearly all of them, on the busiest write, a visitor's message) costs no query.
 */

const CACHE = 'webhookTargets';

/** A live subscription as the write path needs it. */
export interface WebhookTarget {
  id: number;
  events: readonly string[];
}

export const eventsOf = (row: Pick<WebhookSubscriptionRow, 'events'>): WebhookEventValue[] => {
  const parsed = JSON.parse(row.events) as unknown;
  return Array.isArray(parsed) ? (parsed.filter((e) => (WEBHOOK_EVENTS as readonly unknown[]).includes(e)) as WebhookEventValue[]) : [];
};

/**
 * The workspace's active subscriptions to `type` (none: the caller writes nothing). `q` is the caller's transaction
 * when it has one (SQLite's one connection is held by it).
 */
export async function webhookTargets(
  ctx: AppContext,
  q: Kysely<Database>,
  tenantId: string,
  type: WebhookEventValue,
): Promise<WebhookTarget[]> {
  const all = await ctx.caches.get<WebhookTarget[]>(CACHE).get(tenantId, async () => {
    const rows = await q
      .selectFrom('webhook_subscriptions')
      .select(['id', 'events'])
      .where('tenant_id', '=', tenantId)
      .where('paused_at', 'is', null)
      .execute();
    return rows.map((r) => ({ id: Number(r.id), events: eventsOf(r) }));
  });
  return all.filter((t) => t.events.includes(type));
}

/** Every node forgets the workspace's targets once the change commits. */
export function targetsChanged(ctx: AppContext, tx: Tx, tenantId: string): void {
  tx.afterCommit(() => ctx.caches.get(CACHE).changed(tenantId));
}

export function toView(row: WebhookSubscriptionRow): WebhookView {
  return {
    id: Number(row.id),
    url: row.url,
    events: eventsOf(row),
    description: row.description,
    state: row.paused_at === null ? WebhookState.ACTIVE : WebhookState.PAUSED,
    failingSince: row.failing_since === null ? null : Number(row.failing_since),
    pausedAt: row.paused_at === null ? null : Number(row.paused_at),
    createdAt: Number(row.created_at),
  };
}

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i;

/**
 * Refuses, when saved, an address the outbound guard would refuse at every delivery: a literal private, loopback or
 * link-local address, or a local name (S-OB1). A public name that resolves inward is refused by the guard when sent.
 */
export function checkTargetUrl(ctx: AppContext, raw: string): URL {
  const url = new URL(raw);
  const allowed = parseNetworks(ctx.config.outboundAllowNetworks ?? []);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host) ? host : LOCAL_NAMES.test(host) ? '127.0.0.1' : undefined;
  if (url.username || url.password) throw badRequest('url: credentials in the address are not allowed; use the signature');
  if (literal !== undefined && !addressAllowed(literal, allowed))
    throw badRequest(`url: ${host} is a private or local address this server does not call`);
  return url;
}

export async function listSubscriptions(q: Kysely<Database>, tenantId: string): Promise<WebhookSubscriptionRow[]> {
  return q.selectFrom('webhook_subscriptions').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
}

export async function subscriptionOf(q: Kysely<Database>, tenantId: string, id: number): Promise<WebhookSubscriptionRow> {
  const row = await q
    .selectFrom('webhook_subscriptions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such webhook');
  return row;
}

/** The signing secret in clear (the server signs with it; admins reveal it). */
export function secretOf(ctx: AppContext, row: Pick<WebhookSubscriptionRow, 'secret'>): string {
  const secret = unseal(ctx.config.secret, row.secret);
  if (secret === undefined)
    throw new ApiError(409, 'This webhook secret was sealed under another server secret; delete and add the webhook again');
  return secret;
}

type Body = z.output<typeof webhookBody>;

export async function createSubscription(ctx: AppContext, tenantId: string, b: Body): Promise<WebhookCreated> {
  checkTargetUrl(ctx, b.url);
  // "whsec_" as Stripe's, so a reader of a config file knows what it is; 256 random bits.
  const secret = `whsec_${randomBytes(32).toString('base64url')}`;
  const now = ctx.now();
  const row = await inTransaction(ctx, async (tx) => {
    const count = await tx.q
      .selectFrom('webhook_subscriptions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    if (Number(count.n) >= WEBHOOK_MAX_SUBSCRIPTIONS)
      throw new ApiError(409, `A workspace has at most ${WEBHOOK_MAX_SUBSCRIPTIONS} webhooks`);
    targetsChanged(ctx, tx, tenantId);
    return tx.q
      .insertInto('webhook_subscriptions')
      .values({
        tenant_id: tenantId,
        url: b.url,
        events: JSON.stringify([...new Set(b.events)]),
        description: b.description,
        secret: seal(ctx.config.secret, secret),
        failing_since: null,
        paused_at: null,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return { ...toView(row), secret };
}

export async function updateSubscription(ctx: AppContext, tenantId: string, id: number, b: Body): Promise<WebhookView> {
  checkTargetUrl(ctx, b.url);
  return inTransaction(ctx, async (tx) => {
    await subscriptionOf(tx.q, tenantId, id);
    targetsChanged(ctx, tx, tenantId);
    const row = await tx.q
      .updateTable('webhook_subscriptions')
      .set({ url: b.url, events: JSON.stringify([...new Set(b.events)]), description: b.description, updated_at: ctx.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  });
}

/** The subscription and its log go; jobs still queued for it find nothing and end. */
export async function deleteSubscription(ctx: AppContext, tenantId: string, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await subscriptionOf(tx.q, tenantId, id);
    targetsChanged(ctx, tx, tenantId);
    await tx.q.deleteFrom('webhook_deliveries').where('tenant_id', '=', tenantId).where('subscription_id', '=', id).execute();
    await tx.q.deleteFrom('webhook_subscriptions').where('tenant_id', '=', tenantId).where('id', '=', id).execute();
  });
}

/** A paused subscription receives events again, its failure clock restarted. */
export async function resumeSubscription(ctx: AppContext, tenantId: string, id: number): Promise<WebhookView> {
  return inTransaction(ctx, async (tx) => {
    await subscriptionOf(tx.q, tenantId, id);
    targetsChanged(ctx, tx, tenantId);
    const row = await tx.q
      .updateTable('webhook_subscriptions')
      .set({ paused_at: null, failing_since: null, updated_at: ctx.now() })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toView(row);
  });
}

/** An admin's pause (S-WH10): like the automatic one, without its mail; pausing a paused one changes nothing. */
export async function pauseByAdmin(ctx: AppContext, tenantId: string, id: number): Promise<WebhookView> {
  return inTransaction(ctx, async (tx) => {
    const row = await subscriptionOf(tx.q, tenantId, id);
    await pauseSubscription(ctx, tx, row, ctx.now());
    return toView(await subscriptionOf(tx.q, tenantId, id));
  });
}

/** An attempt's outcome on the subscription: a success clears the failure clock, a failure starts it. */
export async function recordOutcome(tx: Tx, id: number, ok: boolean, now: number): Promise<void> {
  let q = tx.q.updateTable('webhook_subscriptions').where('id', '=', id);
  q = ok ? q.set({ failing_since: null }) : q.set({ failing_since: now }).where('failing_since', 'is', null);
  await q.execute();
}

/** Paused after 24 h of failures: true when this call paused it (and so the admins are told once). */
export async function pauseSubscription(ctx: AppContext, tx: Tx, row: WebhookSubscriptionRow, now: number): Promise<boolean> {
  const res = await tx.q
    .updateTable('webhook_subscriptions')
    .set({ paused_at: now, updated_at: now })
    .where('id', '=', row.id)
    .where('paused_at', 'is', null)
    .executeTakeFirst();
  targetsChanged(ctx, tx, row.tenant_id);
  return Number(res.numUpdatedRows) === 1;
}

/** A deleted workspace's subscriptions and log (its erasure). */
export async function eraseWorkspaceWebhooks(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('webhook_deliveries').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('webhook_subscriptions').where('tenant_id', '=', tenantId).execute();
}
