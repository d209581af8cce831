import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { SessionStatus } from '@parley/protocol';
import type { AppContext } from '../context.js';
import { openStreamCount } from '../http/sse.js';

/**
 * The process's Prometheus metrics (prom-client): the defaults (CPU, memory, event-loop lag, GC), requests by route
 * and status with their latency, open event streams, and queued conversations. One registry per app, so tests
 * that build several apps in one process do not share counters.
 */
export function createMetrics(ctx: AppContext): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'parley_' });
  new Gauge({
    name: 'parley_event_streams_open',
    help: 'Server-Sent Event streams open in this process (visitors and agents)',
    registers: [registry],
    collect() {
      this.set(openStreamCount());
    },
  });
  new Gauge({
    name: 'parley_conversations_queued',
    help: 'Conversations waiting in a queue for an agent, all tenants',
    registers: [registry],
    async collect() {
      const row = await ctx.db.kysely
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', SessionStatus.QUEUED)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  return registry;
}

/** Counts every answered request by its route pattern (never the raw URL: ids would explode the label set). */
export function instrumentRequests(app: FastifyInstance, registry: Registry): void {
  const requests = new Counter({
    name: 'parley_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'parley_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (event streams excluded: they last as long as the visitor stays)',
    labelNames: ['method', 'route'],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) {
      duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    }
  });
}
