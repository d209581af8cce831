import { UserStatus } from '@parley/protocol';
import type { Tx } from '../../platform/db/unitOfWork.js';

/** The conversation module's deletions (issue 18 item 10): a visitor's erasure and the tenant's message retention. */

/** Every conversation of the visitor with its messages and timers, inside the erasure's transaction (ratings go first). */
export async function eraseVisitorConversations(
  tx: Tx,
  tenantId: string,
  visitorId: number,
): Promise<{ conversations: number; messages: number }> {
  const sessionIds = (
    await tx.q.selectFrom('sessions').select('id').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).execute()
  ).map((s) => Number(s.id));
  if (sessionIds.length) await tx.q.deleteFrom('timers').where('session_id', 'in', sessionIds).execute();
  const messages = await tx.q
    .deleteFrom('messages')
    .where('tenant_id', '=', tenantId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  const sessions = await tx.q
    .deleteFrom('sessions')
    .where('tenant_id', '=', tenantId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return { conversations: Number(sessions.numDeletedRows), messages: Number(messages.numDeletedRows) };
}

/**
 * Messages older than the cutoff, of conversations that have ended (a live one keeps its thread whole), at most
 * `batch` at a time so one purge never holds a long lock. The conversations themselves stay, for ratings and counts.
 */
export async function purgeMessagesBefore(tx: Tx, tenantId: string, cutoff: number, batch: number): Promise<number> {
  const ids = (
    await tx.q
      .selectFrom('messages')
      .innerJoin('sessions', 'sessions.id', 'messages.session_id')
      .select('messages.id')
      .where('messages.tenant_id', '=', tenantId)
      .where('messages.created_at', '<', cutoff)
      .where('sessions.status', '=', UserStatus.OFFLINE)
      .limit(batch)
      .execute()
  ).map((m) => Number(m.id));
  if (!ids.length) return 0;
  const res = await tx.q.deleteFrom('messages').where('id', 'in', ids).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceConversations(tx: Tx, tenantId: string): Promise<number> {
  await tx.q.deleteFrom('timers').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('messages').where('tenant_id', '=', tenantId).execute();
  const res = await tx.q.deleteFrom('sessions').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
