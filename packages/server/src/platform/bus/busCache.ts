import type { Bus, BusWatch } from './bus.js';
import { touch } from './lru.js';

/**
 * Values read from the database that nearly every message needs and that change only when an admin edits them (a
 * channel's settings, a tenant's sensitive-word matchers): read once and kept while this node hears every change,
 * by the same rules as the poll cache (pollCache.ts):
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

/** A key's value, or only the mark of a read under way (no value yet). */
interface Entry {
  mark: object;
  value?: unknown;
  readAt: number;
}
const PREFIX = 'cache:';

export function createBusCaches(bus: Bus, opts: BusCacheOptions): BusCaches {
  const maxAgeMs = opts.maxAgeMs ?? BUS_CACHE_MAX_AGE_MS;
  const maxEntries = opts.maxEntries ?? 2000;
  const caches = new Map<string, Map<string, Entry>>();
  // Bumped by every gap: a read that began before one may not store.
  let generation = 0;
  let watch: BusWatch | undefined;
  const watching = bus
    .watch(
      PREFIX,
      (topic) => {
        const rest = topic.slice(PREFIX.length);
        const sep = rest.indexOf(':');
        caches.get(rest.slice(0, sep))?.delete(rest.slice(sep + 1));
      },
      () => {
        generation++;
        for (const entries of caches.values()) entries.clear();
      },
    )
    .then((w) => (watch = w));
  // Until the watch is confirmed nothing is trusted (live() is false), so a failed watch only means no caching.
  watching.catch(() => undefined);
  const live = () => watch?.live() ?? false;

  function cache<V>(name: string): BusCache<V> {
    let entries = caches.get(name);
    if (!entries) caches.set(name, (entries = new Map<string, Entry>()));
    const mine = entries;
    return {
      async get<R extends V | undefined>(key: string, load: () => Promise<R>): Promise<R> {
        const e = mine.get(key);
        if (e?.value !== undefined && live() && opts.now() - e.readAt <= maxAgeMs) return e.value as R;
        const began = generation;
        const liveThroughout = live();
        const readAt = opts.now();
        // The key's mark: a change heard while the read runs drops it, and then what the read found is not kept.
        const mark = {};
        touch(mine, key, { mark, readAt }, maxEntries);
        let value: R;
        try {
          value = await load();
        } catch (err) {
          if (mine.get(key)?.mark === mark) mine.delete(key);
          throw err;
        }
        if (mine.get(key)?.mark === mark) {
          if (value !== undefined && liveThroughout && live() && generation === began) mine.set(key, { mark, value, readAt });
          else mine.delete(key);
        }
        return value;
      },
      async changed(key) {
        mine.delete(key);
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
