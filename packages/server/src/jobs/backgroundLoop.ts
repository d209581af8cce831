import { UserStatus } from '@parley/protocol';
import type { AppContext } from '../platform/context.js';
import { drainQueue } from '../domains/routing/routingService.js';
import { runDueTimers } from './dueTimers.js';
import { closeLapsedSpans } from '../domains/agents/presenceSpans.js';

/**
 * The node's clock-driven work: idle timers every tick and the queue sweep every few ticks. Purges and every other
 * piece of work after a commit are jobs of the durable queue (jobWorker.ts, jobHandlers.ts).
 */

/** Hands any seat that came free without a triggering call (e.g. an agent came back) to waiting visitors. */
export async function sweepQueues(ctx: AppContext): Promise<void> {
  const tenants = await ctx.db.kysely
    .selectFrom('sessions')
    .select('tenant_id')
    .distinct()
    .where('status', '=', UserStatus.QUEUED)
    .execute();
  for (const t of tenants) await drainQueue(ctx, t.tenant_id);
}

export function startBackgroundLoop(ctx: AppContext, tickMs = 1000): () => void {
  let running = false;
  let ticks = 0;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      // Presence spans left open by a node that stopped are closed where they lapsed, as this node starts and each minute.
      if (ticks % 60 === 0) await closeLapsedSpans(ctx.db.kysely, ctx.now());
      await runDueTimers(ctx);
      ticks += 1;
      if (ticks % 5 === 0) await sweepQueues(ctx);
    } catch (err) {
      ctx.log.error({ err }, 'background loop failed');
    } finally {
      running = false;
    }
  };
  const handle = setInterval(() => void tick(), tickMs);
  handle.unref();
  return () => clearInterval(handle);
}
