import { AccountLinkKind, ApiCode, parseJsonOr, type AgentProfile, type Invitation, type InvitationSent } from '@parley/protocol';
import { hashPassword } from '../../platform/auth/password.js';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { createAgent, markEmailVerified, markOperator, setAgentGroups } from '../agents/agentStore.js';
import { openSession } from '../agents/agentAuth.js';
import { workspaceInfo } from '../workspaces/workspaceStore.js';
import { linkFor, sendLinkMail } from './accountMail.js';
import { findInvitation, issueLink, openInvitations, readLink, reissueLink, revokeLink, useLink, type LinkRow } from './linkStore.js';

/**
 * Invitations (issue 30 item 3): an admin invites an address with a role; the invitee follows the mailed link (7 days,
 * once), chooses a name and a password, and is signed in. A new workspace's first admin is invited the same way.
 */

const role = (r: string | null): 'agent' | 'admin' => (r === 'admin' ? 'admin' : 'agent');

async function inviterNames(q: Kysely<Database>, rows: LinkRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.invited_by).filter((id): id is number => id !== null))].map(Number);
  if (!ids.length) return new Map();
  const agents = await q.selectFrom('agents').select(['id', 'nickname']).where('id', 'in', ids).execute();
  return new Map(agents.map((a) => [Number(a.id), a.nickname]));
}

