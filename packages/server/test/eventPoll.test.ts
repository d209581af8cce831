import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminPath, ConsolePath, EventCode, UserStatus, VISITOR_ID_TTL_MS, VisitorPath } from '@parley/protocol';
import { topics } from '../src/platform/bus/bus.js';
import { POLL_CACHE_MAX_AGE_MS } from '../src/platform/bus/pollCache.js';
import { loginAdmin, newVisitor, setPresence, type VisitorHandle } from './agents.js';
import { REDIS_URL, clusterUp, createCluster, createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 17 item 3: an idle getEventMsg answered from what the node learned from the bus, never missing an event
 * written elsewhere (S-EV10–S-EV12).
 */

const visitorIdOf = async (t: TestApp, userId: string) =>
  Number((await t.ctx.db.kysely.selectFrom('visitors').select('id').where('user_id', '=', userId).executeTakeFirstOrThrow()).id);

/** An event row written straight into the log, with no publication: what a node killed after its commit leaves. */
async function unpublishedEvent(t: TestApp, visitorId: number): Promise<number> {
  const row = await t.ctx.db.kysely
    .insertInto('events')
    .values({ tenant_id: 'demo', visitor_id: visitorId, code: EventCode.AGENT_TYPING, payload: '{}', created_at: t.clock.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A visitor talking to the admin (the demo channel's agent), its session id. */
async function connected(t: TestApp, v: VisitorHandle): Promise<number> {
  expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(2);
  const s = await t.ctx.db.kysely.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return Number(s.id);
}

describe.each(dialects)('idle polls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const poll = async (v: VisitorHandle, body: Record<string, unknown> = {}) => {
    const res = await v.call(VisitorPath.getEventMsg, { lastEventId: v.lastEventId, ...body });
    expect(res.code).toBe(200);
    return res.data;
  };

  it('S-EV10 answers an idle poll from memory: an event the bus never announced shows once the entry is 15 s old', async () => {
    const v = await newVisitor(t);
    await poll(v);
    const id = await unpublishedEvent(t, await visitorIdOf(t, v.userId));
    // No query was made: the database has the event, the answer does not.
    expect((await poll(v)).msgList).toEqual([]);
    t.clock.advance(POLL_CACHE_MAX_AGE_MS + 1);
    const fresh = await poll(v);
    expect(fresh.msgList.map((e: { eventId: number }) => e.eventId)).toEqual([id]);
    expect(fresh.lastEventId).toBe(id);
  });

  it('S-EV10 a session started by the visitor changes the status the next poll answers', async () => {
    const v = await newVisitor(t);
    expect((await poll(v)).status).toBe(UserStatus.OFFLINE);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'hello' })).code).toBe(200);
    expect((await poll(v)).status).toBe(UserStatus.ROBOT);
  });

  it('S-EV4 S-EV10 a long poll held from memory is woken by the agent’s message', async () => {
    const admin = await loginAdmin(t);
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    const sessionId = await connected(t, v);
    const start = await poll(v);
    v.lastEventId = start.lastEventId;
    expect(t.ctx.polls.get(await visitorIdOf(t, v.userId))).toBeDefined();
    const held = poll(v, { wait: 20_000 });
    expect((await admin.post(ConsolePath.messages(sessionId), { msgContent: 'are you there?' })).statusCode).toBe(200);
    const answer = await held;
    expect(answer.msgList.map((e: { message?: { msgContent: string } }) => e.message?.msgContent)).toEqual(['are you there?']);
    await setPresence(admin, 'offline');
  });

  it('S-EV12 a token verified before is still refused once expired, and never serves another visitor', async () => {
    const v = await newVisitor(t);
    const other = await newVisitor(t);
    await poll(v);
    const borrowed = await t.post(VisitorPath.getEventMsg, { userId: other.userId }, v.headers);
    expect(borrowed.statusCode).toBe(401);
    t.clock.advance(VISITOR_ID_TTL_MS + 1);
    const expired = await t.post(VisitorPath.getEventMsg, { userId: v.userId }, v.headers);
    expect(expired.statusCode).toBe(401);
  });

  it('S-EV10 an erased visitor’s next poll is refused, however recently it was answered from memory', async () => {
    const admin = await loginAdmin(t);
    const v = await newVisitor(t);
    await poll(v);
    await poll(v);
    const erased = await admin.post(AdminPath.visitorErase(v.userId), { confirmUserId: v.userId });
    expect(erased.statusCode).toBe(200);
    expect((await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: v.lastEventId }, v.headers)).statusCode).toBe(401);
  });
});

