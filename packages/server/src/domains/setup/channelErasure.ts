import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { PermanentJobError, type JobHandler } from '../../platform/jobs/jobQueue.js';
import { eraseChannelRow, freshChannel } from '../channels/channelStore.js';
import { queueFileRemoval } from '../media/fileRemoval.js';
import { eraseVisitorRows } from '../privacy/visitorData.js';
import { eraseChannelRobot } from '../robot/feedback.js';
import { invalidateRobot } from '../robot/robotCache.js';
import { eraseChannelTickets } from '../tickets/ticketErasure.js';

/**
 * A deleted channel's erasure (S-WB4), the workspace's job: the robot (with the flow runs of the channel's
 * conversations), then each visitor of the channel with everything of theirs (a visitor's erasure, a page of them
 * per transaction; their stored files by a removal job written with it), what is left of its tickets, and the
 * channel's own row last. Every step names the channel: nothing of another channel or workspace is touched. Run
 * again after a crash, it finishes what is left.
 */

const payloadSchema = z.object({ tenantId: z.string().min(1).max(100), channelId: z.string().min(1).max(64) });
const VISITOR_PAGE = 100;

export async function eraseChannel(ctx: AppContext, tenantId: string, channelId: string): Promise<void> {
  const ch = await freshChannel(ctx.db.kysely, channelId);
  if (!ch || ch.row.tenant_id !== tenantId) return;
  if (ch.row.status !== 'deleting') throw new PermanentJobError(`channel ${channelId} is not being deleted`);
  await inTransaction(ctx, (tx) => eraseChannelRobot(tx, tenantId, channelId, ch.row.robot_no));
  for (;;) {
    const ids = (
      await ctx.db.kysely
        .selectFrom('visitors')
        .select('id')
        .where('tenant_id', '=', tenantId)
        .where('channel_id', '=', channelId)
        .orderBy('id')
        .limit(VISITOR_PAGE)
        .execute()
    ).map((v) => Number(v.id));
    if (!ids.length) break;
    await inTransaction(ctx, async (tx) => {
      const files: string[] = [];
      for (const id of ids) files.push(...(await eraseVisitorRows(ctx, tx, tenantId, id)).files);
      await queueFileRemoval(ctx, tx, tenantId, files);
    });
  }
  await inTransaction(ctx, async (tx) => {
    await eraseChannelTickets(tx, tenantId, channelId);
    await eraseChannelRow(ctx, tx, tenantId, channelId);
  });
  await invalidateRobot(ctx, tenantId, ch.row.robot_no);
  ctx.log.info({ tenantId, channelId }, 'channel erased');
}

export const channelErasureHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 30_000, capMs: 3_600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: no channel');
    await eraseChannel(ctx, parsed.data.tenantId, parsed.data.channelId);
  },
};
