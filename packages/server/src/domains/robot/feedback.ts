import type { z } from 'zod';
import { DocFeedback, SenderType, parseJsonOr, type commentDocBody } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { MessageRow, Visitor } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { notFound } from '../../platform/http/envelope.js';
import { annotateMessage } from '../conversation/messageActions.js';
import { visitorRobot } from './robotService.js';

type CommentBody = z.output<typeof commentDocBody>;

export interface CommentAnswer {
  msgId: number;
  docId: string;
  isUseful: number;
  disabled: number;
}

const docIdOf = (row: MessageRow) => parseJsonOr<{ docId?: unknown }>(row.extra, {}).docId;

/** The robot answer voted on: the message named by msgId, else the visitor's latest answer of that document. */
async function answerMessage(ctx: AppContext, visitor: Visitor, body: CommentBody): Promise<MessageRow> {
  let q = ctx.db.kysely.selectFrom('messages').selectAll().where('visitor_id', '=', visitor.id).where('sender_type', '=', SenderType.ROBOT);
  if (body.msgId !== undefined) q = q.where('id', '=', body.msgId);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(body.msgId !== undefined ? 1 : 200)
    .execute();
  const row = rows.find((r) => docIdOf(r) === body.docId);
  if (!row) throw notFound(`No robot answer with docId ${body.docId}${body.msgId !== undefined ? ` and msgId ${body.msgId}` : ''}`);
  return row;
}

/**
 * A like (isUseful 1) or dislike (0) of a robot answer, kept once per visitor and answer: a
 * second vote changes nothing and is answered with the first. The vote is also written into the
 * answer message's `disabled` (0 liked, 1 disliked) so history shows it.
 */
export async function commentDoc(ctx: AppContext, visitor: Visitor, body: CommentBody): Promise<CommentAnswer> {
  const { robotNo } = await visitorRobot(ctx, visitor, body.robotNo);
  const message = await answerMessage(ctx, visitor, body);
  return inTransaction(ctx, async (tx) => {
    const trx = tx.q;
    const inserted = await trx
      .insertInto('robot_feedback')
      .values({
        tenant_id: visitor.tenant_id,
        robot_no: robotNo,
        visitor_id: visitor.id,
        msg_id: message.id,
        doc_id: body.docId,
        is_useful: body.isUseful,
        created_at: ctx.now(),
      })
      .onConflict((oc) => oc.columns(['visitor_id', 'msg_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    const vote = await trx
      .selectFrom('robot_feedback')
      .select(['is_useful', 'doc_id'])
      .where('visitor_id', '=', visitor.id)
      .where('msg_id', '=', message.id)
      .executeTakeFirstOrThrow();
    const disabled = vote.is_useful === 1 ? DocFeedback.LIKED : DocFeedback.DISLIKED;
    if (inserted) {
      const extra = { ...parseJsonOr<Record<string, unknown>>(message.extra, {}), disabled };
      await annotateMessage(tx, Number(message.id), extra);
    }
    return { msgId: Number(message.id), docId: vote.doc_id, isUseful: vote.is_useful, disabled };
  });
}

/** An erased visitor's votes on answers (the erasure's transaction). */
export async function eraseVisitorFeedback(tx: Tx, tenantId: string, visitorId: number): Promise<void> {
  await tx.q.deleteFrom('robot_feedback').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).execute();
}

/**
 * A deleted channel's robot: its documents, flows, votes and unanswered questions, and the flow runs of the
 * channel's conversations (so before those are erased; issue 30 item 2).
 */
export async function eraseChannelRobot(tx: Tx, tenantId: string, channelId: string, robotNo: string): Promise<void> {
  const sessions = tx.q.selectFrom('sessions').select('id').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId);
  await tx.q.deleteFrom('robot_flow_runs').where('tenant_id', '=', tenantId).where('session_id', 'in', sessions).execute();
  for (const table of ['robot_flows', 'robot_feedback', 'robot_unanswered', 'robot_docs'] as const)
    await tx.q.deleteFrom(table).where('tenant_id', '=', tenantId).where('robot_no', '=', robotNo).execute();
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceRobots(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('robot_feedback').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('robot_unanswered').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('robot_flow_runs').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('robot_flows').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('robot_docs').where('tenant_id', '=', tenantId).execute();
}
