import type { Kysely } from 'kysely';
import { EventCode, OutType, TransferStatus, UserStatus, type AgentProfile } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Database, Session, Visitor } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { tellVisitor } from '../conversation/visitorEvents.js';
import { ApiError, badRequest } from '../../platform/http/envelope.js';
import {
  assignSession,
  closeSession,
  handOverSession,
  queueSession,
  startSession,
  type ClosingText,
} from '../conversation/sessionActions.js';
import { queuedSessions, sessionById, tenantSession } from '../conversation/sessionStore.js';
import { candidatesFor, requireGroup } from './agentRoster.js';
import { nobodyPresent, pickAgent, queuePositions } from './pickAgent.js';
import { isWithinWorkingHours, parseWorkingHours } from './workingHours.js';

/**
 * Routing decides who serves a visitor and when: transferAgent's answer, the FIFO line per group, freed seats.
 * Its decisions for one tenant run one at a time (the tenant lock); the session changes themselves are the
 * conversation module's actions.
 */

/** The transferAgent answer (chat-session.md §4 "Transfer result status"). */
export interface TransferResult {
  status: number;
  adminId?: string;
  adminNick?: string;
  waitIndex?: number;
  message?: string;
}

/** The visitor's 1-based place in their group's line; 0 when not queued. */
export async function waitIndexOf(ctx: AppContext, session: Session | undefined, q: Kysely<Database> = ctx.db.kysely): Promise<number> {
  if (!session || session.status !== UserStatus.QUEUED) return 0;
  const queue = await queuedSessions(q, session.tenant_id);
  return queuePositions(queue.map((s) => ({ sessionId: Number(s.id), groupId: s.group_id }))).get(Number(session.id)) ?? 0;
}

/** Tells every queued visitor of the tenant their place (event 1206), after a change of the line. */
async function announcePositions(ctx: AppContext, tx: Tx, tenantId: string): Promise<void> {
  const queue = await queuedSessions(tx.q, tenantId);
  const positions = queuePositions(queue.map((s) => ({ sessionId: Number(s.id), groupId: s.group_id })));
  for (const s of queue) {
    await tellVisitor(ctx, tx, tenantId, s.visitor_id, { code: EventCode.QUEUE_POSITION, waitIndex: positions.get(Number(s.id)) ?? 0 });
  }
  tellAgents(ctx, tx, tenantId, { type: 'queueChanged' });
}

async function agentNamed(q: Kysely<Database>, agentId: number): Promise<{ id: number; nickname: string }> {
  const a = await q.selectFrom('agents').select(['id', 'nickname']).where('id', '=', agentId).executeTakeFirstOrThrow();
  return { id: Number(a.id), nickname: a.nickname };
}

const inTenantLock = <T>(ctx: AppContext, tenantId: string, fn: (tx: Tx) => Promise<T>) => inTransaction(ctx, fn, { tenantLock: tenantId });

