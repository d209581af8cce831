import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, VisitorPath } from '@parley/protocol';
import { buildApp, type ParleyApp } from '../src/app.js';
import { loginAdmin, newVisitor, setPresence } from './agents.js';
import { REDIS_URL, clusterUp, createCluster, createTestApp, type TestApp } from './harness.js';

/** What nodes sharing one Redis must agree on besides messages: route limits per address, typing, presence. */
describe.runIf(clusterUp)('state shared by the nodes of a cluster', () => {
  it('S-AB5 S-AB4 counts per-route limits in Redis: 60 uploads from one address over two nodes, then 429 on either', async () => {
    const t = await createTestApp('postgres');
    const config = { ...t.ctx.config, redisUrl: REDIS_URL, redisPrefix: `parley-test-${randomBytes(6).toString('hex')}:` };
    const nodes: ParleyApp[] = [
      await buildApp({ config, db: t.ctx.db, logger: false }),
      await buildApp({ config, db: t.ctx.db, logger: false }),
    ];
    try {
      const upload = (node: ParleyApp, remoteAddress: string) =>
        node.app.inject({
          method: 'POST',
          url: VisitorPath.upload,
          payload: {},
          headers: { 'content-type': 'application/json' },
          remoteAddress,
        });
      const codes: number[] = [];
      for (let i = 0; i < 60; i++) codes.push((await upload(nodes[i % 2]!, '10.5.0.5')).statusCode);
      expect(codes).not.toContain(429);
      // Each node has seen 30: only a shared count reaches the limit.
      expect((await upload(nodes[0]!, '10.5.0.5')).statusCode).toBe(429);
      expect((await upload(nodes[1]!, '10.5.0.5')).statusCode).toBe(429);
      expect((await upload(nodes[1]!, '10.5.0.6')).statusCode).not.toBe(429);
    } finally {
      for (const n of nodes) await n.app.close();
      await t.close();
    }
  });

  describe('two nodes', () => {
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

    it('S-MS9 S-AG6 a visitor typing on node A reaches the agent streaming from node B, whose presence node A routes by', async () => {
      const agent = await loginAdmin(b);
      await setPresence(agent, 'online');
      const visitor = await newVisitor(a);
      // Presence set through B is what A's routing reads.
      expect((await visitor.call(VisitorPath.transferAgent)).data.status).toBe(2);
      const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
      const abort = new AbortController();
      const res = await fetch(`${baseB}${ConsolePath.stream}`, {
        headers: { cookie: `parley_session=${agent.cookie}` },
        signal: abort.signal,
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let text = '';
      let typed = false;
      try {
        const until = Date.now() + 10_000;
        while (!text.includes('visitorTyping') && Date.now() < until) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
          // Typed once the stream is open (its hello frame came), so the relay is what is tested.
          if (!typed && text.includes('"hello"')) {
            typed = true;
            expect((await visitor.call(VisitorPath.typing, { msgContent: 'where is my ord' })).code).toBe(200);
          }
        }
      } finally {
        abort.abort();
      }
      const frame = text
        .split('\n\n')
        .map((f) => f.split('\n').find((l) => l.startsWith('data: ')))
        .filter((d): d is string => d !== undefined)
        .map((d) => JSON.parse(d.slice(6)) as { type: string; draft?: string })
        .find((e) => e.type === 'visitorTyping');
      expect(frame?.draft).toBe('where is my ord');
    });

    it('S-SW1 a channel and a sensitive-word list edited through node A are what node B, which had them cached, uses next', async () => {
      const admin = await loginAdmin(a);
      const widthOnB = async () => (await b.post(VisitorPath.channelInfo, { channelId: 'demo' })).json().data.mainWidth as number;
      const before = await widthOnB();
      const visitor = await newVisitor(b);
      const word = `zz${randomBytes(3).toString('hex')}`;
      // Node B reads (and keeps) the channel and the tenant's lists before the edits.
      expect((await visitor.call(VisitorPath.sendMsg, { msgType: 1, msgContent: `hello ${word}` })).code).toBe(200);
      expect((await admin.post(AdminPath.channel('demo'), { mainWidth: before + 1 })).statusCode).toBe(200);
      const list = { name: 'cluster test', words: [word], match: 'exact', action: 'block' };
      expect((await admin.post(AdminPath.sensitiveLists, list)).statusCode).toBe(200);
      // The invalidation travels through Redis: B answers with the edits as soon as it has heard them.
      await expect.poll(widthOnB, { timeout: 5000 }).toBe(before + 1);
      await expect
        .poll(async () => (await visitor.call(VisitorPath.sendMsg, { msgType: 1, msgContent: `again ${word}` })).code, { timeout: 5000 })
        .toBe(400);
    });

    it('a visitor renamed and their conversation closed through node A: node B, which had both cached, writes the next message accordingly', async () => {
      const admin = await loginAdmin(a);
      await setPresence(admin, 'online');
      const visitor = await newVisitor(b);
      expect((await visitor.call(VisitorPath.transferAgent)).data.status).toBe(2);
      // Two messages through B: the second is written against B's cached visitor and session.
      for (const msgContent of ['one', 'two']) expect((await visitor.call(VisitorPath.sendMsg, { msgType: 1, msgContent })).code).toBe(200);
      const row = (content: string) =>
        a.ctx.db.kysely
          .selectFrom('messages')
          .select(['session_id', 'sender_name'])
          .where('content', '=', content)
          .executeTakeFirstOrThrow();
      const first = Number((await row('two')).session_id);
      expect((await admin.post(ConsolePath.visitor(first), { name: 'Grace Hopper' })).statusCode).toBe(200);
      expect((await admin.post(ConsolePath.close(first), {})).statusCode).toBe(200);
      // Whether or not B has heard yet, the message never lands in the closed conversation.
      expect((await visitor.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'three' })).code).toBe(200);
      expect(Number((await row('three')).session_id)).not.toBe(first);
      await expect
        .poll(
          async () => {
            const content = `named ${randomBytes(3).toString('hex')}`;
            await visitor.call(VisitorPath.sendMsg, { msgType: 1, msgContent: content });
            return (await row(content)).sender_name;
          },
          { timeout: 5000 },
        )
        .toBe('Grace Hopper');
    });
  });
});
