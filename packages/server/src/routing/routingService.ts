import type { Kysely } from 'kysely';
import { EventCode, MsgType, SenderType, TransferStatus, UserStatus, type AgentProfile } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import { notifyAgents } from '../console/agentEvents.js';
import { summarizeOne } from '../console/conversationView.js';
import type { AppContext } from '../context.js';
import type { Database, Session, Visitor } from '../db/schema.js';
import { appendEvent, notifyVisitor } from '../events/eventLog.js';
import { ApiError, badRequest, notFound } from '../http/envelope.js';
import { scheduleTimer, TimerKind } from '../timers/timerStore.js';
import { insertMessage } from '../visitor/messageStore.js';
import { ensureSession } from '../visitor/visitorStore.js';
import { candidatesFor, requireGroup } from './agentStore.js';
import { nobodyPresent, pickAgent, queuePositions } from './pickAgent.js';
import { withTenantLock, type After } from './tenantLock.js';
import { isWithinWorkingHours, parseWorkingHours } from './workingHours.js';

/** The transferAgent answer (chat-session.md §4 "Transfer result status"). */
export interface TransferResult {
  status: number;
  adminId?: string;
  adminNick?: string;
  waitIndex?: number;
  message?: string;
}

async function queuedSessions(q: Kysely<Database>, tenantId: string): Promise<Session[]> {
  return q
    .selectFrom('sessions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', UserStatus.QUEUED)
    .orderBy('queued_at')
    .orderBy('id')
    .execute();
}

/** The visitor's 1-based place in their group's line; 0 when not queued. */
export async function waitIndexOf(ctx: AppContext, session: Session | undefined, q: Kysely<Database> = ctx.db.kysely): Promise<number> {
  if (!session || session.status !== UserStatus.QUEUED) return 0;
  const queue = await queuedSessions(q, session.tenant_id);
  return queuePositions(queue.map((s) => ({ sessionId: Number(s.id), groupId: s.group_id }))).get(Number(session.id)) ?? 0;
}

/** Tells every queued visitor of the tenant their place (event 1206), after a change of the line. */
async function announcePositions(ctx: AppContext, q: Kysely<Database>, after: After, tenantId: string): Promise<void> {
  const queue = await queuedSessions(q, tenantId);
  const positions = queuePositions(queue.map((s) => ({ sessionId: Number(s.id), groupId: s.group_id })));
  const now = ctx.now();
  for (const s of queue) {
    const e = await appendEvent(q, tenantId, s.visitor_id, { code: EventCode.QUEUE_POSITION, waitIndex: positions.get(Number(s.id)) ?? 0 }, now);
    after(() => notifyVisitor(ctx, s.visitor_id, e.eventId));
  }
  after(() => notifyAgents(ctx, tenantId, { type: 'queueChanged' }));
}

/**
 * Gives a session to an agent: status 2, the channel's welcome text stored as the agent's first message
 * (the widget shows it on connect, so it is not sent as an event), event 1200, the visitor-idle timer.
 */
async function assign(ctx: AppContext, q: Kysely<Database>, after: After, session: Session, agentId: number, groupId: string | null): Promise<{ adminId: string; adminNick: string } | null> {
  const now = ctx.now();
  const updated = await q
    .updateTable('sessions')
    .set({ status: UserStatus.AGENT, agent_id: agentId, group_id: groupId, queued_at: null })
    .where('id', '=', session.id)
    .where('status', 'in', [UserStatus.ROBOT, UserStatus.QUEUED])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return null;
  const agent = await q.selectFrom('agents').select(['id', 'nickname']).where('id', '=', agentId).executeTakeFirstOrThrow();
  await q.updateTable('agents').set({ last_assigned_at: now }).where('id', '=', agentId).execute();
  const { settings } = await getChannel(ctx, session.channel_id, q);
  if (settings.adminWelcomeMode === 1 && settings.adminWelcomeMsg.trim()) {
    await insertMessage(q, {
      tenantId: session.tenant_id, sessionId: session.id, visitorId: session.visitor_id, senderType: SenderType.AGENT,
      senderId: agentId, senderName: agent.nickname, msgType: MsgType.TEXT, content: settings.adminWelcomeMsg, now,
    });
  }
  if (settings.userTimeoutMode === 1 && settings.userTimeoutTime > 0) {
    await scheduleTimer(q, session.tenant_id, session.id, TimerKind.USER_IDLE, now + settings.userTimeoutTime * 60_000, now);
  }
  const adminId = String(agentId);
  const e = await appendEvent(q, session.tenant_id, session.visitor_id, { code: EventCode.CONNECTED, adminId, adminNick: agent.nickname }, now);
  after(() => notifyVisitor(ctx, session.visitor_id, e.eventId));
  after(async () => {
    const s = await ctx.db.kysely.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
    await notifyAgents(ctx, session.tenant_id, { type: 'conversationChanged', conversation: await summarizeOne(ctx, s) });
  });
  return { adminId, adminNick: agent.nickname };
}