describe.runIf(clusterUp)('idle polls across two nodes (PostgreSQL and Redis)', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    cluster = await createCluster(2);
    [a, b] = cluster.nodes as [TestApp, TestApp];
  });
  afterAll(async () => {
    await cluster?.close();
  });
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const stop of stops.splice(0)) await stop();
  });

  /** The visitor's calls on a given node. */
  const on = (node: TestApp, v: VisitorHandle) => ({
    poll: async (body: Record<string, unknown> = {}) => {
      const res = (await node.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: v.lastEventId, ...body }, v.headers)).json();
      expect(res.code).toBe(200);
      return res.data;
    },
  });

  it('S-EV8 S-EV11 an agent on node B reaches a visitor whose idle polls node A answered from memory', async () => {
    const agentOnB = await loginAdmin(b);
    await setPresence(agentOnB, 'online');
    const v = await newVisitor(a);
    const sessionId = await connected(a, v);
    const visitorId = await visitorIdOf(a, v.userId);
    v.lastEventId = (await on(a, v).poll()).lastEventId;
    await on(a, v).poll();
    expect(a.ctx.polls.get(visitorId)?.latestId).toBe(v.lastEventId);
    const texts: string[] = [];
    for (let i = 0; i < 5; i++) {
      // Sent on B; whether or not its publication has reached A yet, A's long poll answers it.
      expect((await agentOnB.post(ConsolePath.messages(sessionId), { msgContent: `from B ${i}` })).statusCode).toBe(200);
      const got = await on(a, v).poll({ wait: 20_000 });
      for (const e of got.msgList) if (e.code === EventCode.AGENT_MESSAGE) texts.push(e.message.msgContent);
      v.lastEventId = got.lastEventId;
    }
    expect(texts).toEqual([0, 1, 2, 3, 4].map((i) => `from B ${i}`));
    await setPresence(agentOnB, 'offline');
  });

  it('S-EV11 a read on node A racing a commit on node B stores nothing', async () => {
    const v = await newVisitor(a);
    const visitorId = await visitorIdOf(a, v.userId);
    const mark = a.ctx.polls.begin(visitorId);
    const stale = { visitorId, latestId: v.lastEventId, status: UserStatus.OFFLINE, waitIndex: 0, anonymousIn: 'demo' };
    // Node A hears B's publication on the cache's own subscription, after the cache has (handlers run in order)…
    let heard!: () => void;
    const wasHeard = new Promise<void>((resolve) => (heard = resolve));
    const watch = await a.ctx.bus.watch(
      'visitor:',
      (topic) => topic === topics.visitor(visitorId) && heard(),
      () => undefined,
    );
    stops.push(() => watch.stop());
    // …of a session B started after A's read began: A must not keep what it read.
    expect((await b.post(VisitorPath.sendMsg, { userId: v.userId, msgType: 1, msgContent: 'hi from B' }, v.headers)).statusCode).toBe(200);
    await wasHeard;
    a.ctx.polls.store(mark, stale);
    expect(a.ctx.polls.get(visitorId)).toBeUndefined();
    expect((await on(a, v).poll()).status).toBe(UserStatus.ROBOT);
  });

  it('S-EV10 a dropped Redis connection makes node A forget what it knew, and learn again once resubscribed', async () => {
    const v = await newVisitor(a);
    const visitorId = await visitorIdOf(a, v.userId);
    await on(a, v).poll();
    expect(a.ctx.polls.get(visitorId)).toBeDefined();
    // Kill this cluster's subscriber connections (named after its channel prefix) on the real Redis server.
    const redis = new Redis(REDIS_URL);
    stops.push(async () => void (await redis.quit()));
    const list = (await redis.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string;
    const ids = list
      .split('\n')
      .filter((line) => line.includes(`name=${cluster.redisPrefix}sub `))
      .map((line) => /\bid=(\d+)/.exec(line)![1]!);
    expect(ids.length).toBe(2);
    for (const id of ids) await redis.call('CLIENT', 'KILL', 'ID', id);
    await vi.waitFor(() => expect(a.ctx.polls.get(visitorId)).toBeUndefined());
    await vi.waitFor(
      async () => {
        await on(a, v).poll();
        expect(a.ctx.polls.get(visitorId)).toBeDefined();
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
