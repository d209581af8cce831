import { MsgType } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Session } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { SYSTEM_SENDER, postMessage } from './messageActions.js';
import { TimerKind, cancelTimers, claimDueTimers, completeTimer, scheduleTimer, type ClaimedTimer } from './timerStore.js';

/**
 * The timers of conversations as actions (issue 29 item 1): the node's loop (jobs/dueTimers.ts) and calls/ reach the
 * timers table only through these, each write a unit of work.
 */

/** Claims due timers for this node for `leaseMs` (one statement: on PostgreSQL a row another node took is skipped). */
export function claimTimers(ctx: AppContext, leaseMs: number): Promise<ClaimedTimer[]> {
  return inTransaction(ctx, (tx) => claimDueTimers(tx.q, ctx.now(), leaseMs), { oneStatement: true });
}

/** The timer did its work: gone, unless it was set again meanwhile. */
export function finishTimer(ctx: AppContext, t: ClaimedTimer): Promise<void> {
  return inTransaction(ctx, (tx) => completeTimer(tx.q, t), { oneStatement: true });
}

/** A notice from the system into the conversation (an idle reminder), and the timer that follows it, together. */
export async function timerNotice(
  ctx: AppContext,
  session: Session,
  text: string,
  then?: { kind: TimerKind; afterMs: number },
): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (text.trim()) await postMessage(ctx, tx, { session, sender: SYSTEM_SENDER, msgType: MsgType.TEXT, content: text });
    if (then) await scheduleTimer(tx.q, session.tenant_id, session.id, then.kind, ctx.now() + then.afterMs, ctx.now());
  });
}

/** A call starts ringing in the conversation: it is missed at `dueAt` unless answered (calls/). */
export function startRingTimer(ctx: AppContext, tx: Tx, session: Pick<Session, 'id' | 'tenant_id'>, dueAt: number): Promise<void> {
  return scheduleTimer(tx.q, session.tenant_id, Number(session.id), TimerKind.CALL_RING, dueAt, ctx.now());
}

export function stopRingTimer(tx: Tx, sessionId: number): Promise<void> {
  return cancelTimers(tx.q, sessionId, [TimerKind.CALL_RING]);
}
