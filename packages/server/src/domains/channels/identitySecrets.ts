/**
 * A channel's identity secrets (the key a tenant's backend signs its visitors with), sealed like the other channel
 * secrets and never answered except to an admin who asks. A rotation keeps the previous secret valid for a grace
 * period, so pages signed a moment before still verify while the tenant deploys the new one.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { IdentityStatus } from '@parley/protocol';
import { seal, unseal } from '../../platform/auth/secretBox.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { channelChanged, lockedChannel } from './channelStore.js';

const CURRENT = 'identitySecret';
const PREVIOUS = 'identitySecretPrevious';

/** 256 random bits, URL-safe so it pastes cleanly into any configuration file. */
export const newIdentitySecret = () => randomBytes(32).toString('base64url');

async function rows(q: Kysely<Database>, channelId: string) {
  return q
    .selectFrom('channel_secrets')
    .select(['name', 'sealed', 'updated_at', 'expires_at'])
    .where('channel_id', '=', channelId)
    .where('name', 'in', [CURRENT, PREVIOUS])
    .execute();
}

/** The secrets a token may be signed with now: the current one first, then the previous one in its grace period. */
export async function identitySecrets(ctx: AppContext, channelId: string): Promise<string[]> {
  const now = ctx.now();
  const found = await rows(ctx.db.kysely, channelId);
  return [CURRENT, PREVIOUS]
    .map((name) => found.find((r) => r.name === name && (r.expires_at == null || Number(r.expires_at) > now)))
    .map((r) => (r ? unseal(ctx.config.secret, r.sealed) : undefined))
    .filter((s): s is string => s !== undefined);
}

export async function currentIdentitySecret(ctx: AppContext, channelId: string): Promise<string | undefined> {
  const row = (await rows(ctx.db.kysely, channelId)).find((r) => r.name === CURRENT);
  return row ? unseal(ctx.config.secret, row.sealed) : undefined;
}

export async function identityStatus(ctx: AppContext, q: Kysely<Database>, channelId: string): Promise<IdentityStatus> {
  const now = ctx.now();
  const found = await rows(q, channelId);
  const current = found.find((r) => r.name === CURRENT);
  const previous = found.find((r) => r.name === PREVIOUS && r.expires_at != null && Number(r.expires_at) > now);
  const channel = await q.selectFrom('channels').select('identity_required').where('id', '=', channelId).executeTakeFirstOrThrow();
  return {
    secretSet: current !== undefined && unseal(ctx.config.secret, current.sealed) !== undefined,
    rotatedAt: current ? Number(current.updated_at) : null,
    previousValidUntil: previous ? Number(previous.expires_at) : null,
    required: channel.identity_required === 1,
  };
}

/**
 * Makes `secret` the channel's current identity secret. The one it replaces verifies for `graceMs` more
 * (0: not at all); an older previous secret is dropped, so at most two ever verify.
 */
export async function setIdentitySecret(
  ctx: AppContext,
  tx: Tx,
  ids: { tenantId: string; channelId: string },
  secret: string,
  graceMs: number,
): Promise<void> {
  const now = ctx.now();
  const q = tx.q;
  // Rotations of one channel one after another: each reads the current secret the one before it wrote.
  await lockedChannel(ctx, tx, ids.channelId);
  const current = (await rows(q, ids.channelId)).find((r) => r.name === CURRENT);
  await q.deleteFrom('channel_secrets').where('channel_id', '=', ids.channelId).where('name', 'in', [CURRENT, PREVIOUS]).execute();
  const base = { channel_id: ids.channelId, tenant_id: ids.tenantId, updated_at: now };
  if (current && graceMs > 0) {
    await q
      .insertInto('channel_secrets')
      .values({ ...base, name: PREVIOUS, sealed: current.sealed, expires_at: now + graceMs })
      .execute();
  }
  await q
    .insertInto('channel_secrets')
    .values({ ...base, name: CURRENT, sealed: seal(ctx.config.secret, secret), expires_at: null })
    .execute();
}

/** Inside the caller's transaction; every node's cached channel is dropped after its commit. */
export async function setIdentityRequired(ctx: AppContext, tx: Tx, channelId: string, required: boolean): Promise<void> {
  tx.afterCommit(() => channelChanged(ctx, channelId));
  await tx.q
    .updateTable('channels')
    .set({ identity_required: required ? 1 : 0, updated_at: ctx.now() })
    .where('id', '=', channelId)
    .execute();
}
