import { OutType, UserStatus } from '@parley/protocol';
import type { AppContext } from '../platform/context.js';
import { getChannel } from '../domains/channels/channelStore.js';
import { SYSTEM_SENDER } from '../domains/conversation/messageActions.js';
import { sessionById } from '../domains/conversation/sessionStore.js';
import { visitorWroteSince } from '../domains/conversation/messageStore.js';
import { waitsOnVisitor } from '../domains/conversation/idleRules.js';
import { claimTimers, finishTimer, timerNotice } from '../domains/conversation/timerActions.js';
import { TimerKind } from '../domains/conversation/timerStore.js';
import { endConversation } from '../domains/routing/routingService.js';
import { ringTimedOut } from '../domains/calls/callService.js';

/** Idle timers (chat-session.md §4 "Timeouts") and call rings, fired under a lease so that with several nodes one fires each. */

const LEASE_MS = 60_000;

export async function runDueTimers(ctx: AppContext): Promise<number> {
  const claimed = await claimTimers(ctx, LEASE_MS);
  for (const t of claimed) {
    try {
      const session = t.kind === TimerKind.CALL_RING ? undefined : await sessionById(ctx.db.kysely, t.sessionId);
      if (t.kind === TimerKind.CALL_RING) await ringTimedOut(ctx, t.sessionId);
      const lapsed = session !== undefined && waitsOnVisitor(t.kind) && (await visitorWroteSince(ctx.db.kysely, session.id, t.createdAt));
      if (session?.status === UserStatus.AGENT && !lapsed) {
        const { settings } = await getChannel(ctx, session.channel_id);
        if (t.kind === TimerKind.USER_IDLE) {
          await timerNotice(ctx, session, settings.userTimeoutMsg, {
            kind: TimerKind.USER_OVER,
            afterMs: settings.userTimeoutTime * 60_000,
          });
        } else if (t.kind === TimerKind.USER_OVER) {
          await endConversation(ctx, session, OutType.USER_OVER, { text: settings.userOverMsg, sender: SYSTEM_SENDER });
        } else if (t.kind === TimerKind.AGENT_IDLE) {
          await timerNotice(ctx, session, settings.adminTimeoutMsg);
        }
      }
      await finishTimer(ctx, t);
    } catch (err) {
      ctx.log.error({ err, timer: t }, 'timer failed; it will be retried when its lease ends');
    }
  }
  return claimed.length;
}
