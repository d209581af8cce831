import type { Bus, BusWatch } from './bus.js';
import { createBusEntries } from './busCache.js';
import { touch } from './lru.js';

/**
 * What this node knows of visitors' event logs without asking the database, so a poll finding "nothing new" costs
 * no query (issue 17; SPEC S-EV10–S-EV12). An entry is the newest event id (or the purge floor when higher) and the
 * status and queue place answered with it, as read from the database. It is trusted only while nothing can have
 * changed it unseen, by the bus caches' rules (busCache.ts: the entries are a `createBusEntries` map):
 *
 * - Every change a poll would answer differently after (an event appended, a session started or queued, a visitor
 *   erased) is published on the visitor's bus topic after its commit, from whichever node wrote it. Hearing one
 *   drops the entry; the next poll reads the database.
 * - A read stores its entry only if nothing was heard for that visitor since the read began (`begin` marks it,
 *   a message clears the mark), so a commit racing the read cannot leave an older answer behind.
 * - Across nodes the bus must be live: any drop of the broker connection clears every entry, and nothing is
 *   stored or trusted until the subscription is confirmed again.
 * - An entry older than `maxAgeMs` is not trusted: the bound on staleness when a publish never happened (a node
 *   killed between its commit and its publication, or a publish that failed).
 *
 * Between a commit on another node and its message arriving here, a poll may still hear "nothing new": the same
 * answer it would have had a moment earlier; the event is delivered by the next poll or the held long-poll's wake.
 */
export interface PollState {
  visitorId: number;
  /** The newest event id, or the purge floor when that is higher (what a cursor may be at most). */
  latestId: number;
  status: number;
  waitIndex: number;
  /** An anonymous visitor's channel, checked on every poll answered from here (it may come to require identity). */
  anonymousIn: string | null;
}

export interface PollCache {
  /** A trusted state for the visitor, or undefined (then read the database). */
  get(visitorId: number): PollState | undefined;
  /** Marks the start of a database read for the visitor; pass the mark to `store` when it is done. */
  begin(visitorId: number): object;
  /** Keeps what the read found, unless the visitor changed since `begin` or the bus was not live throughout. */
  store(mark: object, state: PollState): void;
  /** The visitor (tenantId, userId) → visitor id, so a poll needs no query to know whom it serves. */
  visitorIdOf(key: string): number | undefined;
  rememberVisitorId(key: string, visitorId: number): void;
  size(): number;
  close(): Promise<void>;
}

export interface PollCacheOptions {
  now: () => number;
  maxAgeMs?: number;
  maxEntries?: number;
}

export const POLL_CACHE_MAX_AGE_MS = 15_000;
const VISITOR_TOPIC = 'visitor:';

export async function createPollCache(bus: Bus, opts: PollCacheOptions): Promise<PollCache> {
  const maxEntries = opts.maxEntries ?? 100_000;
  const visitorIds = new Map<string, number>();
  // Trusted only once the watch below exists (nothing is read before this function returns).
  const entries = createBusEntries<number, PollState>(() => watch.live(), {
    now: opts.now,
    maxAgeMs: opts.maxAgeMs ?? POLL_CACHE_MAX_AGE_MS,
    maxEntries,
  });
  const watch: BusWatch = await bus.watch(
    VISITOR_TOPIC,
    (topic) => {
      const id = Number(topic.slice(VISITOR_TOPIC.length));
      if (Number.isSafeInteger(id)) entries.drop(id);
    },
    () => entries.gap(),
  );
  return {
    get: (visitorId) => entries.get(visitorId),
    begin: (visitorId) => entries.begin(visitorId),
    store: (mark, state) => entries.store(mark, state),
    visitorIdOf(key) {
      const id = visitorIds.get(key);
      if (id !== undefined) touch(visitorIds, key, id, maxEntries);
      return id;
    },
    rememberVisitorId(key, visitorId) {
      touch(visitorIds, key, visitorId, maxEntries);
    },
    size: () => entries.size(),
    close: () => watch.stop(),
  };
}
