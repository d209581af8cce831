import { EventCode, MsgType, SenderType } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Session, Visitor } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { moveReadMark, touchVisitor } from '../visitors/visitorStore.js';
import { notifyAgentsNow, tellAgents } from './agentNotices.js';
import { SYSTEM_SENDER, postMessage } from './messageActions.js';
import { activeSession, cachedLiveSession } from './sessionStore.js';
import { tellVisitor } from './visitorEvents.js';

/**
 * What either side does besides writing a message: reading, typing, leaving the page. Each is one conversation action
 * (issue 29 item 1), so the visitor's read mark, the "visitor left" notice and every typing event go through the
 * module that owns the conversation's notifications.
 */

/** The visitor read up to `upTo`; the assigned agent sees "Seen". */
export async function markVisitorRead(ctx: AppContext, visitor: Visitor, upTo: number): Promise<void> {
  if (upTo <= visitor.read_msg_id) return;
  await inTransaction(ctx, async (tx) => {
    await moveReadMark(ctx, tx, visitor.id, upTo);
    const session = await activeSession(tx.q, visitor.id);
    if (session) tellAgents(ctx, tx, visitor.tenant_id, { type: 'visitorRead', sessionId: Number(session.id), msgId: upTo });
  });
}

/** A hint for the agents, sent as often as the visitor types: the live session as this node knows it, no query. */
export async function visitorTyping(ctx: AppContext, visitor: Visitor, draft: string): Promise<void> {
  const session = await cachedLiveSession(ctx, visitor.id);
  if (session) await notifyAgentsNow(ctx, visitor.tenant_id, { type: 'visitorTyping', sessionId: Number(session.id), draft });
}

/** What beforeUnload records in the conversation for the agents (S-MS9). */
export const VISITOR_LEFT_NOTICE = 'The visitor left the page';

/**
 * beforeUnload: remember when, record it in the live conversation for the agents (a notice the visitor never sees;
 * once per absence, not per page of a visit that keeps leaving), and tell agents the visitor left.
 */
export async function visitorLeft(ctx: AppContext, visitor: Visitor): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    await touchVisitor(ctx, tx, visitor.id, ctx.now());
    const session = await activeSession(tx.q, visitor.id);
    if (!session) return;
    const last = await tx.q
      .selectFrom('messages')
      .select(['sender_type', 'content', 'inside_flag'])
      .where('session_id', '=', session.id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const noted = last?.sender_type === SenderType.SYSTEM && last.inside_flag === 1 && last.content === VISITOR_LEFT_NOTICE;
    if (!noted) {
      await postMessage(ctx, tx, {
        session,
        sender: SYSTEM_SENDER,
        msgType: MsgType.TEXT,
        content: VISITOR_LEFT_NOTICE,
        inside: true,
        extra: { sysType: 'beforeUnload' },
      });
    }
    tellAgents(ctx, tx, visitor.tenant_id, { type: 'visitorLeft', sessionId: Number(session.id) });
  });
}

/** The agent is typing: event 1204 to the visitor (shown for 2 s). */
export async function agentTypingIn(ctx: AppContext, session: Session): Promise<void> {
  await inTransaction(ctx, (tx) => tellVisitor(ctx, tx, session.tenant_id, session.visitor_id, { code: EventCode.AGENT_TYPING }));
}
