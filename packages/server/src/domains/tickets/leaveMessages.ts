import type { z } from 'zod';
import {
  LeaveMsgState,
  isValidEmail,
  isValidPhone,
  type AgentLeaveMessage,
  type AgentProfile,
  type LeaveMessage,
  type leaveMessagesQuery,
  type leaveMsgBody,
  WebhookEvent,
} from '@parley/protocol';
import { emitWebhookEvent } from '../webhooks/emit.js';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { LeaveMessageRow, Visitor } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { once } from '../../platform/db/writeOnce.js';
import { badRequest, notFound } from '../../platform/http/envelope.js';

/** Simple leave messages (leaveMsgType 1): the visitor leaves one, lists their own; agents mark them handled. */

function toLeaveMessage(r: LeaveMessageRow, userId: string): LeaveMessage {
  return {
    id: Number(r.id),
    customerName: r.customer_name,
    customerEmail: r.customer_email,
    customerPhone: r.customer_phone,
    msgContent: r.msg_content,
    createTime: Number(r.created_at),
    updateTime: r.updated_at == null ? null : Number(r.updated_at),
    updateUserName: r.update_user_name,
    msgState: r.msg_state,
    msgDesc: r.msg_desc,
    userId,
  };
}

const toAgentView = (r: LeaveMessageRow, userId: string): AgentLeaveMessage => ({ ...toLeaveMessage(r, userId), channelId: r.channel_id });

export async function leaveMessage(ctx: AppContext, visitor: Visitor, b: z.output<typeof leaveMsgBody>): Promise<{ id: number }> {
  const { settings } = await getChannel(ctx, visitor.channel_id);
  const phone = b.customerPhone?.trim() ?? '';
  const email = b.customerEmail?.trim() ?? '';
  // Optional, but checked when given (the spec has the messages; a leading product checks them).
  if (phone && !isValidPhone(phone, settings.phoneRule)) throw badRequest('customerPhone: please enter a correct mobile number');
  if (email && !isValidEmail(email)) throw badRequest('customerEmail: please enter a correct e-mail address');
  const clientId = b.clientId;
  const write = () =>
    inTransaction(ctx, async (tx) => {
      const row = await tx.q
        .insertInto('leave_messages')
        .values({
          tenant_id: visitor.tenant_id,
          channel_id: visitor.channel_id,
          visitor_id: visitor.id,
          customer_name: b.customerName,
          customer_email: email,
          customer_phone: phone,
          msg_content: b.msgContent,
          msg_state: LeaveMsgState.UNHANDLED,
          msg_desc: '',
          update_user_name: '',
          created_at: ctx.now(),
          updated_at: null,
          client_id: clientId ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const view = toAgentView(row, visitor.user_id);
      tellAgents(ctx, tx, visitor.tenant_id, { type: 'leaveMessage', leaveMessage: view });
      const e = { tenantId: visitor.tenant_id, type: WebhookEvent.LEAVE_MESSAGE_CREATED, data: { leaveMessage: view }, orderKey: null };
      await emitWebhookEvent(ctx, tx, e);
      return { id: Number(row.id) };
    });
  if (clientId === undefined) return write();
  // S-HD7: a resend with the same client id answers the first message's id.
  const earlier = async () => {
    const row = await ctx.db.kysely
      .selectFrom('leave_messages')
      .select('id')
      .where('visitor_id', '=', visitor.id)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return row && { id: Number(row.id) };
  };
  return once(earlier, write);
}

export async function visitorLeaveMessages(ctx: AppContext, visitor: Visitor): Promise<LeaveMessage[]> {
  const rows = await ctx.db.kysely
    .selectFrom('leave_messages')
    .selectAll()
    .where('visitor_id', '=', visitor.id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => toLeaveMessage(r, visitor.user_id));
}

export async function agentLeaveMessages(
  ctx: AppContext,
  agent: AgentProfile,
  query: z.output<typeof leaveMessagesQuery>,
): Promise<AgentLeaveMessage[]> {
  let q = ctx.db.kysely
    .selectFrom('leave_messages')
    .innerJoin('visitors', 'visitors.id', 'leave_messages.visitor_id')
    .selectAll('leave_messages')
    .select('visitors.user_id')
    .where('leave_messages.tenant_id', '=', agent.tenantId);
  if (query.state === 'handled') q = q.where('leave_messages.msg_state', '=', LeaveMsgState.HANDLED);
  if (query.state === 'unhandled') q = q.where('leave_messages.msg_state', '!=', LeaveMsgState.HANDLED);
  if (query.channelId) q = q.where('leave_messages.channel_id', '=', query.channelId);
  const rows = await q.orderBy('leave_messages.created_at', 'desc').limit(500).execute();
  return rows.map((r) => toAgentView(r, r.user_id));
}

/** An agent marks a leave message handled with a remark; the visitor sees both in their list. */
export async function handleLeaveMessage(ctx: AppContext, agent: AgentProfile, id: number, remark: string): Promise<AgentLeaveMessage> {
  return inTransaction(ctx, async (tx) => {
    const res = await tx.q
      .updateTable('leave_messages')
      .set({ msg_state: LeaveMsgState.HANDLED, msg_desc: remark, update_user_name: agent.nickname, updated_at: ctx.now() })
      .where('id', '=', id)
      .where('tenant_id', '=', agent.tenantId)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw notFound('No such leave message');
    const row = await tx.q
      .selectFrom('leave_messages')
      .innerJoin('visitors', 'visitors.id', 'leave_messages.visitor_id')
      .selectAll('leave_messages')
      .select('visitors.user_id')
      .where('leave_messages.id', '=', id)
      .executeTakeFirstOrThrow();
    const view = toAgentView(row, row.user_id);
    tellAgents(ctx, tx, agent.tenantId, { type: 'leaveMessage', leaveMessage: view });
    return view;
  });
}
