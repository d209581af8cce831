import type { Bus, BusWatch } from './bus.js';
import { touch } from './lru.js';

/**
 * What this node knows of visitors' event logs without asking the database, so a poll finding "nothing new" costs
 * no query (issue 17; SPEC S-EV10–S-EV12). An entry is the newest event id (or the purge floor when higher) and the
 * status and queue place answered with it, as read from the database. It is trusted only while nothing can have changed it unseen:
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

interface Entry {
  /** Identity of the read that is filling this entry; a bus message replaces the entry and so voids it. */
  mark: object;
  state?: PollState;
  readAt: number;
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
  const maxAgeMs = opts.maxAgeMs ?? POLL_CACHE_MAX_AGE_MS;
  const maxEntries = opts.maxEntries ?? 100_000;
  const entries = new Map<number, Entry>();
  const visitorIds = new Map<string, number>();
  const marks = new WeakMap<object, { visitorId: number; generation: number; live: boolean }>();
  // Bumped on every gap: a read that began before one may not store.
  let generation = 0;
  const watch: BusWatch = await bus.watch(
    VISITOR_TOPIC,
    (topic) => {
      const id = Number(topic.slice(VISITOR_TOPIC.length));
      if (Number.isSafeInteger(id)) entries.delete(id);
    },
    () => {
      generation++;
      entries.clear();
    },
  );
  return {
    get(visitorId) {
      const e = entries.get(visitorId);
      if (!e?.state) return undefined;
      if (!watch.live() || opts.now() - e.readAt > maxAgeMs) {
        entries.delete(visitorId);
        return undefined;
      }
      return e.state;
    },
    begin(visitorId) {
      const mark = {};
      marks.set(mark, { visitorId, generation, live: watch.live() });
      touch(entries, visitorId, { mark, readAt: opts.now() }, maxEntries);
      return mark;
    },
    store(mark, state) {
      const m = marks.get(mark);
      const e = m && entries.get(m.visitorId);
      // Live when the read began and no gap since: every change after the read's start was heard.
      if (!m || e?.mark !== mark || !m.live || m.generation !== generation || !watch.live()) return;
      e.state = state;
    },
    visitorIdOf(key) {
      const id = visitorIds.get(key);
      if (id !== undefined) touch(visitorIds, key, id, maxEntries);
      return id;
    },
    rememberVisitorId(key, visitorId) {
      touch(visitorIds, key, visitorId, maxEntries);
    },
    size: () => entries.size,
    close: () => watch.stop(),
  };
}
