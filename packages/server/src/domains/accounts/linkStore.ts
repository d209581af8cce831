import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import {
  AccountLinkKind,
  AccountRefusal,
  ApiCode,
  INVITATION_TTL_MS,
  RESET_TTL_MS,
  SIGNUP_INVITATION_TTL_MS,
  VERIFY_TTL_MS,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { AccountLinkTable, Database } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { ApiError } from '../../platform/http/envelope.js';

/**
 * One-time links (issue 30): invitations, password resets, address checks, sign-up invitations. This module owns
 * `account_links`. A token is signed (HMAC with the server secret over its kind, expiry and 24 random bytes), so a
 * forged or mistyped one is refused without a lookup and an expired one by its own stamp; the table keeps only the
 * token's SHA-256, so a copy of the database opens no account, and the row says whether the link was used or withdrawn.
 */

export type LinkRow = Selectable<AccountLinkTable>;
export type LinkKind = (typeof AccountLinkKind)[keyof typeof AccountLinkKind];

const LETTER: Record<LinkKind, string> = { invite: 'i', reset: 'r', verify: 'v', signup: 's' };
const KIND_OF: Record<string, LinkKind> = { i: 'invite', r: 'reset', v: 'verify', s: 'signup' };
const TTL: Record<LinkKind, number> = {
  invite: INVITATION_TTL_MS,
  reset: RESET_TTL_MS,
  verify: VERIFY_TTL_MS,
  signup: SIGNUP_INVITATION_TTL_MS,
};
const SHAPE = /^([irvs])([0-9a-z]{1,11})\.([A-Za-z0-9_-]{32})\.([A-Za-z0-9_-]{22})$/;

const refuse = (code: number, reason: string, message: string) => new ApiError(code, message, { reason });
export const linkInvalid = () => refuse(ApiCode.BAD_REQUEST, AccountRefusal.LINK_INVALID, 'token: this link is not valid');

const signature = (secret: string, body: string) => createHmac('sha256', secret).update(`account-link:${body}`).digest().subarray(0, 16);
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

function sign(secret: string, kind: LinkKind, expiresAt: number): string {
  const body = `${LETTER[kind]}${expiresAt.toString(36)}.${randomBytes(24).toString('base64url')}`;
  return `${body}.${signature(secret, body).toString('base64url')}`;
}

/** The kind and expiry a token claims, when its signature holds; null for anything else. */
export function checkToken(secret: string, token: string): { kind: LinkKind; expiresAt: number } | null {
  const m = SHAPE.exec(token);
  if (!m) return null;
  const body = `${m[1]}${m[2]}.${m[3]}`;
  const given = Buffer.from(m[4]!, 'base64url');
  const expected = signature(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { kind: KIND_OF[m[1]!]!, expiresAt: parseInt(m[2]!, 36) };
}

export interface NewLink {
  tenantId: string | null;
  kind: LinkKind;
  email: string;
  agentId?: number | null;
  role?: string | null;
  groupIds?: readonly string[];
  invitedBy?: number | null;
  operator?: boolean;
}

/** A new link; its token is answered once and never stored. */
export async function issueLink(ctx: AppContext, tx: Tx, link: NewLink): Promise<{ id: number; token: string; expiresAt: number }> {
  const now = ctx.now();
  const expiresAt = now + TTL[link.kind];
  const token = sign(ctx.config.secret, link.kind, expiresAt);
  const row = await tx.q
    .insertInto('account_links')
    .values({
      tenant_id: link.tenantId,
      kind: link.kind,
      token_hash: hashOf(token),
      email: link.email,
      agent_id: link.agentId ?? null,
      role: link.role ?? null,
      group_ids: JSON.stringify(link.groupIds ?? []),
      invited_by: link.invitedBy ?? null,
      operator: link.operator ? 1 : 0,
      created_at: now,
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: Number(row.id), token, expiresAt };
}

/** A fresh token and a fresh time for a link not used yet (an invitation sent again): the old token stops working. */
export async function reissueLink(ctx: AppContext, tx: Tx, row: LinkRow): Promise<{ token: string; expiresAt: number }> {
  const kind = row.kind as LinkKind;
  const expiresAt = ctx.now() + TTL[kind];
  const token = sign(ctx.config.secret, kind, expiresAt);
  await tx.q
    .updateTable('account_links')
    .set({ token_hash: hashOf(token), expires_at: expiresAt })
    .where('id', '=', row.id)
    .execute();
  return { token, expiresAt };
}

/**
 * The link a token names, if it may still be used for `kinds`: otherwise refused with its reason (forged or
 * unknown 400, expired, used or withdrawn 410).
 */
export async function readLink(ctx: AppContext, q: Kysely<Database>, token: string, kinds: readonly LinkKind[]): Promise<LinkRow> {
  const claimed = checkToken(ctx.config.secret, token);
  if (!claimed || !kinds.includes(claimed.kind)) throw linkInvalid();
  const row = await q.selectFrom('account_links').selectAll().where('token_hash', '=', hashOf(token)).executeTakeFirst();
  if (!row) throw linkInvalid();
  if (row.revoked_at !== null) throw refuse(ApiCode.GONE, AccountRefusal.LINK_REVOKED, 'token: this invitation was withdrawn');
  if (row.used_at !== null) throw refuse(ApiCode.GONE, AccountRefusal.LINK_USED, 'token: this link was used already');
  if (Number(row.expires_at) <= ctx.now()) throw refuse(ApiCode.GONE, AccountRefusal.LINK_EXPIRED, 'token: this link has expired');
  return row;
}

/** Marks the link used in the transaction that acts on it; a twin request that got there first wins (410 here). */
export async function useLink(tx: Tx, row: LinkRow, now: number): Promise<void> {
  const res = await tx.q
    .updateTable('account_links')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) throw refuse(ApiCode.GONE, AccountRefusal.LINK_USED, 'token: this link was used already');
}

/** Withdraws the workspace's unused link `id` of `kind`; false when there is none. */
export async function revokeLink(tx: Tx, tenantId: string, id: number, kind: LinkKind, now: number): Promise<boolean> {
  const res = await tx.q
    .updateTable('account_links')
    .set({ revoked_at: now })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Every unused link of `kind` for the agent stops working (a newer reset, a password changed). */
export async function voidAgentLinks(tx: Tx, agentId: number, kind: LinkKind, now: number): Promise<void> {
  await tx.q
    .updateTable('account_links')
    .set({ revoked_at: now })
    .where('agent_id', '=', agentId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

/** The workspace's invitations that nobody accepted and no admin withdrew, newest first. */
export async function openInvitations(q: Kysely<Database>, tenantId: string): Promise<LinkRow[]> {
  return q
    .selectFrom('account_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('kind', '=', AccountLinkKind.INVITE)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
}

export async function findInvitation(q: Kysely<Database>, tenantId: string, id: number): Promise<LinkRow | undefined> {
  return q
    .selectFrom('account_links')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .where('kind', '=', AccountLinkKind.INVITE)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** A deleted workspace's links (its erasure). */
export async function eraseWorkspaceLinks(tx: Tx, tenantId: string): Promise<number> {
  const res = await tx.q.deleteFrom('account_links').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
