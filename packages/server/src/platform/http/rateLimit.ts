import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { ApiCode } from '@parley/protocol';
import { ApiError } from './envelope.js';

/**
 * Abuse limits on visitor writes (issue 18 item 8): fixed windows counted per visitor and per client address,
 * in Redis when the nodes share one (so the limit holds across a cluster), else in this process.
 */
export interface Counters {
  /**
   * Counts one hit on `key` in its window (which starts at the key's first hit and lasts `windowMs`, so a burst
   * is never split between two windows); answers the count so far and when the window ends.
   */
  hit(key: string, windowMs: number): Promise<{ count: number; resetAt: number }>;
  /** Milliseconds until the key's window ends; 0 when it has none. */
  remaining(key: string): Promise<number>;
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounters(now: () => number = Date.now): Counters {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        // Expired windows go when the map grows, so an idle visitor costs nothing for long.
        if (windows.size > 100_000) for (const [k, v] of windows) if (v.resetAt <= t) windows.delete(k);
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      return { count: w.count, resetAt: w.resetAt };
    },
    async remaining(key) {
      const w = windows.get(key);
      return w ? Math.max(0, w.resetAt - now()) : 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function redisCounters(url: string, prefix = 'parley:limit:', now: () => number = Date.now): Counters {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      // The window starts with the first hit: create the key with its expiry only if it is not there.
      const answers = (await redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec()) as Array<[Error | null, unknown]>;
      const count = Number(answers[1]![1]);
      const ttl = Number(answers[2]![1]);
      return { count, resetAt: now() + Math.max(ttl, 0) };
    },
    async remaining(key) {
      return Math.max(0, await redis.pttl(prefix + key));
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}

export interface Limit {
  max: number;
  windowMs: number;
}

export interface WriteLimits {
  perVisitor: Limit;
  perAddress: Limit;
}

/** One visitor may send a burst, not a flood; one address (an office, a mobile carrier's NAT) many visitors' worth. */
export const VISITOR_WRITE_LIMITS: WriteLimits = {
  perVisitor: { max: 30, windowMs: 10_000 },
  perAddress: { max: 600, windowMs: 10_000 },
};

/**
 * Counts every POST to `paths` against the visitor the request names (their userId, from the body or the token;
 * an unverified claim only spends that visitor's own allowance) and the client's address; over either limit is
 * a 429 with Retry-After, before the handler runs.
 */
export function registerWriteLimits(
  app: FastifyInstance,
  counters: Counters,
  paths: ReadonlySet<string>,
  visitorOf: (request: FastifyRequest) => string | undefined,
  limits = VISITOR_WRITE_LIMITS,
): void {
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' || !paths.has(request.routeOptions.url ?? '')) return;
    const visitor = visitorOf(request);
    const checks: Array<[string, Limit]> = [[`addr:${request.ip}`, limits.perAddress]];
    if (visitor) checks.push([`visitor:${visitor}`, limits.perVisitor]);
    for (const [key, limit] of checks) {
      const { count, resetAt } = await counters.hit(key, limit.windowMs);
      if (count > limit.max) {
        reply.header('Retry-After', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
        throw new ApiError(ApiCode.TOO_MANY, 'Too many requests: please wait a moment and try again');
      }
    }
  });
}
