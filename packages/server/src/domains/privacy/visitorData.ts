import { HandleType, parseJsonOr, type VisitorEraseResult, type VisitorExport } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { eraseVisitorCalls } from '../calls/callStore.js';
import { eraseVisitorConversations } from '../conversation/erasure.js';
import { afterSessionWrite } from '../conversation/sessionStore.js';
import { visitorChanged } from '../conversation/visitorEvents.js';
import { forgetVisitorEvents } from '../events/eventPurge.js';
import { notFound } from '../../platform/http/envelope.js';
import { fileUrl } from '../media/uploadService.js';
import { deleteVisitor, findVisitor } from '../visitors/visitorStore.js';
import { queueFileRemoval } from '../media/fileRemoval.js';
import { deleteVisitorUploads } from '../media/uploadRecords.js';
import { eraseVisitorTickets } from '../tickets/ticketErasure.js';
import { eraseVisitorRatings } from '../evaluation/evaluationService.js';
import { eraseVisitorFeedback } from '../robot/feedback.js';
import { recordAudit } from './audit.js';

/**
 * One visitor's data on request (issue 18 item 10): everything kept about them as one JSON document, or erased in
 * one transaction, stored files by a job written with it. Both leave an audit line with counts and the admin, never the visitor.
 */

async function tenantVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const v = await findVisitor(ctx, tenantId, userId);
  if (!v) throw notFound('No such visitor');
  return v;
}

const json = (text: string): unknown => parseJsonOr<unknown>(text, {});

export async function exportVisitorData(ctx: AppContext, tenantId: string, agentId: number, userId: string): Promise<VisitorExport> {
  const v = await tenantVisitor(ctx, tenantId, userId);
  const k = ctx.db.kysely;
  const [sessions, messages, uploads, tickets, leaveMessages, ratings] = await Promise.all([
    k.selectFrom('sessions').selectAll().where('visitor_id', '=', v.id).orderBy('id').execute(),
    // Internal notes are the agents' working notes, not what the visitor said or was told.
    k.selectFrom('messages').selectAll().where('visitor_id', '=', v.id).where('inside_flag', '=', 0).orderBy('id').execute(),
    k.selectFrom('uploads').selectAll().where('visitor_id', '=', v.id).orderBy('id').execute(),
    k.selectFrom('tickets').selectAll().where('visitor_id', '=', v.id).orderBy('id').execute(),
    k.selectFrom('leave_messages').selectAll().where('visitor_id', '=', v.id).orderBy('id').execute(),
    k.selectFrom('evaluations').selectAll().where('visitor_id', '=', v.id).orderBy('id').execute(),
  ]);
  const handles = tickets.length
    ? await k
        .selectFrom('ticket_handles')
        .selectAll()
        .where(
          'ticket_id',
          'in',
          tickets.map((t) => Number(t.id)),
        )
        .where('handle_type', 'in', [HandleType.PUBLIC_REPLY, HandleType.CUSTOMER_REPLY])
        .orderBy('id')
        .execute()
    : [];
  const out: VisitorExport = {
    exportedAt: ctx.now(),
    profile: {
      userId: v.user_id,
      channelId: v.channel_id,
      name: v.name,
      email: v.email,
      phone: v.phone,
      params: json(v.params),
      formParams: json(v.form_params),
      locale: v.locale,
      previousUrl: v.previous_url,
      refer: v.refer,
      userAgent: v.user_agent,
      firstSeenAt: Number(v.created_at),
      lastSeenAt: Number(v.last_seen_at),
    },
    conversations: sessions.map((s) => ({
      sessionId: Number(s.id),
      channelId: s.channel_id,
      startedAt: Number(s.started_at),
      endedAt: s.ended_at == null ? null : Number(s.ended_at),
      messages: messages
        .filter((m) => Number(m.session_id) === Number(s.id))
        .map((m) => ({
          msgId: Number(m.id),
          time: Number(m.created_at),
          senderType: m.sender_type,
          senderName: m.sender_name,
          msgType: m.msg_type,
          content: m.content,
          extra: json(m.extra),
          withdrawn: m.recall_flag === 1,
        })),
    })),
    files: uploads.map((u) => ({
      name: u.name,
      type: u.mime,
      size: Number(u.size),
      uploadedAt: Number(u.created_at),
      uploadedBy: u.agent_id == null ? 'visitor' : 'agent',
      url: fileUrl(ctx, u.key, u.name, Number(v.id)),
    })),
    tickets: tickets.map((t) => ({
      woId: String(t.id),
      title: t.title,
      content: t.content,
      typeName: t.type_name,
      status: t.status,
      customerName: t.customer_name,
      customerEmail: t.customer_email,
      customerPhone: t.customer_phone,
      customFields: json(t.custom_fields),
      files: json(t.files),
      rating: t.rating_star == null ? null : { star: t.rating_star, comment: t.rating_comment ?? '' },
      createdAt: Number(t.created_at),
      updatedAt: Number(t.updated_at),
      replies: handles
        .filter((h) => Number(h.ticket_id) === Number(t.id))
        .map((h) => ({
          time: Number(h.created_at),
          author: h.author,
          authorName: h.author_name,
          content: h.content,
          files: json(h.files),
        })),
    })),
    leaveMessages: leaveMessages.map((l) => ({
      id: Number(l.id),
      channelId: l.channel_id,
      customerName: l.customer_name,
      customerEmail: l.customer_email,
      customerPhone: l.customer_phone,
      content: l.msg_content,
      handled: l.msg_state === 1,
      remark: l.msg_desc,
      createdAt: Number(l.created_at),
    })),
    ratings: ratings.map((r) => ({
      sessionId: Number(r.session_id),
      target: r.target,
      star: r.star,
      solved: r.solved,
      tags: json(r.tags),
      comment: r.comment,
      createdAt: Number(r.created_at),
    })),
  };
  await inTransaction(ctx, (tx) =>
    recordAudit(tx, ctx.now(), tenantId, agentId, 'export', {
      conversations: sessions.length,
      messages: messages.length,
      files: uploads.length,
      tickets: tickets.length,
      leaveMessages: leaveMessages.length,
      ratings: ratings.length,
    }),
  );
  return out;
}

