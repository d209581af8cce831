import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { sql } from 'kysely';
import type { Registry } from 'prom-client';
import type { AppContext } from '../../platform/context.js';
import { withTimeout } from '../../platform/ops/withTimeout.js';

/** How long a readiness check waits for the database or Redis before calling it down. */
const READY_TIMEOUT_MS = 2000;

/** Without METRICS_TOKEN, metrics are for the machine and its private network (a Prometheus beside it), not the world. */
function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const given = Buffer.from(String(request.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  }
  if (!ipaddr.isValid(request.ip)) return false;
  const range = ipaddr.process(request.ip).range();
  return range === 'loopback' || range === 'private' || range === 'uniqueLocal';
}

/** /healthz (the process answers), /readyz (it can do work: database and bus reachable), /metrics (Prometheus). */
export function opsRoutes(ctx: AppContext, registry: Registry) {
  return async (app: FastifyInstance) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ code: 200, message: 'SUCCESS', data: { dialect: ctx.db.dialect } }));

    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      const [database, bus] = await Promise.allSettled([
        withTimeout(sql`select 1`.execute(ctx.db.kysely), READY_TIMEOUT_MS),
        withTimeout(ctx.bus.ping(), READY_TIMEOUT_MS),
      ]);
      const data = {
        database: database.status === 'fulfilled' ? 'up' : 'down',
        bus: bus.status === 'fulfilled' ? (ctx.config.redisUrl ? 'up' : 'in-process') : 'down',
      };
      const ready = database.status === 'fulfilled' && bus.status === 'fulfilled';
      return reply.code(ready ? 200 : 503).send({ code: ready ? 200 : 503, message: ready ? 'SUCCESS' : 'Not ready', data });
    });

    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!mayReadMetrics(request, ctx.config.metricsToken)) return reply.code(403).send({ code: 403, message: 'Forbidden', data: null });
      return reply.header('Content-Type', registry.contentType).send(await registry.metrics());
    });
  };
}
