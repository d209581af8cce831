import type { z } from 'zod';
import {
  AGENT_RECALL_WINDOW_MS, EventCode, OutType, SenderType, UserStatus,
  type AgentProfile, type ChatMessage, type PresenceValue, type agentSendBody,
} from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../context.js';
import type { Session } from '../db/schema.js';
import { appendEvent, notifyVisitor } from '../events/eventLog.js';
import { ApiError, notFound } from '../http/envelope.js';
import { drainQueue } from '../routing/routingService.js';
import { endSession } from '../routing/sessionLifecycle.js';
import { onAgentMessage } from '../timers/idleTimers.js';
import { insertMessage, messageByClientId } from '../visitor/messageStore.js';
import { toAgentMessage, toChatMessage } from '../visitor/messageView.js';
import { notifyAgents } from './agentEvents.js';

/** What an agent does in a conversation. Each action persists first, then tells the visitor and the consoles. */

export async function tenantSessionOf(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<Session> {
  const s = await ctx.db.kysely.selectFrom('sessions').selectAll().where('tenant_id', '=', agent.tenantId).where('id', '=', sessionId).executeTakeFirst();
  if (!s) throw notFound('No such conversation');
  return s;
}

function requireOwn(agent: AgentProfile, s: Session): void {
  if (s.status !== UserStatus.AGENT) throw new ApiError(409, 'This conversation is not with an agent');
  if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
}

export async function sendAgentMessage(ctx: AppContext, agent: AgentProfile, sessionId: number, body: z.output<typeof agentSendBody>): Promise<ChatMessage> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (body.clientId) {
    const dup = await messageByClientId(ctx.db.kysely, s.visitor_id, body.clientId);
    if (dup) return toAgentMessage(dup);
  }
  // Internal notes may be added to any conversation of the tenant, even a closed one.
  if (!body.inside) requireOwn(agent, s);
  const now = ctx.now();
  const extra: Record<string, unknown> = {};
  if (body.fileName !== undefined) extra.fileName = body.fileName;
  if (body.size !== undefined) extra.size = body.size;
  const { row, eventId } = await ctx.db.kysely.transaction().execute(async (trx) => {
    const r = await insertMessage(trx, {
      tenantId: s.tenant_id, sessionId: s.id, visitorId: s.visitor_id, senderType: SenderType.AGENT, senderId: agent.agentId,
      senderName: agent.nickname, msgType: body.msgType, content: body.msgContent, extra, clientId: body.clientId ?? null,
      inside: body.inside, now,
    });
    if (body.inside) return { row: r, eventId: 0 };
    await onAgentMessage(ctx, trx, s);
    const e = await appendEvent(trx, s.tenant_id, s.visitor_id, { code: EventCode.AGENT_MESSAGE, message: toChatMessage(r) }, now);
    return { row: r, eventId: e.eventId };
  });
  if (eventId) await notifyVisitor(ctx, s.visitor_id, eventId);
  const message = toAgentMessage(row);
  await notifyAgents(ctx, s.tenant_id, { type: 'message', sessionId: Number(s.id), message });
  return message;
}

/** An agent withdraws their own message within two minutes; the visitor's copy disappears (event 1205). */
export async function recallMessage(ctx: AppContext, agent: AgentProfile, msgId: number): Promise<void> {
  const m = await ctx.db.kysely.selectFrom('messages').selectAll().where('tenant_id', '=', agent.tenantId).where('id', '=', msgId).executeTakeFirst();
  if (!m) throw notFound('No such message');
  if (m.sender_type !== SenderType.AGENT || m.sender_id !== agent.agentId) throw new ApiError(403, 'Only your own messages can be withdrawn');
  if (ctx.now() - Number(m.created_at) > AGENT_RECALL_WINDOW_MS) throw new ApiError(409, 'Messages can be withdrawn within 2 minutes');
  if (m.recall_flag === 1) return;
  const eventId = await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('messages').set({ recall_flag: 1 }).where('id', '=', m.id).execute();
    if (m.inside_flag === 1) return 0;
    return (await appendEvent(trx, m.tenant_id, m.visitor_id, { code: EventCode.RECALL, msgId: Number(m.id) }, ctx.now())).eventId;
  });
  if (eventId) await notifyVisitor(ctx, m.visitor_id, eventId);
  await notifyAgents(ctx, m.tenant_id, { type: 'messageRecalled', sessionId: Number(m.session_id), msgId: Number(m.id) });
}

export async function closeByAgent(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (s.status === UserStatus.OFFLINE) return;
  if (s.status === UserStatus.AGENT) requireOwn(agent, s);
  const { settings } = await getChannel(ctx, s.channel_id);
  const closing = settings.adminCloseMode === 1 ? { text: settings.adminCloseMsg, senderType: SenderType.AGENT, senderId: agent.agentId, senderName: agent.nickname } : undefined;
  await endSession(ctx, s, OutType.AGENT_CLOSED, closing);
}

export async function inviteEvaluation(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  if (s.agent_id !== agent.agentId && agent.role !== 'admin') throw new ApiError(403, 'This conversation belongs to another agent');
  const e = await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('sessions').set({ evaluate_invited_at: ctx.now() }).where('id', '=', s.id).execute();
    return appendEvent(trx, s.tenant_id, s.visitor_id, { code: EventCode.INVITE_EVALUATE }, ctx.now());
  });
  await notifyVisitor(ctx, s.visitor_id, e.eventId);
}

const lastTyping = new Map<number, number>();
const TYPING_EVENT_EVERY_MS = 1500;

/** Agent typing reaches the visitor as event 1204 (shown for 2 s), at most one event per 1.5 s per conversation. */
export async function agentTyping(ctx: AppContext, agent: AgentProfile, sessionId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  requireOwn(agent, s);
  const now = ctx.now();
  if (now - (lastTyping.get(Number(s.id)) ?? 0) < TYPING_EVENT_EVERY_MS) return;
  lastTyping.set(Number(s.id), now);
  if (lastTyping.size > 10_000) lastTyping.clear();
  const e = await appendEvent(ctx.db.kysely, s.tenant_id, s.visitor_id, { code: EventCode.AGENT_TYPING }, now);
  await notifyVisitor(ctx, s.visitor_id, e.eventId);
}

export async function markAgentRead(ctx: AppContext, agent: AgentProfile, sessionId: number, msgId: number): Promise<void> {
  const s = await tenantSessionOf(ctx, agent, sessionId);
  await ctx.db.kysely.updateTable('sessions').set({ agent_read_msg_id: msgId }).where('id', '=', s.id).where('agent_read_msg_id', '<', msgId).execute();
}

export async function setPresence(ctx: AppContext, agent: AgentProfile, presence: PresenceValue): Promise<void> {
  await ctx.db.kysely.updateTable('agents').set({ presence, last_active_at: ctx.now() }).where('id', '=', agent.agentId).execute();
  await notifyAgents(ctx, agent.tenantId, { type: 'presence', agentId: agent.agentId, presence });
  if (presence === 'online') await drainQueue(ctx, agent.tenantId);
}
