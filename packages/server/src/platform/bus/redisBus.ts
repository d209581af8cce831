import { Redis } from 'ioredis';
import type { Bus } from './bus.js';

/**
 * The bus across nodes: Redis pub/sub. One connection publishes, one subscribes; a Redis channel is
 * subscribed while at least one local handler wants it. Messages only wake waiters, so a message lost
 * while Redis reconnects costs latency (the next poll or stream read catches up), never data.
 */
export function createRedisBus(url: string, prefix = 'parley:'): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
  // Named, so an operator (or a test) can tell this node's subscriber in CLIENT LIST.
  const sub = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: false, connectionName: `${prefix.replace(/\s/g, '_')}sub` });
  const handlers = new Map<string, Set<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    const set = handlers.get(channel);
    if (set) for (const h of [...set]) h(message);
  });
  const watchers = new Map<string, Set<(topic: string, message: string) => void>>();
  sub.on('pmessage', (pattern: string, channel: string, message: string) => {
    const set = watchers.get(pattern);
    if (set) for (const h of [...set]) h(channel.slice(prefix.length), message);
  });
  // A watcher may trust what it heard only while its pattern is confirmed on the current connection: every drop
  // is a gap (messages published meanwhile are gone), and after a reconnect the pattern is confirmed again.
  let generation = 0;
  const confirmed = new Set<string>();
  const gapListeners = new Set<() => void>();
  const dropped = () => {
    generation++;
    const hadAny = confirmed.size > 0;
    confirmed.clear();
    if (hadAny) for (const g of [...gapListeners]) g();
  };
  const confirm = (pattern: string) => {
    const at = generation;
    sub.psubscribe(pattern).then(
      () => {
        if (at === generation && watchers.has(pattern)) confirmed.add(pattern);
      },
      () => undefined,
    );
  };
  sub.on('close', dropped);
  sub.on('reconnecting', dropped);
  sub.on('ready', () => {
    for (const pattern of watchers.keys()) confirm(pattern);
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
    async watch(topicPrefix, handler, onGap) {
      const pattern = (prefix + topicPrefix).replace(/[*?[\]\\]/g, (c) => `\\${c}`) + '*';
      let set = watchers.get(pattern);
      const first = !set;
      if (!set) {
        set = new Set();
        watchers.set(pattern, set);
      }
      set.add(handler);
      gapListeners.add(onGap);
      if (first) {
        const at = generation;
        await sub.psubscribe(pattern);
        if (at === generation) confirmed.add(pattern);
      }
      return {
        live: () => confirmed.has(pattern) && sub.status === 'ready',
        async stop() {
          gapListeners.delete(onGap);
          const s = watchers.get(pattern);
          if (!s) return;
          s.delete(handler);
          if (s.size === 0) {
            watchers.delete(pattern);
            confirmed.delete(pattern);
            await sub.punsubscribe(pattern).catch(() => undefined);
          }
        },
      };
    },
    async ping() {
      await pub.ping();
    },
    async close() {
      handlers.clear();
      watchers.clear();
      confirmed.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
