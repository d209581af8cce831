import type { AppContext } from '../../platform/context.js';
import { visitorWritten } from '../visitors/visitorStore.js';

/**
 * The event log's retention: purging raises each visitor's event floor, a write to their row, so it lives beside the
 * visitors table and tells the visitor cache (events/retention.ts keeps the erasure's deletion, which needs neither).
 */

/** How long the event log keeps what it delivered; older cursors are answered 410 and the widget starts over. */
export const EVENT_RETENTION_MS = 30 * 24 * 3600 * 1000;

/**
 * Purges events older than the retention window, a batch of visitors at a time, raising each visitor's
 * event floor first so a cursor into the purged range is refused rather than silently skipping events.
 */
export async function purgeOldEvents(ctx: AppContext, retentionMs = EVENT_RETENTION_MS, batch = 500): Promise<number> {
  const cutoff = ctx.now() - retentionMs;
  const rows = await ctx.db.kysely
    .selectFrom('events')
    .select((eb) => ['visitor_id', eb.fn.max('id').as('upto')])
    .where('created_at', '<', cutoff)
    .groupBy('visitor_id')
    .limit(batch)
    .execute();
  let purged = 0;
  for (const r of rows) {
    const upto = Number(r.upto);
    await ctx.db.kysely.transaction().execute(async (trx) => {
      await trx.updateTable('visitors').set({ event_floor: upto }).where('id', '=', r.visitor_id).where('event_floor', '<', upto).execute();
      const res = await trx.deleteFrom('events').where('visitor_id', '=', r.visitor_id).where('id', '<=', upto).executeTakeFirst();
      purged += Number(res.numDeletedRows);
    });
    await visitorWritten(ctx, r.visitor_id);
  }
  return purged;
}
