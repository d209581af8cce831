import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, VisitorPath } from '@parley/protocol';
import { buildApp, type ParleyApp } from '../src/app.js';
import { waitAfter } from '../src/domains/agents/signInThrottle.js';
import { memoryCounters } from '../src/platform/http/rateLimit.js';
import { DEMO_PASSWORD, REDIS_URL, clusterUp, createTestApp, type TestApp } from './harness.js';

const DEMO_ADMIN = 'admin@demo.parley.local';

/**
 * Issue 18 item 8: a flood of visitor writes is refused with 429 per visitor and per address, with the real
 * (default) limits: 30 writes per visitor and 600 per address in 10 s.
 */
describe('visitor write limits', () => {
  let t: TestApp;
  let limited: ParleyApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    const { visitorWritesPer10s: _v, addressWritesPer10s: _a, ...defaults } = t.ctx.config;
    limited = await buildApp({ config: defaults, db: t.ctx.db, logger: false });
  });
  afterAll(async () => {
    await limited?.app.close();
    await t?.close();
  });

  const start = async (remoteAddress: string) => {
    const d = (
      await limited.app.inject({ method: 'POST', url: VisitorPath.chatStart, payload: { channelId: 'demo' }, remoteAddress })
    ).json().data;
    return (path: string, body: Record<string, unknown>) =>
      limited.app.inject({ method: 'POST', url: path, payload: { userId: d.userId, ...body }, headers: { token: d.token }, remoteAddress });
  };

  it('S-AB1 lets one visitor send a burst, then answers 429 with Retry-After; others go on', async () => {
    const send = await start('10.1.0.1');
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => send(VisitorPath.sendMsg, { msgContent: `flood ${i}`, msgType: 1, id: `message${i}` })),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(30);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.json().message).toMatch(/Too many requests/);
    // robotAsk counts against the same allowance; another visitor at the same address is not held up.
    expect((await send(VisitorPath.robotAsk, { question: 'delivery' })).statusCode).toBe(429);
    const other = await start('10.1.0.1');
    expect((await other(VisitorPath.sendMsg, { msgContent: 'hello', msgType: 1 })).statusCode).toBe(200);
    // Reads are not limited.
    expect((await send(VisitorPath.getSessionMsg, {})).statusCode).toBe(200);
  });

  it('S-AB1 caps one address across many visitors', async () => {
    const visitors = await Promise.all(Array.from({ length: 25 }, () => start('10.2.0.2')));
    const answers = await Promise.all(
      visitors.flatMap((send, v) =>
        Array.from({ length: 28 }, (_, i) => send(VisitorPath.sendMsg, { msgContent: `v${v} m${i}`, msgType: 1 })),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(600);
    expect(answers.length - ok).toBe(100);
  });

  it('S-AB1 counts in memory per window', async () => {
    let now = 1_000_000;
    const c = memoryCounters(() => now);
    expect((await c.hit('k', 10_000)).count).toBe(1);
    expect((await c.hit('k', 10_000)).count).toBe(2);
    now += 10_000;
    expect((await c.hit('k', 10_000)).count).toBe(1);
  });
});

describe.skipIf(!clusterUp)('visitor write limits across two nodes (Redis)', () => {
  it('S-AB2 holds one allowance for a visitor whichever node they reach', async () => {
    const t = await createTestApp('postgres');
    const { visitorWritesPer10s: _v, addressWritesPer10s: _a, ...defaults } = t.ctx.config;
    const config = { ...defaults, redisUrl: REDIS_URL };
    const a = await buildApp({ config, db: t.ctx.db, logger: false });
    const b = await buildApp({ config, db: t.ctx.db, logger: false });
    try {
      const d = (
        await a.app.inject({ method: 'POST', url: VisitorPath.chatStart, payload: { channelId: 'demo' }, remoteAddress: '10.3.0.3' })
      ).json().data;
      const send = (node: ParleyApp, i: number) =>
        node.app.inject({
          method: 'POST',
          url: VisitorPath.sendMsg,
          payload: { userId: d.userId, msgContent: `m${i}`, msgType: 1 },
          headers: { token: d.token },
          remoteAddress: '10.3.0.3',
        });
      const codes = [];
      for (let i = 0; i < 40; i++) codes.push((await send(i % 2 ? a : b, i)).statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(30);
    } finally {
      await a.app.close();
      await b.app.close();
      await t.close();
    }
  });
});

describe('console sign-in', () => {
  it('S-AB3 waits longer after each failure past five, per account and address only', async () => {
    expect([0, 4, 5, 6, 9, 30].map((n) => waitAfter(n, 5))).toEqual([0, 0, 1000, 2000, 16_000, 900_000]);
    const t = await createTestApp('sqlite');
    try {
      const login = (email: string, password: string, remoteAddress: string) =>
        t.inject({
          method: 'POST',
          url: ConsolePath.login,
          payload: { email, password },
          headers: { 'content-type': 'application/json' },
          remoteAddress,
        });
      const office = '10.9.0.1';
      for (let i = 0; i < 5; i++) expect((await login(DEMO_ADMIN, 'wrong-password', office)).statusCode).toBe(401);
      const held = await login(DEMO_ADMIN, DEMO_PASSWORD, office);
      expect(held.statusCode).toBe(429);
      expect(held.headers['retry-after']).toBe('1');
      // A colleague behind the same address, and the admin from another address, are not held up.
      expect((await login('nobody@demo.parley.local', 'wrong-password', office)).statusCode).toBe(401);
      expect((await login(DEMO_ADMIN, DEMO_PASSWORD, '10.9.0.2')).statusCode).toBe(200);
      // Once the wait is over the right password works, and clears the failures.
      await new Promise((r) => setTimeout(r, 1100));
      expect((await login(DEMO_ADMIN, DEMO_PASSWORD, office)).statusCode).toBe(200);
      expect((await login(DEMO_ADMIN, 'wrong-password', office)).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });
});
