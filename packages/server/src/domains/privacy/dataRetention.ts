import { type RetentionSettings } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import type { JobHandler } from '../../platform/jobs/jobQueue.js';
import { purgeMessagesBefore } from '../conversation/erasure.js';
import { queueFileRemoval } from '../media/fileRemoval.js';
import { deleteUploadsBefore } from '../media/uploadRecords.js';
import { purgeFinishedTickets, purgeHandledLeaveMessages } from '../tickets/ticketErasure.js';
import { readRetention, saveRetention } from '../workspaces/workspaceStore.js';
import { recordAudit } from './audit.js';

/**
 * Each tenant's retention periods (issue 18 item 10), in days, 0 keeping forever: chat messages of ended
 * conversations, uploaded files, and finished tickets (resolved, ended, closed) with handled leave messages, each
 * counted from its last change. Purged hourly by a recurring job (one node runs it), in batches, each batch one
 * transaction that also queues the removal of its files' bytes.
 */

const DAY_MS = 24 * 3600 * 1000;
const BATCH = 500;

export { readRetention };

export async function writeRetention(ctx: AppContext, tenantId: string, r: RetentionSettings): Promise<RetentionSettings> {
  await inTransaction(ctx, (tx) => saveRetention(tx, tenantId, r));
  return readRetention(ctx, tenantId);
}

export interface PurgeCounts {
  messages: number;
  files: number;
  tickets: number;
  leaveMessages: number;
}

/** One batch of one tenant's expired data, in one transaction. */
async function purgeBatch(ctx: AppContext, tenantId: string, r: RetentionSettings): Promise<PurgeCounts> {
  const now = ctx.now();
  return inTransaction(ctx, async (tx) => {
    const counts: PurgeCounts = { messages: 0, files: 0, tickets: 0, leaveMessages: 0 };
    if (r.messageDays > 0) counts.messages = await purgeMessagesBefore(tx, tenantId, now - r.messageDays * DAY_MS, BATCH);
    if (r.fileDays > 0) {
      const keys = await deleteUploadsBefore(tx, tenantId, now - r.fileDays * DAY_MS, BATCH);
      await queueFileRemoval(ctx, tx, tenantId, keys);
      counts.files = keys.length;
    }
    if (r.ticketDays > 0) {
      const cutoff = now - r.ticketDays * DAY_MS;
      counts.tickets = await purgeFinishedTickets(tx, tenantId, cutoff, BATCH);
      counts.leaveMessages = await purgeHandledLeaveMessages(tx, tenantId, cutoff);
    }
    if (counts.messages + counts.files + counts.tickets + counts.leaveMessages > 0) {
      await recordAudit(tx, now, tenantId, null, 'purge', { ...counts });
    }
    return counts;
  });
}

/** Purges what every tenant's periods let go. */
export async function purgeExpiredData(ctx: AppContext): Promise<PurgeCounts> {
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

export const retentionHandler: JobHandler<AppContext> = {
  everyMs: 3_600_000,
  async run(ctx) {
    await purgeExpiredData(ctx);
  },
};
