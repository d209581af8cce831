import { sql } from 'kysely';
import { EventCode, MsgType, SenderType, UserStatus, WebhookEvent } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Session, Visitor } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { tellAgents } from './agentNotices.js';
import { tellVisitor, visitorChanged } from './visitorEvents.js';
import { markAssigned } from '../agents/agentStore.js';
import { visitorIdleTimer } from './idleRules.js';
import { postMessage, type Sender } from './messageActions.js';
import { activeSession, afterSessionWrite, sessionById } from './sessionStore.js';
import { cancelTimers, scheduleTimer } from './timerStore.js';
import { summarizeOne } from './views.js';
import { conversationData, conversationKey, emitConversationEvent, emitWebhookEvent } from '../webhooks/emit.js';
import { webhookTargets } from '../webhooks/subscriptions.js';

/**
 * Every change of a session's state (start, queue, assign, hand over, close, rating invitation, read mark) is
 * one of these, run inside the caller's transaction: the row, the visitor's event, and the consoles' update
 * (published after commit). Which agent, which queue and when is routing's decision (routing/).
 */

/** The consoles' view of a session, computed after commit from what was committed. */
function tellConversationChanged(ctx: AppContext, tx: Tx, session: Session): void {
  tellAgents(ctx, tx, session.tenant_id, async () => {
    const fresh = (await sessionById(ctx.db.kysely, Number(session.id))) ?? session;
    return { type: 'conversationChanged', conversation: await summarizeOne(ctx, fresh) };
  });
}

/** The live session, or a new one in the robot phase: a visitor who writes always has a conversation. */
export async function startSession(ctx: AppContext, tx: Tx, visitor: Visitor): Promise<Session> {
  const existing = await activeSession(tx.q, visitor.id);
  if (existing) return existing;
  // No event tells the visitor of this one; their polls' cached status must still go (S-EV12).
  visitorChanged(ctx, tx, visitor.id);
  afterSessionWrite(ctx, tx, visitor.id);
  const created = await tx.q
    .insertInto('sessions')
    .values({
      tenant_id: visitor.tenant_id,
      channel_id: visitor.channel_id,
      visitor_id: visitor.id,
      agent_id: null,
      group_id: null,
      status: UserStatus.ROBOT,
      out_type: null,
      started_at: ctx.now(),
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const targets = await webhookTargets(ctx, tx.q, visitor.tenant_id, WebhookEvent.CONVERSATION_CREATED);
  if (targets.length > 0) {
    const data = conversationData(created, visitor.user_id);
    const e = { tenantId: visitor.tenant_id, type: WebhookEvent.CONVERSATION_CREATED, data, orderKey: conversationKey(created.id) };
    await emitWebhookEvent(ctx, tx, e, targets);
  }
  return created;
}

/** Into the group's line (from the robot, or back from an agent). */
export async function queueSession(ctx: AppContext, tx: Tx, session: Session, groupId: string | null): Promise<void> {
  await tx.q
    .updateTable('sessions')
    .set({
      status: UserStatus.QUEUED,
      agent_id: null,
      group_id: groupId,
      queued_at: ctx.now(),
      first_queued_at: sql<number>`coalesce(first_queued_at, ${ctx.now()})`,
      // Back in the line from an agent: a transfer in the reports (docs/reports.md).
      transfers: session.agent_id === null ? sql<number>`transfers` : sql<number>`transfers + 1`,
    })
    .where('id', '=', session.id)
    .execute();
  visitorChanged(ctx, tx, session.visitor_id);
  afterSessionWrite(ctx, tx, session.visitor_id);
  tellConversationChanged(ctx, tx, session);
}

/**
 * Gives a robot-phase or queued session to an agent: status 2, the channel's welcome text stored as the agent's
 * first message (the widget shows it on connect, so it is not sent as an event), the visitor-idle timer, event
 * 1200. False when the session was no longer waiting.
 */
export async function assignSession(
  ctx: AppContext,
  tx: Tx,
  session: Session,
  agent: { id: number; nickname: string },
  groupId: string | null,
): Promise<boolean> {
  const now = ctx.now();
  const updated = await tx.q
    .updateTable('sessions')
    .set({
      status: UserStatus.AGENT,
      agent_id: agent.id,
      group_id: groupId,
      queued_at: null,
      assigned_at: sql<number>`coalesce(assigned_at, ${now})`,
    })
    .where('id', '=', session.id)
    .where('status', 'in', [UserStatus.ROBOT, UserStatus.QUEUED])
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return false;
  afterSessionWrite(ctx, tx, session.visitor_id);
  const assigned: Session = { ...session, status: UserStatus.AGENT, agent_id: agent.id, group_id: groupId, queued_at: null };
  await markAssigned(tx, agent.id, now);
  // Before the welcome text, so a receiver hears of the agent before the agent's first message.
  await emitConversationEvent(ctx, tx, WebhookEvent.CONVERSATION_ASSIGNED, assigned, { agent: { id: agent.id, name: agent.nickname } });
  const { settings } = await getChannel(ctx, session.channel_id, tx.q);
  if (settings.adminWelcomeMode === 1 && settings.adminWelcomeMsg.trim()) {
    await postMessage(ctx, tx, {
      session: assigned,
      sender: agentSender(agent),
      msgType: MsgType.TEXT,
      content: settings.adminWelcomeMsg,
      toVisitor: false,
    });
  }
  const idle = visitorIdleTimer(settings).schedule;
  if (idle) await scheduleTimer(tx.q, session.tenant_id, session.id, idle.kind, now + idle.afterMs, now);
  await tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, {
    code: EventCode.CONNECTED,
    adminId: String(agent.id),
    adminNick: agent.nickname,
  });
  tellConversationChanged(ctx, tx, session);
  return true;
}

/** An agent hands their conversation to another agent directly; the visitor learns the new name (event 1200). */
export async function handOverSession(ctx: AppContext, tx: Tx, session: Session, to: { id: number; nickname: string }): Promise<void> {
  await tx.q
    .updateTable('sessions')
    .set({ agent_id: to.id, agent_read_msg_id: 0, transfers: sql<number>`transfers + 1` })
    .where('id', '=', session.id)
    .execute();
  afterSessionWrite(ctx, tx, session.visitor_id);
  await tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, {
    code: EventCode.CONNECTED,
    adminId: String(to.id),
    adminNick: to.nickname,
  });
  tellConversationChanged(ctx, tx, session);
  const handedOver = { ...session, agent_id: to.id };
  await emitConversationEvent(ctx, tx, WebhookEvent.CONVERSATION_ASSIGNED, handedOver, { agent: { id: to.id, name: to.nickname } });
}

