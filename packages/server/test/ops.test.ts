import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorPath } from '@parley/protocol';
import { buildApp, type ParleyApp } from '../src/app.js';
import { createRedisBus } from '../src/platform/bus/redisBus.js';
import { REDIS_URL, clusterUp, createTestApp, type TestApp } from './harness.js';

/** Issue 17 item 6: liveness, readiness and Prometheus metrics. */
describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-OP1 /healthz answers while the process runs', async () => {
    const res = await t.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: { dialect: 'sqlite' } });
  });

  it('S-HD9 the OpenAPI document refers only to schemas it defines, and describes every API route', async () => {
    const res = await t.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, unknown>; components?: { schemas?: Record<string, unknown> } }>();
    const refs = [...res.body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    const defined = Object.keys(doc.components?.schemas ?? {});
    expect(refs.length).toBeGreaterThan(0);
    expect([...new Set(refs)].filter((r) => !defined.includes(r))).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('S-OP2 /readyz is 200 with the database and in-process bus', async () => {
    const ready = await t.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ database: 'up', bus: 'in-process' });
  });

  it('S-OP2 a node whose Redis cannot be reached refuses to start within seconds, naming REDIS_URL', async () => {
    // Port 1 on loopback: nothing listens, every connection is refused. Before, this waited for ever (the test's
    // time-out is what would catch that again).
    await expect(
      buildApp({ config: { ...t.ctx.config, redisUrl: 'redis://127.0.0.1:1', seedDemo: false }, db: t.ctx.db, logger: false }),
    ).rejects.toThrow(/^REDIS_URL: Redis cannot be reached/);
  });

  it.runIf(clusterUp)('S-OP2 /readyz is 503 naming the bus when Redis cannot be reached', async () => {
    // The real Redis, then its connections closed under the running app: the bus can no longer reach a broker.
    const bus = createRedisBus(REDIS_URL, `parley-ops-${Date.now()}:`);
    const down: ParleyApp = await buildApp({
      config: { ...t.ctx.config, redisUrl: REDIS_URL, seedDemo: false },
      db: t.ctx.db,
      bus,
      logger: false,
    });
    try {
      expect((await down.app.inject({ method: 'GET', url: '/readyz' })).json().data).toEqual({ database: 'up', bus: 'up' });
      await bus.close();
      const res = await down.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 503, data: { database: 'up', bus: 'down' } });
    } finally {
      await down.app.close();
    }
  });

  it('S-OP3 /metrics counts requests by route pattern and shows streams and queues, for private addresses only', async () => {
    await t.post(VisitorPath.channelInfo, { channelId: 'demo' });
    const res = await t.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/parley_http_requests_total\{method="POST",route="\/api\/chat\/visitor\/channelInfo",status="200"\} [1-9]/);
    expect(res.body).toContain('parley_http_request_duration_seconds_bucket');
    expect(res.body).toMatch(/parley_event_streams_open \d+/);
    expect(res.body).toMatch(/parley_conversations_queued 0/);
    expect(res.body).toContain('parley_nodejs_eventloop_lag_seconds');

    const outside = await t.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(outside.statusCode).toBe(403);
  });

  it('S-OP3 with METRICS_TOKEN set, /metrics asks every caller for it', async () => {
    const token = 'metrics-token-0123456789';
    const guarded = await buildApp({ config: { ...t.ctx.config, metricsToken: token, seedDemo: false }, db: t.ctx.db, logger: false });
    try {
      expect((await guarded.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(403);
      const wrong = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer metrics-token-9876543210' },
      });
      expect(wrong.statusCode).toBe(403);
      const ok = await guarded.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '203.0.113.7',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(ok.statusCode).toBe(200);
    } finally {
      await guarded.app.close();
    }
  });
});
