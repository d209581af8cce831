import type { Kysely } from 'kysely';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { raiseEventFloor } from '../visitors/visitorStore.js';

/** Every purge of the event log (issue 29 item 1: events/ takes them all); appends are the conversation's (eventLog.ts). */

/** How long the event log keeps what it delivered; older cursors are answered 410 and the widget starts over. */
export const EVENT_RETENTION_MS = 30 * 24 * 3600 * 1000;

/** An erased visitor's events, in the erasure's transaction. */
export async function forgetVisitorEvents(q: Kysely<Database>, visitorId: number): Promise<void> {
  await q.deleteFrom('events').where('visitor_id', '=', visitorId).execute();
}

/**
 * Purges events older than the retention window, a batch of visitors at a time, each visitor in one transaction that
 * first raises their event floor, so a cursor into the purged range is refused (410) rather than silently skipping.
 */
export async function purgeOldEvents(ctx: AppContext, retentionMs = EVENT_RETENTION_MS, batch = 500): Promise<number> {
  const cutoff = ctx.now() - retentionMs;
  let purged = 0;
  for (;;) {
    const rows = await ctx.db.kysely
      .selectFrom('events')
      .select((eb) => ['visitor_id', eb.fn.max('id').as('upto')])
      .where('created_at', '<', cutoff)
      .groupBy('visitor_id')
      .limit(batch)
      .execute();
    for (const r of rows) {
      const upto = Number(r.upto);
      purged += await inTransaction(ctx, async (tx) => {
        await raiseEventFloor(ctx, tx, Number(r.visitor_id), upto);
        const res = await tx.q.deleteFrom('events').where('visitor_id', '=', r.visitor_id).where('id', '<=', upto).executeTakeFirst();
        return Number(res.numDeletedRows);
      });
    }
    if (rows.length < batch) return purged;
  }
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceEvents(q: Kysely<Database>, tenantId: string): Promise<void> {
  await q.deleteFrom('events').where('tenant_id', '=', tenantId).execute();
}
