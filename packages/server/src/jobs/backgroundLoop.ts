import { MsgType, OutType, UserStatus } from '@parley/protocol';
import { getChannel } from '../domains/channels/channelStore.js';
import type { AppContext } from '../platform/context.js';
import type { Session } from '../platform/db/schema.js';
import { inTransaction } from '../platform/db/unitOfWork.js';
import { purgeOldEvents } from '../domains/events/eventRetention.js';
import { SYSTEM_SENDER, postMessage } from '../domains/conversation/messageActions.js';
import { sessionById } from '../domains/conversation/sessionStore.js';
import { visitorWroteSince } from '../domains/conversation/messageStore.js';
import { waitsOnVisitor } from '../domains/conversation/idleRules.js';
import { claimDueTimers, completeTimer, scheduleTimer, TimerKind } from '../domains/conversation/timerStore.js';
import { purgeExpiredData } from '../domains/privacy/dataRetention.js';
import { purgeOldUnanswered } from '../domains/robot/unanswered.js';
import { drainQueue, endConversation } from '../domains/routing/routingService.js';
import { ringTimedOut } from '../domains/calls/callService.js';

/** The node's background work: idle timers (chat-session.md §4 "Timeouts") fired under a lease, queue sweeps, purges. */

/** A notice from the system into the conversation, delivered to the visitor as a message event. */
async function systemNotice(ctx: AppContext, session: Session, text: string, then?: { kind: TimerKind; afterMs: number }): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    if (text.trim()) await postMessage(ctx, tx, { session, sender: SYSTEM_SENDER, msgType: MsgType.TEXT, content: text });
    if (then) await scheduleTimer(tx.q, session.tenant_id, session.id, then.kind, ctx.now() + then.afterMs, ctx.now());
  });
}

const LEASE_MS = 60_000;

/** Fires what is due. Each timer is claimed with a lease first, so with several nodes exactly one fires it. */
export async function runDueTimers(ctx: AppContext): Promise<number> {
  const claimed = await claimDueTimers(ctx.db.kysely, ctx.now(), LEASE_MS);
  for (const t of claimed) {
    try {
      const session = t.kind === TimerKind.CALL_RING ? undefined : await sessionById(ctx.db.kysely, t.sessionId);
      if (t.kind === TimerKind.CALL_RING) await ringTimedOut(ctx, t.sessionId);
      const lapsed = session !== undefined && waitsOnVisitor(t.kind) && (await visitorWroteSince(ctx.db.kysely, session.id, t.createdAt));
      if (session?.status === UserStatus.AGENT && !lapsed) {
        const { settings } = await getChannel(ctx, session.channel_id);
        if (t.kind === TimerKind.USER_IDLE) {
          await systemNotice(ctx, session, settings.userTimeoutMsg, {
            kind: TimerKind.USER_OVER,
            afterMs: settings.userTimeoutTime * 60_000,
          });
        } else if (t.kind === TimerKind.USER_OVER) {
          await endConversation(ctx, session, OutType.USER_OVER, { text: settings.userOverMsg, sender: SYSTEM_SENDER });
        } else if (t.kind === TimerKind.AGENT_IDLE) {
          await systemNotice(ctx, session, settings.adminTimeoutMsg);
        }
      }
      await completeTimer(ctx.db.kysely, t);
    } catch (err) {
      ctx.log.error({ err, timer: t }, 'timer failed; it will be retried when its lease ends');
    }
  }
  return claimed.length;
}

/** Hands any seat that came free without a triggering call (e.g. an agent came back) to waiting visitors. */
export async function sweepQueues(ctx: AppContext): Promise<void> {
  const tenants = await ctx.db.kysely
    .selectFrom('sessions')
    .select('tenant_id')
    .distinct()
    .where('status', '=', UserStatus.QUEUED)
    .execute();
  for (const t of tenants) await drainQueue(ctx, t.tenant_id);
}

/** The background loop of a node: timers every tick, the queue sweep every few ticks, purging hourly. */
export function startBackgroundLoop(ctx: AppContext, tickMs = 1000): () => void {
  let running = false;
  let ticks = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runDueTimers(ctx);
      ticks += 1;
      if (ticks % 5 === 0) await sweepQueues(ctx);
      if (ticks % 3600 === 1) {
        await purgeOldEvents(ctx);
        await purgeOldUnanswered(ctx);
        await purgeExpiredData(ctx);
      }
    } catch (err) {
      ctx.log.error({ err }, 'background loop failed');
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick(), tickMs);
  handle.unref();
  return () => clearInterval(handle);
}
