import type { AppContext } from '../../platform/context.js';
import { RobotEngine } from './engine/engine.js';
import { kbStamp, listDocs } from './kbStore.js';

/** Bus topic on which a node says "this robot's documents changed" to the others. */
export const ROBOT_KB_TOPIC = 'robot:kb';
/** How long an index is trusted before its stamp is checked against the database again. */
const STAMP_CHECK_MS = 2000;

interface Entry {
  stamp: string;
  /** The synonym groups the index was built with. */
  groups: ReadonlyArray<readonly string[]>;
  checkedAt: number;
  engine: Promise<RobotEngine>;
  /** A background stamp check (and rebuild) is under way. */
  checking: boolean;
}

const key = (tenantId: string, robotNo: string) => `${tenantId}\u0000${robotNo}`;

/**
 * Indexes kept per robot, one per set of synonym groups: channels sharing a robot may each have
 * their own groups, and must not rebuild it in turn. A channel whose groups changed leaves its
 * old index behind, so only the most recently used few are kept.
 */
const VARIANTS_PER_ROBOT = 4;

/** A channel's parsed settings are reused until they change, so each synonyms array is serialised once. */
const serialised = new WeakMap<object, string>();
function synonymsKeyOf(groups: ReadonlyArray<readonly string[]>): string {
  let k = serialised.get(groups);
  if (k === undefined) serialised.set(groups, (k = JSON.stringify(groups)));
  return k;
}

/**
 * The in-memory index of each robot, built on first use (in event-loop slices: a large robot
 * indexes while other requests go on). It is dropped when the documents change: at once on this
 * node and (through the bus) on others. A change made by another process that cannot publish (the
 * kb CLI) is caught by a stamp check every few seconds, done in the background: asks keep the
 * current index, with no database round trip of their own, until the rebuilt one is ready.
 */
export class RobotCache {
  /** (tenant, robot) → synonyms key → index, in least-recently-used order. */
  private readonly entries = new Map<string, Map<string, Entry>>();

  constructor(private readonly ctx: AppContext) {}

  async engine(tenantId: string, robotNo: string, synonyms: ReadonlyArray<readonly string[]> = []): Promise<RobotEngine> {
    const k = key(tenantId, robotNo);
    const sk = synonymsKeyOf(synonyms);
    const entry = this.entries.get(k)?.get(sk);
    if (entry) {
      this.touch(k, sk, entry);
      if (!entry.checking && Date.now() - entry.checkedAt >= STAMP_CHECK_MS) this.revalidate(k, sk, entry, tenantId, robotNo);
      return entry.engine;
    }
    const stamp = await kbStamp(this.ctx.db.kysely, tenantId, robotNo);
    const current = this.entries.get(k)?.get(sk);
    if (current) return current.engine;
    const created: Entry = {
      stamp,
      groups: synonyms,
      checkedAt: Date.now(),
      engine: this.load(tenantId, robotNo, synonyms),
      checking: false,
    };
    this.touch(k, sk, created);
    created.engine.catch(() => {
      const variants = this.entries.get(k);
      if (variants?.get(sk) === created) variants.delete(sk);
    });
    return created.engine;
  }

  /** Marks an index as just used, evicting the robot's least recently used one beyond the limit. */
  private touch(k: string, sk: string, entry: Entry): void {
    let variants = this.entries.get(k);
    if (!variants) this.entries.set(k, (variants = new Map<string, Entry>()));
    variants.delete(sk);
    variants.set(sk, entry);
    if (variants.size > VARIANTS_PER_ROBOT) variants.delete(variants.keys().next().value!);
  }

  private load(tenantId: string, robotNo: string, synonyms: ReadonlyArray<readonly string[]>): Promise<RobotEngine> {
    return listDocs(this.ctx.db.kysely, tenantId, robotNo, { enabledOnly: true }).then((docs) => RobotEngine.create(docs, { synonyms }));
  }

  /** Compares the stamp and, if the documents changed, swaps in a rebuilt index once it is ready. */
  private revalidate(k: string, sk: string, entry: Entry, tenantId: string, robotNo: string): void {
    entry.checking = true;
    void (async () => {
      try {
        const stamp = await kbStamp(this.ctx.db.kysely, tenantId, robotNo);
        entry.checkedAt = Date.now();
        if (stamp === entry.stamp) return;
        const engine = this.load(tenantId, robotNo, entry.groups);
        await engine;
        const variants = this.entries.get(k);
        if (variants?.get(sk) === entry) variants.set(sk, { ...entry, stamp, checkedAt: Date.now(), engine, checking: false });
      } catch (err) {
        this.ctx.log.warn({ err, tenantId, robotNo }, 'robot index revalidation failed; keeping the current index');
        entry.checkedAt = Date.now();
      } finally {
        entry.checking = false;
      }
    })();
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
