/**
 * updateSessionMsg (operation updateMsg, S-FL14): the widget records how the visitor answered a flow message (the
 * button tapped, the form's values) as docNode on that message, so the conversation read again shows it answered.
 */
import type { z } from 'zod';
import { SenderType, type updateSessionMsgBody } from '@parley/protocol';
import type { AppContext } from '../../../platform/context.js';
import { annotateMessage } from '../../conversation/messageActions.js';
import type { Visitor } from '../../../platform/db/schema.js';
import { inTransaction } from '../../../platform/db/unitOfWork.js';
import { notFound } from '../../../platform/http/envelope.js';

export async function updateFlowMessage(
  ctx: AppContext,
  visitor: Visitor,
  body: z.output<typeof updateSessionMsgBody>,
): Promise<{ msgId: number; docNode: string }> {
  const msgId = Number(body.msgId);
  return inTransaction(ctx, async (tx) => {
    const row = await tx.q
      .selectFrom('messages')
      .select(['id', 'extra'])
      .where('id', '=', msgId)
      .where('visitor_id', '=', visitor.id)
      .where('sender_type', '=', SenderType.ROBOT)
      .executeTakeFirst();
    // Another visitor's message answers like a missing one.
    if (!row) throw notFound(`msgId: no robot message ${msgId} in this conversation`);
    let extra: Record<string, unknown>;
    try {
      extra = JSON.parse(row.extra) as Record<string, unknown>;
    } catch {
      extra = {};
    }
    await annotateMessage(tx, msgId, { ...extra, docNode: body.docNode });
    return { msgId, docNode: body.docNode };
  });
}