/** transferAgent: outside hours 5, nobody present 1, a free seat 2, otherwise the queue 3; 4 when it breaks. */
export async function transferVisitor(
  ctx: AppContext,
  visitor: Visitor,
  req: { groupId?: string; adminId?: string },
): Promise<TransferResult> {
  const channel = await getChannel(ctx, visitor.channel_id);
  const { settings } = channel;
  const groupId = req.groupId ? req.groupId : null;
  if (groupId) await requireGroup(ctx.db.kysely, visitor.tenant_id, groupId);
  try {
    return await inTenantLock(ctx, visitor.tenant_id, async (tx) => {
      const session = await startSession(ctx, tx, visitor);
      if (session.status === UserStatus.AGENT && session.agent_id != null) {
        const agent = await agentNamed(tx.q, session.agent_id);
        return { status: TransferStatus.CONNECTED, adminId: String(agent.id), adminNick: agent.nickname };
      }
      if (session.status === UserStatus.QUEUED) return { status: TransferStatus.QUEUED, waitIndex: await waitIndexOf(ctx, session, tx.q) };
      if (!isWithinWorkingHours(parseWorkingHours(channel.row.working_hours), ctx.now())) {
        return { status: TransferStatus.OFF_HOURS, message: settings.unWorkingMsg };
      }
      const candidates = await candidatesFor(ctx, tx.q, visitor.tenant_id, groupId);
      if (nobodyPresent(candidates)) {
        return { status: TransferStatus.NO_AGENT, message: settings.adminOfflineMode === 1 ? settings.adminOfflineMsg : '' };
      }
      const preferred = req.adminId ? candidates.filter((c) => String(c.agentId) === req.adminId) : [];
      const pick = pickAgent(preferred) ?? pickAgent(candidates);
      if (pick) {
        const agent = await agentNamed(tx.q, pick.agentId);
        if (await assignSession(ctx, tx, session, agent, groupId))
          return { status: TransferStatus.CONNECTED, adminId: String(agent.id), adminNick: agent.nickname };
      }
      await queueSession(ctx, tx, session, groupId);
      await announcePositions(ctx, tx, visitor.tenant_id);
      return { status: TransferStatus.QUEUED, waitIndex: await waitIndexOf(ctx, await sessionById(tx.q, Number(session.id)), tx.q) };
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    ctx.log.error({ err }, 'transfer failed');
    return { status: TransferStatus.FAILED };
  }
}

/** Seats that came free go to queued visitors, oldest first, each within their group. */
export async function drainQueue(ctx: AppContext, tenantId: string): Promise<void> {
  await inTenantLock(ctx, tenantId, async (tx) => {
    const queue = await queuedSessions(tx.q, tenantId);
    let changed = false;
    for (const s of queue) {
      const pick = pickAgent(await candidatesFor(ctx, tx.q, tenantId, s.group_id));
      if (pick && (await assignSession(ctx, tx, s, await agentNamed(tx.q, pick.agentId), s.group_id))) changed = true;
    }
    if (changed) await announcePositions(ctx, tx, tenantId);
  });
}

/** An agent takes a queued visitor by hand, even past their capacity. */
export async function acceptQueued(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  await inTenantLock(ctx, agent.tenantId, async (tx) => {
    const s = await tenantSession(tx.q, agent.tenantId, sessionId);
    const taken =
      s.status === UserStatus.QUEUED && (await assignSession(ctx, tx, s, { id: agent.agentId, nickname: agent.nickname }, s.group_id));
    if (!taken) throw new ApiError(409, 'This visitor is no longer waiting');
    await announcePositions(ctx, tx, agent.tenantId);
  });
}

/** Hands a conversation to another agent directly, or back to a group's queue. */
export async function transferSession(
  ctx: AppContext,
  agent: AgentProfile,
  sessionId: number,
  to: { agentId?: number; groupId?: string },
): Promise<void> {
  await inTenantLock(ctx, agent.tenantId, async (tx) => {
    const s = await tenantSession(tx.q, agent.tenantId, sessionId);
    if (s.status !== UserStatus.AGENT) throw new ApiError(409, 'Only a conversation with an agent can be transferred');
    if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
    if (to.agentId !== undefined) {
      const target = await tx.q
        .selectFrom('agents')
        .select(['id', 'nickname'])
        .where('tenant_id', '=', agent.tenantId)
        .where('id', '=', to.agentId)
        .where('deactivated_at', 'is', null)
        .executeTakeFirst();
      if (!target) throw badRequest('agentId: unknown agent');
      await handOverSession(ctx, tx, s, { id: Number(target.id), nickname: target.nickname });
      return;
    }
    await requireGroup(tx.q, agent.tenantId, to.groupId!);
    await queueSession(ctx, tx, s, to.groupId!);
    await announcePositions(ctx, tx, agent.tenantId);
    tx.afterCommit(() => drainQueue(ctx, agent.tenantId));
  });
}

/**
 * A deactivated agent's live conversations go back to their group's line (issue 30 item 3), the visitors told their
 * place; in the caller's transaction, which holds the tenant's lock. The messages keep the agent's name.
 */
export async function requeueAgentConversations(ctx: AppContext, tx: Tx, tenantId: string, agentId: number): Promise<number> {
  const live = await tx.q
    .selectFrom('sessions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('agent_id', '=', agentId)
    .where('status', '=', UserStatus.AGENT)
    .orderBy('id')
    .execute();
  for (const s of live) await queueSession(ctx, tx, s, s.group_id);
  if (live.length) await announcePositions(ctx, tx, tenantId);
  return live.length;
}

/**
 * A channel that now requires identity (S-SI7): every live conversation of its anonymous visitors ends at once, in
 * the caller's transaction, which holds the tenant's lock; the seats they held go to the next in line after it.
 */
export async function endAnonymousConversations(ctx: AppContext, tx: Tx, tenantId: string, channelId: string): Promise<number> {
  const live = await tx.q
    .selectFrom('sessions')
    .innerJoin('visitors', 'visitors.id', 'sessions.visitor_id')
    .selectAll('sessions')
    .where('sessions.tenant_id', '=', tenantId)
    .where('sessions.channel_id', '=', channelId)
    .where('sessions.status', '<>', UserStatus.OFFLINE)
    .where('visitors.external_id', 'is', null)
    .orderBy('sessions.id')
    .execute();
  for (const s of live) await closeSession(ctx, tx, s, OutType.CHAT_OVER);
  if (live.length) tx.afterCommit(() => drainQueue(ctx, tenantId));
  return live.length;
}

/**
 * Ends a conversation however it ends (visitor, agent, idle timer) and, when that freed a seat or a place in
 * line, gives it to the next visitor at once.
 */
export async function endConversation(ctx: AppContext, session: Session, outType: number, closing?: ClosingText): Promise<void> {
  await inTenantLock(ctx, session.tenant_id, async (tx) => {
    const ended = await closeSession(ctx, tx, session, outType, closing);
    if (ended && (ended.status === UserStatus.AGENT || ended.status === UserStatus.QUEUED))
      tx.afterCommit(() => drainQueue(ctx, session.tenant_id));
  });
}