export interface ClosingText {
  text: string;
  sender: Sender;
}

/**
 * Ends a session however it ends (visitor, agent, idle timer): an optional closing text, status 0, timers
 * cleared, event 1202 with the outType. Answers the session as it was before, or undefined when it had already
 * ended; whether a seat came free is routing's to act on.
 */
export async function closeSession(
  ctx: AppContext,
  tx: Tx,
  session: Session,
  outType: number,
  closing?: ClosingText,
): Promise<Session | undefined> {
  const fresh = await sessionById(tx.q, Number(session.id));
  if (!fresh || fresh.status === UserStatus.OFFLINE) return undefined;
  const now = ctx.now();
  if (closing?.text.trim()) {
    await postMessage(ctx, tx, { session: fresh, sender: closing.sender, msgType: MsgType.TEXT, content: closing.text, toVisitor: true });
  }
  await tx.q
    .updateTable('sessions')
    .set({
      status: UserStatus.OFFLINE,
      ended_at: now,
      out_type: outType,
      queued_at: null,
      // The reports' rollups, counted once here rather than on every message (docs/reports.md).
      message_count: sql<number>`(select count(*) from messages m where m.session_id = sessions.id and m.sender_type <> ${SenderType.SYSTEM} and m.inside_flag = 0)`,
      first_response_at: sql<number>`(select min(m.created_at) from messages m where m.session_id = sessions.id and m.sender_type = ${SenderType.AGENT} and m.inside_flag = 0 and m.created_at > sessions.assigned_at)`,
    })
    .where('id', '=', fresh.id)
    .execute();
  afterSessionWrite(ctx, tx, fresh.visitor_id);
  await cancelTimers(tx.q, fresh.id);
  await tellVisitor(ctx, tx, fresh.tenant_id, fresh.visitor_id, { code: EventCode.CLOSED, outType });
  tellConversationChanged(ctx, tx, fresh);
  const closed = { ...fresh, status: UserStatus.OFFLINE, ended_at: now, out_type: outType, queued_at: null };
  await emitConversationEvent(ctx, tx, WebhookEvent.CONVERSATION_CLOSED, closed);
  return fresh;
}

/** The agent asks the visitor to rate the service now (event 1203). */
export async function inviteEvaluation(ctx: AppContext, tx: Tx, session: Session): Promise<void> {
  await tx.q.updateTable('sessions').set({ evaluate_invited_at: ctx.now() }).where('id', '=', session.id).execute();
  afterSessionWrite(ctx, tx, session.visitor_id);
  await tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, { code: EventCode.INVITE_EVALUATE });
}

/** The agent has read up to msgId; the mark only moves forward, and a move tells the visitor ("Seen", 1211, S-AG11). */
export async function markReadByAgent(ctx: AppContext, tx: Tx, session: Session, msgId: number): Promise<void> {
  const moved = await tx.q
    .updateTable('sessions')
    .set({ agent_read_msg_id: msgId })
    .where('id', '=', session.id)
    .where('agent_read_msg_id', '<', msgId)
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) > 0) {
    afterSessionWrite(ctx, tx, session.visitor_id);
    await tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, { code: EventCode.AGENT_READ, msgId });
  }
}

/** A rating arrived: the consoles show it on the conversation. */
export function ratingRecorded(ctx: AppContext, tx: Tx, session: Session): void {
  tellConversationChanged(ctx, tx, session);
}

export function agentSender(agent: { id: number; nickname: string }): Sender {
  return { type: SenderType.AGENT, id: agent.id, name: agent.nickname };
}
