import type { Kysely } from 'kysely';
import { AGENT_GONE_AFTER_MS, UserStatus, parseJsonOr, type AdminCard, type AgentSummary, type Group } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { badRequest } from '../../platform/http/envelope.js';
import { effectivePresence } from '../agents/presence.js';
import type { Candidate } from './pickAgent.js';

/**
 * Agents of a tenant as routing sees them: presence, seats in use, group membership. Deactivated agents are left
 * out (they take nothing and are no transfer target) unless `withDeactivated` (the admin's team list).
 */
export async function agentSummaries(
  ctx: AppContext,
  q: Kysely<Database>,
  tenantId: string,
  withDeactivated = false,
): Promise<AgentSummary[]> {
  let agentQuery = q
    .selectFrom('agents')
    .select(['id', 'nickname', 'avatar', 'role', 'presence', 'last_active_at', 'capacity'])
    .where('tenant_id', '=', tenantId);
  if (!withDeactivated) agentQuery = agentQuery.where('deactivated_at', 'is', null);
  const [agents, loads, members, ratings] = await Promise.all([
    agentQuery.orderBy('id').execute(),
    q
      .selectFrom('sessions')
      .select((eb) => ['agent_id', eb.fn.countAll().as('n')])
      .where('tenant_id', '=', tenantId)
      .where('status', '=', UserStatus.AGENT)
      .where('agent_id', 'is not', null)
      .groupBy('agent_id')
      .execute(),
    q.selectFrom('group_members').select(['agent_id', 'group_id']).where('tenant_id', '=', tenantId).execute(),
    q
      .selectFrom('evaluations')
      .select((eb) => ['agent_id', eb.fn.avg<number>('star').as('avg'), eb.fn.count<number>('star').as('n')])
      .where('tenant_id', '=', tenantId)
      .where('target', '=', 'agent')
      .where('star', 'is not', null)
      .groupBy('agent_id')
      .execute(),
  ]);
  const ratingOf = new Map(ratings.map((r) => [Number(r.agent_id), { avg: Number(r.avg), n: Number(r.n) }]));
  const loadOf = new Map(loads.map((l) => [Number(l.agent_id), Number(l.n)]));
  const now = ctx.now();
  return agents.map((a) => ({
    agentId: Number(a.id),
    nickname: a.nickname,
    avatar: a.avatar,
    role: a.role === 'admin' ? 'admin' : 'agent',
    presence: effectivePresence(a.presence, Number(a.last_active_at), now, AGENT_GONE_AFTER_MS),
    capacity: a.capacity,
    load: loadOf.get(Number(a.id)) ?? 0,
    groupIds: members.filter((m) => Number(m.agent_id) === Number(a.id)).map((m) => String(m.group_id)),
    ratingAverage: ratingOf.has(Number(a.id)) ? Math.round(ratingOf.get(Number(a.id))!.avg * 100) / 100 : null,
    ratingCount: ratingOf.get(Number(a.id))?.n ?? 0,
  }));
}

/** Who can take a visitor of this group (every agent of the tenant when no group is asked for). */
export async function candidatesFor(ctx: AppContext, q: Kysely<Database>, tenantId: string, groupId: string | null): Promise<Candidate[]> {
  const all = await agentSummaries(ctx, q, tenantId);
  const assigned = await q.selectFrom('agents').select(['id', 'last_assigned_at']).where('tenant_id', '=', tenantId).execute();
  const lastAssigned = new Map(assigned.map((a) => [Number(a.id), Number(a.last_assigned_at)]));
  return all
    .filter((a) => groupId === null || a.groupIds.includes(groupId))
    .map((a) => ({
      agentId: a.agentId,
      presence: a.presence,
      capacity: a.capacity,
      load: a.load,
      lastAssignedAt: lastAssigned.get(a.agentId) ?? 0,
    }));
}

/** A group id the visitor or an agent named must be one of the tenant's groups. */
export async function requireGroup(q: Kysely<Database>, tenantId: string, groupId: string): Promise<void> {
  if (!/^\d+$/.test(groupId)) throw badRequest('groupId: unknown group');
  const g = await q
    .selectFrom('groups')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', Number(groupId))
    .executeTakeFirst();
  if (!g) throw badRequest('groupId: unknown group');
}

export async function agentCard(q: Kysely<Database>, tenantId: string, agentId: number): Promise<AdminCard | null> {
  const a = await q
    .selectFrom('agents')
    .select(['id', 'nickname', 'avatar', 'signature', 'card'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', agentId)
    .executeTakeFirst();
  if (!a) return null;
  const card = parseJsonOr<Record<string, unknown>>(a.card, {});
  const field = (k: string) => (typeof card[k] === 'string' ? card[k] : '');
  return {
    adminId: String(a.id),
    adminNick: a.nickname,
    adminFace: a.avatar,
    adminCardSign: a.signature,
    adminCardTel: field('adminCardTel'),
    adminCardMobile: field('adminCardMobile'),
    adminCardEmail: field('adminCardEmail'),
    adminCardQq: field('adminCardQq'),
    adminCardWechat: field('adminCardWechat'),
  };
}

/** The tenant's groups with their members. */
export async function listGroups(ctx: AppContext, tenantId: string): Promise<Group[]> {
  const [groups, members] = await Promise.all([
    ctx.db.kysely.selectFrom('groups').select(['id', 'name']).where('tenant_id', '=', tenantId).orderBy('id').execute(),
    ctx.db.kysely.selectFrom('group_members').select(['group_id', 'agent_id']).where('tenant_id', '=', tenantId).execute(),
  ]);
  return groups.map((g) => ({
    groupId: String(g.id),
    groupName: g.name,
    agentIds: members.filter((m) => Number(m.group_id) === Number(g.id)).map((m) => Number(m.agent_id)),
  }));
}
