import type { Kysely } from 'kysely';
import { EventCode, MsgType, OutType, SenderType, UserStatus } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import { notifyAgents } from '../console/agentEvents.js';
import type { AppContext } from '../context.js';
import type { Database, Session } from '../db/schema.js';
import { appendEvent, notifyVisitor } from '../events/eventLog.js';
import { purgeOldEvents } from '../events/retention.js';
import { purgeOldUnanswered } from '../robot/unanswered.js';
import { drainQueue } from '../routing/routingService.js';
import { endSession } from '../routing/sessionLifecycle.js';
import { insertMessage } from '../visitor/messageStore.js';
import { toChatMessage } from '../visitor/messageView.js';
import { cancelTimers, claimDueTimers, completeTimer, scheduleTimer, TimerKind } from './timerStore.js';

/** Idle rules (chat-session.md §4 "Timeouts"): minutes × 60000 after the other side's last message. */

export async function onVisitorMessage(ctx: AppContext, session: Session): Promise<void> {
  if (session.status !== UserStatus.AGENT) return;
  const { settings } = await getChannel(ctx, session.channel_id);
  const now = ctx.now();
  await cancelTimers(ctx.db.kysely, session.id, [TimerKind.USER_IDLE, TimerKind.USER_OVER]);
  if (settings.adminTimeoutMode === 1 && settings.adminTimeoutTime > 0) {
    await scheduleTimer(ctx.db.kysely, session.tenant_id, session.id, TimerKind.AGENT_IDLE, now + settings.adminTimeoutTime * 60_000, now);
  }
}

export async function onAgentMessage(ctx: AppContext, q: Kysely<Database>, session: Session): Promise<void> {
  const { settings } = await getChannel(ctx, session.channel_id, q);
  const now = ctx.now();
  await cancelTimers(q, session.id, [TimerKind.AGENT_IDLE, TimerKind.USER_OVER]);
  if (settings.userTimeoutMode === 1 && settings.userTimeoutTime > 0) {
    await scheduleTimer(q, session.tenant_id, session.id, TimerKind.USER_IDLE, now + settings.userTimeoutTime * 60_000, now);
  }
}

/** A notice from the system into the conversation, delivered to the visitor as a message event. */
async function systemNotice(ctx: AppContext, session: Session, text: string): Promise<void> {
  if (!text.trim()) return;
  const now = ctx.now();
  const { message, eventId } = await ctx.db.kysely.transaction().execute(async (trx) => {
    const row = await insertMessage(trx, {
      tenantId: session.tenant_id, sessionId: session.id, visitorId: session.visitor_id, senderType: SenderType.SYSTEM,
      senderName: '', msgType: MsgType.TEXT, content: text, now,
    });
    const m = toChatMessage(row);
    const e = await appendEvent(trx, session.tenant_id, session.visitor_id, { code: EventCode.AGENT_MESSAGE, message: m }, now);
    return { message: m, eventId: e.eventId };
  });
  await notifyVisitor(ctx, session.visitor_id, eventId);
  await notifyAgents(ctx, session.tenant_id, { type: 'message', sessionId: Number(session.id), message });
}

const LEASE_MS = 60_000;

/** Fires what is due. Each timer is claimed with a lease first, so with several nodes exactly one fires it. */
export async function runDueTimers(ctx: AppContext): Promise<number> {
  const claimed = await claimDueTimers(ctx.db.kysely, ctx.now(), LEASE_MS);
  for (const t of claimed) {
    try {
      const session = await ctx.db.kysely.selectFrom('sessions').selectAll().where('id', '=', t.sessionId).executeTakeFirst();
      if (session?.status === UserStatus.AGENT) {
        const { settings } = await getChannel(ctx, session.channel_id);
        if (t.kind === TimerKind.USER_IDLE) {
          await systemNotice(ctx, session, settings.userTimeoutMsg);
          await scheduleTimer(ctx.db.kysely, session.tenant_id, session.id, TimerKind.USER_OVER, ctx.now() + settings.userTimeoutTime * 60_000, ctx.now());
        } else if (t.kind === TimerKind.USER_OVER) {
          await endSession(ctx, session, OutType.USER_OVER, { text: settings.userOverMsg, senderType: SenderType.SYSTEM, senderId: null, senderName: '' });
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
  const tenants = await ctx.db.kysely.selectFrom('sessions').select('tenant_id').distinct().where('status', '=', UserStatus.QUEUED).execute();
  for (const t of tenants) await drainQueue(ctx, t.tenant_id);
}

/** The background loop of a node: timers every tick, the queue sweep every few ticks, purging hourly. */
export function startBackgroundLoop(ctx: AppContext, tickMs = 1000): () => void {
  let running = false;
  let ticks = 0;
  const handle = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await runDueTimers(ctx);
      ticks += 1;
      if (ticks % 5 === 0) await sweepQueues(ctx);
      if (ticks % 3600 === 1) {
        await purgeOldEvents(ctx);
        await purgeOldUnanswered(ctx);
      }
    } catch (err) {
      ctx.log.error({ err }, 'background loop failed');
    } finally {
      running = false;
    }
  }, tickMs);
  handle.unref();
  return () => clearInterval(handle);
}
