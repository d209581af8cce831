import { TicketStatus } from '@parley/protocol';
import type { Tx } from '../../platform/db/unitOfWork.js';

/** Deletions of tickets, their handles and leave messages (this folder is their one writer): erasure and retention. */

const FINISHED = [TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED];

async function deleteTickets(tx: Tx, ids: readonly number[]): Promise<void> {
  if (!ids.length) return;
  await tx.q.deleteFrom('ticket_handles').where('ticket_id', 'in', ids).execute();
  await tx.q.deleteFrom('tickets').where('id', 'in', ids).execute();
}

/** Everything the visitor filed: tickets with their timelines, and leave messages. */
export async function eraseVisitorTickets(
  tx: Tx,
  tenantId: string,
  visitorId: number,
): Promise<{ tickets: number; leaveMessages: number }> {
  const ids = (
    await tx.q.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).execute()
  ).map((t) => Number(t.id));
  await deleteTickets(tx, ids);
  const leave = await tx.q
    .deleteFrom('leave_messages')
    .where('tenant_id', '=', tenantId)
    .where('visitor_id', '=', visitorId)
    .executeTakeFirst();
  return { tickets: ids.length, leaveMessages: Number(leave.numDeletedRows) };
}

/** At most `limit` finished tickets (resolved, ended, closed) untouched since `cutoff`. */
export async function purgeFinishedTickets(tx: Tx, tenantId: string, cutoff: number, limit: number): Promise<number> {
  const ids = (
    await tx.q
      .selectFrom('tickets')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', FINISHED)
      .where('updated_at', '<', cutoff)
      .limit(limit)
      .execute()
  ).map((t) => Number(t.id));
  await deleteTickets(tx, ids);
  return ids.length;
}

/** Handled leave messages untouched since `cutoff`. */
export async function purgeHandledLeaveMessages(tx: Tx, tenantId: string, cutoff: number): Promise<number> {
  const res = await tx.q
    .deleteFrom('leave_messages')
    .where('tenant_id', '=', tenantId)
    .where('msg_state', '=', 1)
    .where((eb) => eb(eb.fn.coalesce('updated_at', 'created_at'), '<', cutoff))
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** What is left of a deleted channel's tickets and leave messages once its visitors' were erased (issue 30 item 2). */
export async function eraseChannelTickets(tx: Tx, tenantId: string, channelId: string): Promise<void> {
  const ids = (
    await tx.q.selectFrom('tickets').select('id').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).execute()
  ).map((t) => Number(t.id));
  await deleteTickets(tx, ids);
  await tx.q.deleteFrom('leave_messages').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).execute();
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceTickets(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('ticket_handles').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('tickets').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('ticket_views').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('ticket_templates').where('tenant_id', '=', tenantId).execute();
  await tx.q.deleteFrom('leave_messages').where('tenant_id', '=', tenantId).execute();
}
