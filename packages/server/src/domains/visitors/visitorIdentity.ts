/**
 * Verified identity of a visitor (protocol identity.ts): the token's check against the channel's secrets, the
 * visitor linked to the tenant's user id, and the profile fields the token signed, which the page may not change.
 */
import type { Kysely } from 'kysely';
import { ApiCode, IdentityRefusal } from '@parley/protocol';
import { verifyIdentityToken, type IdentityClaims } from '../../platform/auth/identityToken.js';
import { identitySecrets } from '../channels/identitySecrets.js';
import { findChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Database, Visitor } from '../../platform/db/schema.js';
import { ApiError } from '../../platform/http/envelope.js';

export type { IdentityClaims };

/** The signed claims, or a 401 naming what is wrong (the widget then carries on anonymously). */
export async function verifyVisitorIdentity(ctx: AppContext, channelId: string, token: string): Promise<IdentityClaims> {
  const check = await verifyIdentityToken(token, await identitySecrets(ctx, channelId), ctx.now());
  if (!check.ok) throw new ApiError(ApiCode.UNAUTHORIZED, `identityToken: ${check.reason}`, { reason: IdentityRefusal.INVALID });
  return check.claims;
}

export const identityRequired = () =>
  new ApiError(ApiCode.FORBIDDEN, 'identityToken: this channel chats only with visitors signed in on its website', {
    reason: IdentityRefusal.REQUIRED,
  });

/**
 * An anonymous visitor of a channel that requires identity is refused on every call (S-SI7), whatever token it holds:
 * turning the requirement on takes effect at once, not when the visitor's token runs out.
 */
export async function refuseAnonymousWhereRequired(ctx: AppContext, visitor: Pick<Visitor, 'external_id' | 'channel_id'>): Promise<void> {
  if (visitor.external_id != null) return;
  if ((await findChannel(ctx, visitor.channel_id))?.row.identity_required === 1) throw identityRequired();
}

/** Profile columns a token may sign, by claim. */
const SIGNED_COLUMNS = { name: 'name', email: 'email', phone: 'phone' } as const;
type SignedColumn = (typeof SIGNED_COLUMNS)[keyof typeof SIGNED_COLUMNS];

/** The profile columns the claims set, and the list to remember as signed. */
export function signedProfile(claims: IdentityClaims): { columns: Partial<Record<SignedColumn, string>>; signedFields: string } {
  const columns: Partial<Record<SignedColumn, string>> = {};
  for (const [claim, column] of Object.entries(SIGNED_COLUMNS) as Array<[keyof typeof SIGNED_COLUMNS, SignedColumn]>) {
    const v = claims[claim];
    if (v !== undefined) columns[column] = v;
  }
  return { columns, signedFields: Object.keys(columns).join(',') };
}

/** `update` without the columns the visitor's last identity token signed: signed values win over the page's. */
export function unsignedOnly<T extends Partial<Record<SignedColumn, string>>>(visitor: Pick<Visitor, 'signed_fields'>, update: T): T {
  if (!visitor.signed_fields) return update;
  const signed = new Set(visitor.signed_fields.split(','));
  return Object.fromEntries(Object.entries(update).filter(([key]) => !signed.has(key))) as T;
}

export async function findByExternalId(q: Kysely<Database>, tenantId: string, externalId: string): Promise<Visitor | undefined> {
  return q.selectFrom('visitors').selectAll().where('tenant_id', '=', tenantId).where('external_id', '=', externalId).executeTakeFirst();
}
