import { z } from 'zod';
import { JobKind } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { PermanentJobError, enqueueJob, type JobHandler } from '../../platform/jobs/jobQueue.js';

/**
 * Stored bytes go after the rows that named them: the removal is a job written with the erasure, so a rolled-back
 * erasure keeps its files and a crash after the commit still removes them (issue 29 item 2).
 */

const payloadSchema = z.object({ keys: z.array(z.string()).max(10_000) });
const CHUNK = 1000;

/** In the transaction that deleted the `uploads` rows of `keys`. */
export async function queueFileRemoval(ctx: AppContext, tx: Tx, tenantId: string | null, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    await enqueueJob(ctx, tx, {
      kind: JobKind.FILES_DELETE,
      tenantId,
      payload: { keys: chunk },
      summary: `Remove ${chunk.length} stored file${chunk.length === 1 ? '' : 's'}`,
    });
  }
}

export const fileRemovalHandler: JobHandler<AppContext> = {
  backoff: { baseMs: 60_000, capMs: 3_600_000 },
  async run(ctx, job) {
    const parsed = payloadSchema.safeParse(job.payload);
    if (!parsed.success) throw new PermanentJobError('payload: not a list of storage keys');
    // A key already gone is no error (remove's contract), so a second run after a crash is harmless.
    for (const key of parsed.data.keys) await ctx.files.remove(key);
  },
};