/** transferAgent: outside hours 5, nobody present 1, a free seat 2, otherwise the queue 3; 4 when it breaks. */
export async function transferVisitor(ctx: AppContext, visitor: Visitor, req: { groupId?: string; adminId?: string }): Promise<TransferResult> {
  const channel = await getChannel(ctx, visitor.channel_id);
  const { settings } = channel;
  const groupId = req.groupId ? req.groupId : null;
  if (groupId) await requireGroup(ctx.db.kysely, visitor.tenant_id, groupId);
  const session = await ensureSession(ctx, visitor);
  if (session.status === UserStatus.AGENT && session.agent_id != null) {
    const agent = await ctx.db.kysely.selectFrom('agents').select('nickname').where('id', '=', session.agent_id).executeTakeFirst();
    return { status: TransferStatus.CONNECTED, adminId: String(session.agent_id), adminNick: agent?.nickname ?? '' };
  }
  if (session.status === UserStatus.QUEUED) return { status: TransferStatus.QUEUED, waitIndex: await waitIndexOf(ctx, session) };
  if (!isWithinWorkingHours(parseWorkingHours(channel.row.working_hours), ctx.now())) {
    return { status: TransferStatus.OFF_HOURS, message: settings.unWorkingMsg };
  }
  try {
    return await withTenantLock(ctx, visitor.tenant_id, async (q, after) => {
      const fresh = await q.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirstOrThrow();
      const candidates = await candidatesFor(ctx, q, visitor.tenant_id, groupId);
      if (nobodyPresent(candidates)) {
        return { status: TransferStatus.NO_AGENT, message: settings.adminOfflineMode === 1 ? settings.adminOfflineMsg : '' };
      }
      const preferred = req.adminId ? candidates.filter((c) => String(c.agentId) === req.adminId) : [];
      const pick = pickAgent(preferred) ?? pickAgent(candidates);
      if (pick) {
        const done = await assign(ctx, q, after, fresh, pick.agentId, groupId);
        if (done) return { status: TransferStatus.CONNECTED, ...done };
      }
      await q.updateTable('sessions').set({ status: UserStatus.QUEUED, queued_at: ctx.now(), group_id: groupId }).where('id', '=', fresh.id).execute();
      await announcePositions(ctx, q, after, visitor.tenant_id);
      const queued = await q.selectFrom('sessions').selectAll().where('id', '=', fresh.id).executeTakeFirstOrThrow();
      return { status: TransferStatus.QUEUED, waitIndex: await waitIndexOf(ctx, queued, q) };
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    ctx.log.error({ err }, 'transfer failed');
    return { status: TransferStatus.FAILED };
  }
}

/** Seats that came free go to queued visitors, oldest first, each within their group. */
export async function drainQueue(ctx: AppContext, tenantId: string): Promise<void> {
  await withTenantLock(ctx, tenantId, async (q, after) => {
    const queue = await queuedSessions(q, tenantId);
    if (queue.length === 0) return;
    let changed = false;
    for (const s of queue) {
      const pick = pickAgent(await candidatesFor(ctx, q, tenantId, s.group_id));
      if (pick && (await assign(ctx, q, after, s, pick.agentId, s.group_id))) changed = true;
    }
    if (changed) await announcePositions(ctx, q, after, tenantId);
  });
}

async function tenantSession(q: Kysely<Database>, tenantId: string, sessionId: number): Promise<Session> {
  const s = await q.selectFrom('sessions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', sessionId).executeTakeFirst();
  if (!s) throw notFound('No such conversation');
  return s;
}

/** An agent takes a queued visitor by hand, even past their capacity. */
export async function acceptQueued(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  await withTenantLock(ctx, agent.tenantId, async (q, after) => {
    const s = await tenantSession(q, agent.tenantId, sessionId);
    if (s.status !== UserStatus.QUEUED) throw new ApiError(409, 'This visitor is no longer waiting');
    if (!(await assign(ctx, q, after, s, agent.agentId, s.group_id))) throw new ApiError(409, 'This visitor is no longer waiting');
    await announcePositions(ctx, q, after, agent.tenantId);
  });
}

/** Hands a conversation to another agent directly, or back to a group's queue. */
export async function transferSession(ctx: AppContext, agent: AgentProfile, sessionId: number, to: { agentId?: number; groupId?: string }): Promise<void> {
  await withTenantLock(ctx, agent.tenantId, async (q, after) => {
    const s = await tenantSession(q, agent.tenantId, sessionId);
    if (s.status !== UserStatus.AGENT) throw new ApiError(409, 'Only a conversation with an agent can be transferred');
    if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
    const now = ctx.now();
    if (to.agentId !== undefined) {
      const target = await q.selectFrom('agents').select(['id', 'nickname']).where('tenant_id', '=', agent.tenantId).where('id', '=', to.agentId).executeTakeFirst();
      if (!target) throw badRequest('agentId: unknown agent');
      await q.updateTable('sessions').set({ agent_id: target.id, agent_read_msg_id: 0 }).where('id', '=', s.id).execute();
      const e = await appendEvent(q, s.tenant_id, s.visitor_id, { code: EventCode.CONNECTED, adminId: String(target.id), adminNick: target.nickname }, now);
      after(() => notifyVisitor(ctx, s.visitor_id, e.eventId));
      after(async () => {
        const fresh = await ctx.db.kysely.selectFrom('sessions').selectAll().where('id', '=', s.id).executeTakeFirstOrThrow();
        await notifyAgents(ctx, s.tenant_id, { type: 'conversationChanged', conversation: await summarizeOne(ctx, fresh) });
      });
      return;
    }
    await requireGroup(q, agent.tenantId, to.groupId!);
    await q.updateTable('sessions').set({ status: UserStatus.QUEUED, agent_id: null, group_id: to.groupId!, queued_at: now }).where('id', '=', s.id).execute();
    await announcePositions(ctx, q, after, agent.tenantId);
    after(() => drainQueue(ctx, agent.tenantId));
  });
}
