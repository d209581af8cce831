import type { Kysely } from 'kysely';
import type { PresenceValue } from '@parley/protocol';
import type { Database } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { eraseWorkspacePresence, presenceAlive, presenceChosen, presenceEnded } from './presenceSpans.js';

/**
 * The agents, groups and group_members tables (issue 29 item 1: this folder is their one writer; agent sign-in
 * sessions are agentAuth.ts's). Routing reads them (routing/agentRoster.ts); admins' routes, the conversation's
 * assignment and the demo seed write through here.
 */

export interface AgentFields {
  email: string;
  nickname: string;
  avatar: string;
  signature: string;
  /** JSON text of the contact card. */
  card: string;
  role: string;
  capacity: number;
}

async function emailTaken(q: Kysely<Database>, tenantId: string, email: string, exceptId?: number): Promise<boolean> {
  let s = q.selectFrom('agents').select('id').where('tenant_id', '=', tenantId).where('email', '=', email);
  if (exceptId !== undefined) s = s.where('id', '!=', exceptId);
  return (await s.executeTakeFirst()) !== undefined;
}

/** A new agent of the workspace; e-mails are unique per workspace (whether another has it is none of this one's business). */
export async function createAgent(tx: Tx, tenantId: string, fields: AgentFields, passwordHash: string, now: number): Promise<number> {
  if (await emailTaken(tx.q, tenantId, fields.email)) throw new ApiError(409, 'email: an agent of this workspace already has this address');
  const row = await tx.q
    .insertInto('agents')
    .values({ tenant_id: tenantId, ...fields, password_hash: passwordHash, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateAgent(tx: Tx, tenantId: string, agentId: number, fields: AgentFields, passwordHash?: string): Promise<void> {
  const existing = await tx.q
    .selectFrom('agents')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!existing) throw notFound('No such agent');
  if (await emailTaken(tx.q, tenantId, fields.email, agentId))
    throw new ApiError(409, 'email: an agent of this workspace already has this address');
  await tx.q
    .updateTable('agents')
    .set({ ...fields, ...(passwordHash ? { password_hash: passwordHash } : {}) })
    .where('id', '=', agentId)
    .execute();
}

export async function deleteAgent(tx: Tx, tenantId: string, agentId: number): Promise<boolean> {
  const res = await tx.q.deleteFrom('agents').where('tenant_id', '=', tenantId).where('id', '=', agentId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The agent was given a conversation now (least-recently-assigned breaks ties between equally loaded agents). */
export async function markAssigned(tx: Tx, agentId: number, now: number): Promise<void> {
  await tx.q.updateTable('agents').set({ last_assigned_at: now }).where('id', '=', agentId).execute();
}

export async function writePresence(tx: Tx, tenantId: string, agentId: number, presence: PresenceValue, now: number): Promise<void> {
  await tx.q.updateTable('agents').set({ presence, last_active_at: now }).where('id', '=', agentId).execute();
  await presenceChosen(tx.q, tenantId, agentId, presence, now);
}

/** The agent's console is alive (its stream's heartbeat, a signed-in call): presence lapses without it. */
export async function touchAgent(q: Kysely<Database>, agentId: number, now: number): Promise<void> {
  await q.updateTable('agents').set({ last_active_at: now }).where('id', '=', agentId).execute();
  await presenceAlive(q, agentId, now);
}

/** The agent's groups are exactly `groupIds`; an unknown group is refused (400 naming it) and nothing changes. */
export async function setAgentGroups(tx: Tx, tenantId: string, agentId: number, groupIds: readonly string[]): Promise<void> {
  const groups = await tx.q.selectFrom('groups').select('id').where('tenant_id', '=', tenantId).execute();
  for (const g of groupIds) if (!groups.some((x) => String(x.id) === g)) throw badRequest(`groupIds: unknown group ${g}`);
  await tx.q.deleteFrom('group_members').where('agent_id', '=', agentId).execute();
  if (groupIds.length) {
    await tx.q
      .insertInto('group_members')
      .values(groupIds.map((g) => ({ group_id: Number(g), agent_id: agentId, tenant_id: tenantId })))
      .execute();
  }
}

/** The group's members are exactly `agentIds`; an unknown agent is refused (400 naming it). */
export async function setGroupMembers(tx: Tx, tenantId: string, groupId: number, agentIds: readonly number[]): Promise<void> {
  const agents = await tx.q.selectFrom('agents').select('id').where('tenant_id', '=', tenantId).execute();
  for (const a of agentIds) if (!agents.some((x) => Number(x.id) === a)) throw badRequest(`agentIds: unknown agent ${a}`);
  await tx.q.deleteFrom('group_members').where('group_id', '=', groupId).execute();
  if (agentIds.length)
    await tx.q
      .insertInto('group_members')
      .values(agentIds.map((a) => ({ group_id: groupId, agent_id: a, tenant_id: tenantId })))
      .execute();
}

export async function createGroup(tx: Tx, tenantId: string, name: string, now: number): Promise<number> {
  const row = await tx.q
    .insertInto('groups')
    .values({ tenant_id: tenantId, name, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function renameGroup(tx: Tx, tenantId: string, groupId: number, name: string): Promise<boolean> {
  const res = await tx.q.updateTable('groups').set({ name }).where('tenant_id', '=', tenantId).where('id', '=', groupId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function deleteGroup(tx: Tx, tenantId: string, groupId: number): Promise<boolean> {
  const res = await tx.q.deleteFrom('groups').where('tenant_id', '=', tenantId).where('id', '=', groupId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/* Accounts (issue 30; domains/accounts decides, this folder writes). */

export interface AgentAccount {
  id: number;
  tenantId: string;
  email: string;
  nickname: string;
  avatar: string;
  signature: string;
  role: string;
  passwordHash: string;
  deactivated: boolean;
}

export async function agentAccount(q: Kysely<Database>, tenantId: string, agentId: number): Promise<AgentAccount | undefined> {
  const a = await q
    .selectFrom('agents')
    .select(['id', 'tenant_id', 'email', 'nickname', 'avatar', 'signature', 'role', 'password_hash', 'deactivated_at'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  return a
    ? {
        id: Number(a.id),
        tenantId: a.tenant_id,
        email: a.email,
        nickname: a.nickname,
        avatar: a.avatar,
        signature: a.signature,
        role: a.role,
        passwordHash: a.password_hash,
        deactivated: a.deactivated_at !== null,
      }
    : undefined;
}

/** The active accounts an address has, in every workspace that is open (forgotten passwords). */
export async function accountsByEmail(q: Kysely<Database>, email: string): Promise<Array<{ id: number; tenantId: string }>> {
  const rows = await q
    .selectFrom('agents')
    .innerJoin('tenants', 'tenants.id', 'agents.tenant_id')
    .select(['agents.id', 'agents.tenant_id'])
    .where('agents.email', '=', email)
    .where('agents.deactivated_at', 'is', null)
    .where('tenants.status', '=', 'active')
    .limit(20)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), tenantId: r.tenant_id }));
}

/** A new password; `verified`: it was set through a link mailed to the address, which proves it. */
export async function setAgentPassword(tx: Tx, agentId: number, passwordHash: string, now: number, verified: boolean): Promise<void> {
  await tx.q
    .updateTable('agents')
    .set({ password_hash: passwordHash, ...(verified ? { email_verified_at: now } : {}) })
    .where('id', '=', agentId)
    .execute();
}

export async function markEmailVerified(tx: Tx, agentId: number, now: number): Promise<void> {
  await tx.q.updateTable('agents').set({ email_verified_at: now }).where('id', '=', agentId).execute();
}

export async function markOperator(tx: Tx, agentId: number): Promise<void> {
  await tx.q.updateTable('agents').set({ operator: 1 }).where('id', '=', agentId).execute();
}

export async function setAgentRole(tx: Tx, tenantId: string, agentId: number, role: 'agent' | 'admin'): Promise<boolean> {
  const res = await tx.q.updateTable('agents').set({ role }).where('tenant_id', '=', tenantId).where('id', '=', agentId).executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** Deactivated (a time) or active again (null); a deactivated agent is offline too. */
export async function setDeactivated(tx: Tx, tenantId: string, agentId: number, at: number | null): Promise<boolean> {
  const res = await tx.q
    .updateTable('agents')
    .set({ deactivated_at: at, ...(at !== null ? { presence: 'offline' } : {}) })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (at !== null && Number(res.numUpdatedRows) > 0) await presenceEnded(tx.q, agentId, at);
  return Number(res.numUpdatedRows) > 0;
}

/** What an agent changes about themselves. */
export async function saveOwnProfile(tx: Tx, agentId: number, p: { nickname: string; avatar: string; signature: string }): Promise<void> {
  await tx.q.updateTable('agents').set(p).where('id', '=', agentId).execute();
}

/** The admins of a workspace that are not deactivated (at least one must stay). */
export async function activeAdmins(q: Kysely<Database>, tenantId: string): Promise<number[]> {
  const rows = await q
    .selectFrom('agents')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('role', '=', 'admin')
    .where('deactivated_at', 'is', null)
    .execute();
  return rows.map((r) => Number(r.id));
}

/** A deleted workspace's agents, groups, memberships and sessions (its erasure). */
export async function eraseWorkspaceAgents(tx: Tx, tenantId: string): Promise<number> {
  await eraseWorkspacePresence(tx.q, tenantId);
  await tx.q.deleteFrom('agent_sessions').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('group_members').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('groups').where('tenant_id', '=', tenantId).execute();
  const res = await tx.q.deleteFrom('agents').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