function toView(row: LinkRow, names: Map<number, string>, now: number): Invitation {
  return {
    invitationId: Number(row.id),
    email: row.email,
    role: role(row.role),
    status: Number(row.expires_at) <= now ? 'expired' : 'pending',
    invitedBy: row.invited_by === null ? '' : (names.get(Number(row.invited_by)) ?? ''),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

export async function listInvitations(ctx: AppContext, tenantId: string): Promise<Invitation[]> {
  const rows = await openInvitations(ctx.db.kysely, tenantId);
  const names = await inviterNames(ctx.db.kysely, rows);
  return rows.map((r) => toView(r, names, ctx.now()));
}

async function alreadyMember(tx: Tx, tenantId: string, email: string): Promise<boolean> {
  return (
    (await tx.q.selectFrom('agents').select('id').where('tenant_id', '=', tenantId).where('email', '=', email).executeTakeFirst()) !==
    undefined
  );
}

export interface InviteInput {
  email: string;
  role: 'agent' | 'admin';
  groupIds?: readonly string[];
  /** The invitee becomes an operator of the server (only the command's `--operator` asks for it). */
  operator?: boolean;
}

/**
 * Writes the invitation and its mail in `tx`; answers the link when no mail leaves the server. `inviter` null: the
 * operator's first admin of a new workspace (the mail says the workspace is ready).
 */
export async function writeInvitation(
  ctx: AppContext,
  tx: Tx,
  tenantId: string,
  input: InviteInput,
  inviter: { id: number; nickname: string } | null,
): Promise<{ row: LinkRow; link: string; mailedLink: string | null }> {
  if (await alreadyMember(tx, tenantId, input.email))
    throw new ApiError(ApiCode.CONFLICT, 'email: an agent of this workspace already has this address');
  const pending = (await openInvitations(tx.q, tenantId)).find((r) => r.email === input.email && Number(r.expires_at) > ctx.now());
  if (pending) throw new ApiError(ApiCode.CONFLICT, 'email: this address is invited already; send the invitation again instead');
  if (input.groupIds?.length) {
    const groups = await tx.q.selectFrom('groups').select('id').where('tenant_id', '=', tenantId).execute();
    for (const g of input.groupIds) if (!groups.some((x) => String(x.id) === g)) throw badRequest(`groupIds: unknown group ${g}`);
  }
  const ws = await workspaceInfo(tx.q, tenantId);
  if (!ws) throw notFound('No such workspace');
  const issued = await issueLink(ctx, tx, {
    tenantId,
    kind: AccountLinkKind.INVITE,
    email: input.email,
    role: input.role,
    groupIds: input.groupIds ?? [],
    invitedBy: inviter?.id ?? null,
    operator: input.operator === true,
  });
  const link = linkFor(ctx, issued.token);
  const mailedLink = await sendLinkMail(
    ctx,
    tx,
    tenantId,
    input.email,
    inviter
      ? { kind: 'invite', workspace: ws.name, inviter: inviter.nickname, role: input.role, link }
      : { kind: 'firstAdmin', workspace: ws.name, link },
    ws.locale,
    'Invitation',
  );
  const row = (await findInvitation(tx.q, tenantId, issued.id))!;
  return { row, link, mailedLink };
}

export async function inviteAgent(ctx: AppContext, admin: AgentProfile, input: InviteInput): Promise<InvitationSent> {
  const { row, mailedLink } = await inTransaction(ctx, (tx) =>
    writeInvitation(ctx, tx, admin.tenantId, input, { id: admin.agentId, nickname: admin.nickname }),
  );
  return { invitation: toView(row, new Map([[admin.agentId, admin.nickname]]), ctx.now()), link: mailedLink };
}

/** A new link (the old one stops working) valid 7 days again, mailed again. */
export async function resendInvitation(ctx: AppContext, admin: AgentProfile, id: number): Promise<InvitationSent> {
  return inTransaction(ctx, async (tx) => {
    const row = await findInvitation(tx.q, admin.tenantId, id);
    if (!row) throw notFound('No such invitation');
    const ws = (await workspaceInfo(tx.q, admin.tenantId))!;
    const { token } = await reissueLink(ctx, tx, row);
    const link = linkFor(ctx, token);
    const mailedLink = await sendLinkMail(
      ctx,
      tx,
      admin.tenantId,
      row.email,
      { kind: 'invite', workspace: ws.name, inviter: admin.nickname, role: role(row.role), link },
      ws.locale,
      'Invitation sent again',
    );
    const fresh = (await findInvitation(tx.q, admin.tenantId, id))!;
    return { invitation: toView(fresh, await inviterNames(tx.q, [fresh]), ctx.now()), link: mailedLink };
  });
}

export async function revokeInvitation(ctx: AppContext, admin: AgentProfile, id: number): Promise<void> {
  const done = await inTransaction(ctx, (tx) => revokeLink(tx, admin.tenantId, id, AccountLinkKind.INVITE, ctx.now()));
  if (!done) throw notFound('No such invitation');
}

/** The invitee's name and password: their account, in the invitation's role and groups, signed in. */
export async function acceptInvitation(
  ctx: AppContext,
  token: string,
  nickname: string,
  password: string,
): Promise<{ agentId: number; tenantId: string; sessionId: string }> {
  const passwordHash = await hashPassword(password);
  const { agentId, tenantId, requireTwoFactor } = await inTransaction(ctx, async (tx) => {
    const row = await readLink(ctx, tx.q, token, [AccountLinkKind.INVITE]);
    const tenantId = row.tenant_id!;
    await useLink(tx, row, ctx.now());
    if (await alreadyMember(tx, tenantId, row.email))
      throw new ApiError(ApiCode.CONFLICT, 'email: this address has an account here already: sign in');
    const now = ctx.now();
    const agentId = await createAgent(
      tx,
      tenantId,
      { email: row.email, nickname, avatar: '', signature: '', card: '{}', role: role(row.role), capacity: 5 },
      passwordHash,
      now,
    );
    // The link reached the address: it is proven.
    await markEmailVerified(tx, agentId, now);
    if (row.operator === 1) await markOperator(tx, agentId);
    const groups = parseJsonOr<unknown>(row.group_ids, []);
    const known = (await tx.q.selectFrom('groups').select('id').where('tenant_id', '=', tenantId).execute()).map((g) => String(g.id));
    // Groups deleted since the invitation are left out rather than failing the invitee.
    if (Array.isArray(groups))
      await setAgentGroups(
        tx,
        tenantId,
        agentId,
        groups.map(String).filter((g) => known.includes(g)),
      );
    return { agentId, tenantId, requireTwoFactor: (await workspaceInfo(tx.q, tenantId))?.requireTwoFactor === true };
  });
  return { agentId, tenantId, sessionId: await openSession(ctx, agentId, tenantId, requireTwoFactor) };
}
