import type { z } from 'zod';
import { parseJsonOr, type CallSettings, type IceServer, type callSettingsBody } from '@parley/protocol';
import { seal, unseal } from '../../platform/auth/secretBox.js';
import type { AppContext } from '../../platform/context.js';
import { turnCredential } from './turnCredentials.js';

/** A tenant's ICE servers (admin setting): STUN URLs as given, TURN with credentials derived per call. */

interface Stored {
  stunUrls: string[];
  turnUrls: string[];
  turnSecret: string;
  turnTtlSeconds: number;
}

const NONE: Stored = { stunUrls: [], turnUrls: [], turnSecret: '', turnTtlSeconds: 3600 };

async function read(ctx: AppContext, tenantId: string): Promise<Stored> {
  const row = await ctx.db.kysely.selectFrom('call_settings').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();
  if (!row) return NONE;
  return {
    stunUrls: parseJsonOr<string[]>(row.stun_urls, []),
    turnUrls: parseJsonOr<string[]>(row.turn_urls, []),
    turnSecret: row.turn_secret ? (unseal(ctx.config.secret, row.turn_secret) ?? '') : '',
    turnTtlSeconds: Number(row.turn_ttl_s),
  };
}

export async function callSettingsOf(ctx: AppContext, tenantId: string): Promise<CallSettings> {
  const s = await read(ctx, tenantId);
  return { stunUrls: s.stunUrls, turnUrls: s.turnUrls, turnSecretSet: s.turnSecret !== '', turnTtlSeconds: s.turnTtlSeconds };
}

export async function saveCallSettings(ctx: AppContext, tenantId: string, body: z.output<typeof callSettingsBody>): Promise<CallSettings> {
  const before = await read(ctx, tenantId);
  const secret = body.turnSecret === undefined ? before.turnSecret : body.turnSecret;
  const values = {
    stun_urls: JSON.stringify(body.stunUrls),
    turn_urls: JSON.stringify(body.turnUrls),
    turn_secret: secret ? seal(ctx.config.secret, secret) : '',
    turn_ttl_s: body.turnTtlSeconds,
    updated_at: ctx.now(),
  };
  await ctx.db.kysely
    .insertInto('call_settings')
    .values({ tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet(values))
    .execute();
  return callSettingsOf(ctx, tenantId);
}

/**
 * The ICE servers for one party of one call. TURN appears only with a shared secret (no static password is ever
 * handed out); without any setting the browsers use their host candidates, enough on one network.
 */
export async function iceServersFor(
  ctx: AppContext,
  tenantId: string,
  user: string,
): Promise<{ iceServers: IceServer[]; expiresAt: number }> {
  const s = await read(ctx, tenantId);
  const iceServers: IceServer[] = [];
  if (s.stunUrls.length) iceServers.push({ urls: s.stunUrls });
  let expiresAt = Number.POSITIVE_INFINITY;
  if (s.turnUrls.length && s.turnSecret) {
    const c = turnCredential(s.turnSecret, user, ctx.now(), s.turnTtlSeconds);
    iceServers.push({ urls: s.turnUrls, username: c.username, credential: c.credential });
    expiresAt = c.expiresAt;
  }
  return { iceServers, expiresAt };
}
