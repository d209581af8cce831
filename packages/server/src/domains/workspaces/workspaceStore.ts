import type { RetentionSettings } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { notFound } from '../../platform/http/envelope.js';

/** The tenants table: a workspace and its own settings (issue 29 item 1: this folder is the table's one writer). */

export async function createWorkspace(tx: Tx, w: { id: string; name: string }, now: number): Promise<void> {
  await tx.q.insertInto('tenants').values({ id: w.id, name: w.name, created_at: now }).execute();
}

export async function readRetention(ctx: AppContext, tenantId: string): Promise<RetentionSettings> {
  const t = await ctx.db.kysely
    .selectFrom('tenants')
    .select(['message_retention_days', 'file_retention_days', 'ticket_retention_days'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!t) throw notFound('No such tenant');
  return {
    messageDays: Number(t.message_retention_days),
    fileDays: Number(t.file_retention_days),
    ticketDays: Number(t.ticket_retention_days),
  };
}

export async function saveRetention(tx: Tx, tenantId: string, r: RetentionSettings): Promise<void> {
  await tx.q
    .updateTable('tenants')
    .set({ message_retention_days: r.messageDays, file_retention_days: r.fileDays, ticket_retention_days: r.ticketDays })
    .where('id', '=', tenantId)
    .execute();
}

/** The workspace's time zone (IANA): what reports and working hours count days in. */
export async function workspaceTimeZone(ctx: AppContext, tenantId: string): Promise<string> {
  const t = await ctx.db.kysely.selectFrom('tenants').select('time_zone').where('id', '=', tenantId).executeTakeFirst();
  if (!t) throw notFound('No such tenant');
  return t.time_zone;
}
