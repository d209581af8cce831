import { EventCode, SenderType, MsgType, UserStatus } from '@parley/protocol';
import type { AppContext } from '../context.js';
import type { Session } from '../db/schema.js';
import { appendEvent, notifyVisitor } from '../events/eventLog.js';
import { notifyAgents } from '../console/agentEvents.js';
import { summarizeOne } from '../console/conversationView.js';
import { cancelTimers } from '../timers/timerStore.js';
import { insertMessage } from '../visitor/messageStore.js';
import { toAgentMessage, toChatMessage } from '../visitor/messageView.js';
import { drainQueue } from './routingService.js';
import { withTenantLock } from './tenantLock.js';

export interface ClosingText {
  text: string;
  senderType: number;
  senderId: number | null;
  senderName: string;
}

/**
 * Ends a session however it ends (visitor, agent, idle timer): an optional closing text, status 0, timers
 * cleared, event 1202 with the outType; a freed seat or queue place goes to the next visitor at once.
 */
export async function endSession(ctx: AppContext, session: Session, outType: number, closing?: ClosingText): Promise<void> {
  await withTenantLock(ctx, session.tenant_id, async (q, after) => {
    const fresh = await q.selectFrom('sessions').selectAll().where('id', '=', session.id).executeTakeFirst();
    if (!fresh || fresh.status === UserStatus.OFFLINE) return;
    const now = ctx.now();
    if (closing?.text.trim()) {
      const row = await insertMessage(q, {
        tenantId: fresh.tenant_id, sessionId: fresh.id, visitorId: fresh.visitor_id, senderType: closing.senderType,
        senderId: closing.senderId, senderName: closing.senderName, msgType: MsgType.TEXT, content: closing.text, now,
      });
      await appendEvent(q, fresh.tenant_id, fresh.visitor_id, { code: EventCode.AGENT_MESSAGE, message: toChatMessage(row) }, now);
      after(() => notifyAgents(ctx, fresh.tenant_id, { type: 'message', sessionId: Number(fresh.id), message: toAgentMessage(row) }));
    }
    await q.updateTable('sessions').set({ status: UserStatus.OFFLINE, ended_at: now, out_type: outType, queued_at: null }).where('id', '=', fresh.id).execute();
    await cancelTimers(q, fresh.id);
    const event = await appendEvent(q, fresh.tenant_id, fresh.visitor_id, { code: EventCode.CLOSED, outType }, now);
    after(() => notifyVisitor(ctx, fresh.visitor_id, event.eventId));
    after(async () => {
      const ended = await ctx.db.kysely.selectFrom('sessions').selectAll().where('id', '=', fresh.id).executeTakeFirstOrThrow();
      await notifyAgents(ctx, fresh.tenant_id, { type: 'conversationChanged', conversation: await summarizeOne(ctx, ended) });
    });
    if (fresh.status === UserStatus.AGENT || fresh.status === UserStatus.QUEUED) {
      after(() => drainQueue(ctx, fresh.tenant_id));
    }
  });
}

export const SYSTEM_SENDER = { senderType: SenderType.SYSTEM, senderId: null, senderName: '' } as const;
