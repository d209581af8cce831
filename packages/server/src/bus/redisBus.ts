import { Redis } from 'ioredis';
import type { Bus } from './bus.js';

/**
 * The bus across nodes: Redis pub/sub. One connection publishes, one subscribes; a Redis channel is
 * subscribed while at least one local handler wants it. Messages only wake waiters, so a message lost
 * while Redis reconnects costs latency (the next poll or stream read catches up), never data.
 */
export function createRedisBus(url: string, prefix = 'parley:'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false });
  const handlers = new Map<string, Set<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (set) for (const h of [...set]) h(message);
  });
  // Connection trouble is logged by whoever owns the process; ioredis keeps retrying.
  pub.on('error', () => undefined);
  sub.on('error', () => undefined);
  return {
    async publish(topic, message) {
      await pub.publish(prefix + topic, message);
    },
    async subscribe(topic, handler) {
      const channel = prefix + topic;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await sub.subscribe(channel);
      }
      set.add(handler);
      return async () => {
        const s = handlers.get(channel);
        if (!s) return;
        s.delete(handler);
        if (s.size === 0) {
          handlers.delete(channel);
          await sub.unsubscribe(channel).catch(() => undefined);
        }
      };
    },
    async ping() {
      await pub.ping();
    },
    async close() {
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