/**
 * Everything of one visitor's, inside the caller's transaction: their files' rows (the keys are answered for the
 * removal job), tickets, ratings, votes, conversations, calls, events and their own row. A visitor's erasure and a
 * deleted channel's (domains/setup/channelErasure.ts) both run it.
 */
export async function eraseVisitorRows(
  ctx: AppContext,
  tx: Tx,
  tenantId: string,
  visitorId: number,
): Promise<{ result: VisitorEraseResult; files: string[] }> {
  const files = await deleteVisitorUploads(tx, tenantId, visitorId);
  const filed = await eraseVisitorTickets(tx, tenantId, visitorId);
  const ratings = await eraseVisitorRatings(tx, tenantId, visitorId);
  await eraseVisitorFeedback(tx, tenantId, visitorId);
  await eraseVisitorCalls(tx.q, tenantId, visitorId);
  const chats = await eraseVisitorConversations(tx, tenantId, visitorId);
  await forgetVisitorEvents(tx.q, visitorId);
  // Nodes answering this visitor's polls from memory forget them too.
  visitorChanged(ctx, tx, visitorId);
  afterSessionWrite(ctx, tx, visitorId);
  await deleteVisitor(ctx, tx, tenantId, visitorId);
  return { result: { ...chats, files: files.length, ...filed, ratings }, files };
}

/** Erases the visitor and everything of theirs in one transaction; their stored files go by a job written with it. */
export async function eraseVisitorData(ctx: AppContext, tenantId: string, agentId: number, userId: string): Promise<VisitorEraseResult> {
  const v = await tenantVisitor(ctx, tenantId, userId);
  const visitorId = Number(v.id);
  return inTransaction(ctx, async (tx) => {
    const { result, files } = await eraseVisitorRows(ctx, tx, tenantId, visitorId);
    await recordAudit(tx, ctx.now(), tenantId, agentId, 'erase', result);
    await queueFileRemoval(ctx, tx, tenantId, files);
    return result;
  });
}
