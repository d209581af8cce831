import type { Bus, BusWatch } from './bus.js';
import { touch } from './lru.js';

/**
 * Values read from the database that nearly every message needs and that change only when an admin edits them (a
 * channel's settings, a tenant's sensitive-word matchers): read once and kept while this node hears every change,
 * by the rules below, which the poll cache (pollCache.ts) shares through `createBusEntries`:
 *
 * - A writer calls `changed(key)` after its commit: the key is dropped here at once and, through the bus, on every
 *   other node.
 * - A read stores what it found only if no change to its key was heard and no gap happened while it ran, so a
 *   commit racing the read cannot leave the older value behind (the read marks its key when it starts; a change drops
 *   the mark). Changes to other keys do not matter: visitor rows and sessions change all the time.
 * - Across nodes the bus must be live: a drop of the broker connection clears everything, and nothing is stored or
 *   trusted until the subscription is confirmed again.
 * - An entry older than `maxAgeMs` is read again: the bound on staleness when a publication never happened (a node
 *   killed between its commit and its publication).
 */
export interface BusCache<V> {
  /**
   * The cached value, or what `load` answers (kept when the rules above allow). Neither a rejection nor undefined
   * (nothing there yet: a row created later must be found) is kept.
   */
  get<R extends V | undefined>(key: string, load: () => Promise<R>): Promise<R>;
  /** Call after the commit that changed what `key` names. */
  changed(key: string): Promise<void>;
}

export interface BusCaches {
  /** The cache called `name` (created on first use); every caller of one name shares it. */
  get<V>(name: string): BusCache<V>;
  close(): Promise<void>;
}

export interface BusCacheOptions {
  now: () => number;
  maxAgeMs?: number;
  maxEntries?: number;
}

export const BUS_CACHE_MAX_AGE_MS = 15_000;

/**
 * The invalidation protocol itself, for one map of entries kept from a bus watch (the rules above): the bus caches
 * below and the poll cache (pollCache.ts) both keep theirs in one of these. The watch's owner calls `drop` for a
 * message on a key's topic and `gap` when delivery may have been lost.
 */
export interface BusEntries<K, V> {
  /** The value stored for `key` while it may be trusted (bus live, not older than the age bound), else undefined. */
  get(key: K): V | undefined;
  /** Marks the start of a read of `key`; pass the mark to `store` when the read is done. */
  begin(key: K): object;
  /** Keeps what the read found, unless its key changed or a gap happened since `begin`, or the bus was not live throughout. Undefined keeps nothing. */
  store(mark: object, value: V | undefined): void;
  drop(key: K): void;
  gap(): void;
  size(): number;
}

interface Entry<V> {
  /** The read that filled (or is filling) the entry; a change replaces the entry and so voids the read. */
  mark: object;
  value?: V;
  readAt: number;
}

export function createBusEntries<K, V>(
  live: () => boolean,
  opts: { now: () => number; maxAgeMs: number; maxEntries: number },
): BusEntries<K, V> {
  const entries = new Map<K, Entry<V>>();
  const marks = new WeakMap<object, { key: K; generation: number; live: boolean }>();
  // Bumped by every gap: a read that began before one may not store.
  let generation = 0;
  return {
    get(key) {
      const e = entries.get(key);
      if (e?.value === undefined) return undefined;
      if (!live() || opts.now() - e.readAt > opts.maxAgeMs) {
        entries.delete(key);
        return undefined;
      }
      return e.value;
    },
    begin(key) {
      const mark = {};
      marks.set(mark, { key, generation, live: live() });
      touch(entries, key, { mark, readAt: opts.now() }, opts.maxEntries);
      return mark;
    },
    store(mark, value) {
      const m = marks.get(mark);
      const e = m && entries.get(m.key);
      if (!m || e?.mark !== mark) return;
      // Live when the read began and no gap since: every change after the read's start was heard.
      if (value !== undefined && m.live && m.generation === generation && live()) e.value = value;
      else entries.delete(m.key);
    },
    drop: (key) => void entries.delete(key),
    gap() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
}

const PREFIX = 'cache:';

export function createBusCaches(bus: Bus, opts: BusCacheOptions): BusCaches {
  const maxAgeMs = opts.maxAgeMs ?? BUS_CACHE_MAX_AGE_MS;
  const maxEntries = opts.maxEntries ?? 2000;
  const caches = new Map<string, BusEntries<string, unknown>>();
  let watch: BusWatch | undefined;
  const live = () => watch?.live() ?? false;
  const watching = bus
    .watch(
      PREFIX,
      (topic) => {
        const rest = topic.slice(PREFIX.length);
        const sep = rest.indexOf(':');
        caches.get(rest.slice(0, sep))?.drop(rest.slice(sep + 1));
      },
      () => {
        for (const entries of caches.values()) entries.gap();
      },
    )
    .then((w) => (watch = w));
  // Until the watch is confirmed nothing is trusted (live() is false), so a failed watch only means no caching.
  watching.catch(() => undefined);

  function cache<V>(name: string): BusCache<V> {
    let entries = caches.get(name) as BusEntries<string, V> | undefined;
    if (!entries) caches.set(name, (entries = createBusEntries<string, V>(live, { now: opts.now, maxAgeMs, maxEntries })));
    const mine = entries;
    return {
      async get<R extends V | undefined>(key: string, load: () => Promise<R>): Promise<R> {
        const known = mine.get(key);
        if (known !== undefined) return known as R;
        const mark = mine.begin(key);
        let value: R;
        try {
          value = await load();
        } catch (err) {
          mine.store(mark, undefined);
          throw err;
        }
        mine.store(mark, value);
        return value;
      },
      async changed(key) {
        mine.drop(key);
        await bus.publish(`${PREFIX}${name}:${key}`, '');
      },
    };
  }

  // One handle per name, made on first use: the hot paths ask for theirs on every message.
  const handles = new Map<string, BusCache<unknown>>();
  return {
    get<V>(name: string): BusCache<V> {
      let h = handles.get(name);
      if (!h) handles.set(name, (h = cache<unknown>(name)));
      return h;
    },
    async close() {
      await watching.catch(() => undefined);
      await watch?.stop();
    },
  };
}
