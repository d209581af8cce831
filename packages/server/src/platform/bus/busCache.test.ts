import { describe, expect, it } from 'vitest';
import type { Bus } from './bus.js';
import { createBusCaches } from './busCache.js';
import { createMemoryBus } from './memoryBus.js';

/** A bus whose delivery can be declared lost (a broker drop): watchers see a gap and are not live until restored. */
function flakyBus() {
  const inner = createMemoryBus();
  let live = true;
  const gaps: Array<() => void> = [];
  const bus: Bus = {
    ...inner,
    async watch(prefix, handler, onGap) {
      gaps.push(onGap);
      const w = await inner.watch(prefix, (t, m) => live && handler(t, m), onGap);
      return { live: () => live, stop: w.stop };
    },
  };
  return {
    bus,
    drop() {
      live = false;
      for (const g of gaps) g();
    },
    restore() {
      live = true;
    },
  };
}

const settle = () => new Promise((r) => setImmediate(r));

function counter(values: string[]) {
  let n = 0;
  return {
    load: async () => values[Math.min(n++, values.length - 1)]!,
    get count() {
      return n;
    },
  };
}

describe('bus cache', () => {
  it('reads once, then answers from memory until the key changes on this node or another', async () => {
    const bus = createMemoryBus();
    const now = 0;
    const nodeA = createBusCaches(bus, { now: () => now });
    const nodeB = createBusCaches(bus, { now: () => now });
    await settle();
    const db = counter(['v1', 'v2', 'v3']);
    expect(await nodeA.get<string>('channel').get('demo', db.load)).toBe('v1');
    expect(await nodeA.get<string>('channel').get('demo', db.load)).toBe('v1');
    expect(db.count).toBe(1);
    // Node B edits the channel: node A reads it again.
    await nodeB.get('channel').changed('demo');
    expect(await nodeA.get<string>('channel').get('demo', db.load)).toBe('v2');
    // Another cache's key of the same name is not touched.
    const other = counter(['list']);
    await nodeA.get<string>('sensitive').get('demo', other.load);
    await nodeA.get('channel').changed('demo');
    await nodeA.get<string>('sensitive').get('demo', other.load);
    expect(other.count).toBe(1);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('does not keep what a read found when a change was heard while it ran', async () => {
    const bus = createMemoryBus();
    const caches = createBusCaches(bus, { now: () => 0 });
    await settle();
    let reads = 0;
    const slowOld = async () => {
      reads++;
      // The write commits and is announced while this read is under way.
      await caches.get('channel').changed('demo');
      return 'old';
    };
    expect(await caches.get<string>('channel').get('demo', slowOld)).toBe('old');
    expect(await caches.get<string>('channel').get('demo', async () => (reads++, 'new'))).toBe('new');
    expect(reads).toBe(2);
    await caches.close();
  });

  it('keeps what a read found when only other keys changed while it ran, on this node or another', async () => {
    const bus = createMemoryBus();
    const nodeA = createBusCaches(bus, { now: () => 0 });
    const nodeB = createBusCaches(bus, { now: () => 0 });
    await settle();
    let reads = 0;
    const busyNeighbours = async () => {
      reads++;
      // Other visitors' rows change all the time; none of them is this key.
      await nodeA.get('visitor').changed('8');
      await nodeB.get('visitor').changed('9');
      await settle();
      return 'row 7';
    };
    expect(await nodeA.get<string>('visitor').get('7', busyNeighbours)).toBe('row 7');
    expect(await nodeA.get<string>('visitor').get('7', busyNeighbours)).toBe('row 7');
    expect(reads).toBe(1);
    // The same key changed on the other node while a read ran: not kept.
    const racing = async () => {
      reads++;
      await nodeB.get('visitor').changed('7');
      await settle();
      return 'row 7, old';
    };
    await nodeA.get('visitor').changed('7');
    expect(await nodeA.get<string>('visitor').get('7', racing)).toBe('row 7, old');
    expect(await nodeA.get<string>('visitor').get('7', async () => (reads++, 'row 7, new'))).toBe('row 7, new');
    expect(reads).toBe(3);
    await Promise.all([nodeA.close(), nodeB.close()]);
  });

  it('trusts nothing while the bus is not live, clears everything on a gap, and reads again after maxAgeMs', async () => {
    const flaky = flakyBus();
    let now = 1000;
    const caches = createBusCaches(flaky.bus, { now: () => now, maxAgeMs: 5000 });
    await settle();
    const db = counter(['a', 'b', 'c', 'd', 'e']);
    const get = () => caches.get<string>('channel').get('demo', db.load);
    expect(await get()).toBe('a');
    flaky.drop();
    expect(await get()).toBe('b');
    expect(await get()).toBe('c');
    flaky.restore();
    expect(await get()).toBe('d');
    expect(await get()).toBe('d');
    now += 5001;
    expect(await get()).toBe('e');
    await caches.close();
  });

  it('does not keep a failed read, nor a value not there yet', async () => {
    const caches = createBusCaches(createMemoryBus(), { now: () => 0 });
    await settle();
    await expect(caches.get('channel').get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await caches.get<string>('channel').get('x', async () => 'up')).toBe('up');
    // A channel asked for before it exists is found once created.
    expect(await caches.get<string>('channel').get('new', async () => undefined)).toBeUndefined();
    expect(await caches.get<string>('channel').get('new', async () => 'created')).toBe('created');
    await caches.close();
  });
});
