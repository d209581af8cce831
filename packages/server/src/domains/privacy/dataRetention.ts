import { randomBytes } from 'node:crypto';
import { TicketStatus, type RetentionSettings } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { claimJobLease, releaseJobLease } from '../../platform/db/jobLease.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { purgeMessagesBefore } from '../conversation/erasure.js';
import { notFound } from '../../platform/http/envelope.js';
import { recordAudit } from './audit.js';
import { removeStoredFiles } from './visitorData.js';

/**
 * Each tenant's retention periods (issue 18 item 10), in days, 0 keeping forever: chat messages of ended
 * conversations, uploaded files, and finished tickets (resolved, ended, closed) with handled leave messages, each
 * counted from its last change. Purged hourly by one node at a time, in batches, each batch one transaction.
 */

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 500;
/** Longer than a purge should ever take; a node that dies mid-purge holds the job at most this long. */
const LEASE_MS = 10 * 60 * 1000;
const FINISHED = [TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED];
/** This process, as the holder of job leases. */
const NODE = randomBytes(8).toString('hex');

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

export async function writeRetention(ctx: AppContext, tenantId: string, r: RetentionSettings): Promise<RetentionSettings> {
  await inTransaction(ctx, (tx) =>
    tx.q
      .updateTable('tenants')
      .set({ message_retention_days: r.messageDays, file_retention_days: r.fileDays, ticket_retention_days: r.ticketDays })
      .where('id', '=', tenantId)
      .execute(),
  );
  return readRetention(ctx, tenantId);
}

export interface PurgeCounts {
  messages: number;
  files: number;
  tickets: number;
  leaveMessages: number;
}

/** One batch of one tenant's expired data, in one transaction; files' bytes go once it commits. */
async function purgeBatch(ctx: AppContext, tenantId: string, r: RetentionSettings): Promise<PurgeCounts> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const counts: PurgeCounts = { messages: 0, files: 0, tickets: 0, leaveMessages: 0 };
    if (r.messageDays > 0) counts.messages = await purgeMessagesBefore(tx, tenantId, now - r.messageDays * DAY_MS, BATCH);
    if (r.fileDays > 0) {
      const files = await tx.q
        .selectFrom('uploads')
        .select(['id', 'key'])
        .where('tenant_id', '=', tenantId)
        .where('created_at', '<', now - r.fileDays * DAY_MS)
        .limit(BATCH)
        .execute();
      if (files.length) {
        await tx.q
          .deleteFrom('uploads')
          .where(
            'id',
            'in',
            files.map((f) => Number(f.id)),
          )
          .execute();
        tx.afterCommit(() =>
          removeStoredFiles(
            ctx,
            files.map((f) => f.key),
          ),
        );
      }
      counts.files = files.length;
    }
    if (r.ticketDays > 0) {
      const cutoff = now - r.ticketDays * DAY_MS;
      const tickets = (
        await tx.q
          .selectFrom('tickets')
          .select('id')
          .where('tenant_id', '=', tenantId)
          .where('status', 'in', FINISHED)
          .where('updated_at', '<', cutoff)
          .limit(BATCH)
          .execute()
      ).map((t) => Number(t.id));
      if (tickets.length) {
        await tx.q.deleteFrom('ticket_handles').where('ticket_id', 'in', tickets).execute();
        await tx.q.deleteFrom('tickets').where('id', 'in', tickets).execute();
      }
      counts.tickets = tickets.length;
      const leave = await tx.q
        .deleteFrom('leave_messages')
        .where('tenant_id', '=', tenantId)
        .where('msg_state', '=', 1)
        .where((eb) => eb(eb.fn.coalesce('updated_at', 'created_at'), '<', cutoff))
        .executeTakeFirst();
      counts.leaveMessages = Number(leave.numDeletedRows);
    }
    if (counts.messages + counts.files + counts.tickets + counts.leaveMessages > 0) {
      await recordAudit(tx, now, tenantId, null, 'purge', { ...counts });
    }
    return counts;
  });
}

/** Purges what every tenant's periods let go, unless another node holds the job; answers null when it did not run. */
export async function purgeExpiredData(ctx: AppContext): Promise<PurgeCounts | null> {
  if (!(await claimJobLease(ctx.db, 'retention', NODE, ctx.now(), LEASE_MS))) return null;
  try {
    return await purgeAll(ctx);
  } finally {
    await releaseJobLease(ctx.db, 'retention', NODE);
  }
}

async function purgeAll(ctx: AppContext): Promise<PurgeCounts> {
  const total: PurgeCounts = { messages: 0, files: 0, tickets: 0, leaveMessages: 0 };
  const tenants = await ctx.db.kysely
    .selectFrom('tenants')
    .select(['id', 'message_retention_days', 'file_retention_days', 'ticket_retention_days'])
    .where((eb) => eb.or([eb('message_retention_days', '>', 0), eb('file_retention_days', '>', 0), eb('ticket_retention_days', '>', 0)]))
    .execute();
  for (const t of tenants) {
    const r = {
      messageDays: Number(t.message_retention_days),
      fileDays: Number(t.file_retention_days),
      ticketDays: Number(t.ticket_retention_days),
    };
    for (;;) {
      const c = await purgeBatch(ctx, t.id, r);
      total.messages += c.messages;
      total.files += c.files;
      total.tickets += c.tickets;
      total.leaveMessages += c.leaveMessages;
      // A batch that removed less than a full one of every kind left nothing more behind.
      if (c.messages < BATCH && c.files < BATCH && c.tickets < BATCH) break;
    }
  }
  return total;
}
