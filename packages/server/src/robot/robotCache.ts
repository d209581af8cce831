import type { AppContext } from '../context.js';
import { RobotEngine } from './engine/engine.js';
import { kbStamp, listDocs } from './kbStore.js';

/** Bus topic on which a node says "this robot's documents changed" to the others. */
export const ROBOT_KB_TOPIC = 'robot:kb';
/** How long an index is trusted before its stamp is checked against the database again. */
const STAMP_CHECK_MS = 2000;

interface Entry {
  stamp: string;
  checkedAt: number;
  engine: Promise<RobotEngine>;
}

const key = (tenantId: string, robotNo: string) => `${tenantId}\u0000${robotNo}`;

/**
 * The in-memory index of each robot, built on first use. It is dropped when the documents change:
 * at once on this node and (through the bus) on others; a change made by another process that
 * cannot publish (the kb CLI) is caught by a stamp check every few seconds.
 */
export class RobotCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly ctx: AppContext) {}

  async engine(tenantId: string, robotNo: string): Promise<RobotEngine> {
    const k = key(tenantId, robotNo);
    const now = Date.now();
    const entry = this.entries.get(k);
    if (entry && now - entry.checkedAt < STAMP_CHECK_MS) return entry.engine;
    const stamp = await kbStamp(this.ctx.db.kysely, tenantId, robotNo);
    const current = this.entries.get(k);
    if (current && current.stamp === stamp) {
      current.checkedAt = now;
      return current.engine;
    }
    const engine = listDocs(this.ctx.db.kysely, tenantId, robotNo, { enabledOnly: true }).then((docs) => RobotEngine.create(docs));
    this.entries.set(k, { stamp, checkedAt: now, engine });
    engine.catch(() => this.entries.delete(k));
    return engine;
  }

  invalidate(tenantId: string, robotNo: string): void {
    this.entries.delete(key(tenantId, robotNo));
  }
}

const caches = new WeakMap<AppContext, RobotCache>();

/** The cache of one app (tests run several apps in one process, each with its own). */
export function robotCache(ctx: AppContext): RobotCache {
  let cache = caches.get(ctx);
  if (!cache) {
    const created = new RobotCache(ctx);
    caches.set(ctx, created);
    cache = created;
  }
  return cache;
}

/** Listens for other nodes' invalidations; called once when the robot routes start. */
export async function listenForKbChanges(ctx: AppContext): Promise<void> {
  await ctx.bus.subscribe(ROBOT_KB_TOPIC, (message) => {
    try {
      const { tenantId, robotNo } = JSON.parse(message) as { tenantId: string; robotNo: string };
      robotCache(ctx).invalidate(tenantId, robotNo);
    } catch {
      ctx.log.warn({ message }, 'ignored a malformed robot invalidation');
    }
  });
}

/** Call after changing a robot's documents: this node rebuilds on next use, and so do the others. */
export async function invalidateRobot(ctx: AppContext, tenantId: string, robotNo: string): Promise<void> {
  robotCache(ctx).invalidate(tenantId, robotNo);
  await ctx.bus.publish(ROBOT_KB_TOPIC, JSON.stringify({ tenantId, robotNo }));
}
