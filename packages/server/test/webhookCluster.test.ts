import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorPath, WebhookEvent, WebhookPath } from '@parley/protocol';
import { verifyWebhook } from '../src/domains/webhooks/signature.js';
import { loginAdmin, newVisitor } from './agents.js';
import { clusterUp, createCluster, type TestApp } from './harness.js';
import { startReceiver, until, type Receiver } from './webhookReceiver.js';

/** Two nodes on one PostgreSQL and Redis, both running the job queue: each webhook event reaches the receiver once. */
describe.runIf(clusterUp)('webhooks from two nodes', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let a: TestApp;
  let b: TestApp;
  let rx: Receiver;
  beforeAll(async () => {
    cluster = await createCluster(2, { config: { outboundAllowNetworks: ['127.0.0.1/32'] } });
    [a, b] = cluster.nodes as [TestApp, TestApp];
    rx = await startReceiver();
  });
  afterAll(async () => {
    await rx?.close();
    await cluster?.close();
  });

  it('S-WH8 S-WH6 two nodes draining one queue deliver each event once, in order per conversation', async () => {
    const admin = await loginAdmin(a);
    const { secret } = (await admin.post(WebhookPath.webhooks, { url: rx.url, events: [WebhookEvent.MESSAGE_CREATED] })).json().data;
    const visitors = await Promise.all([newVisitor(a), newVisitor(b), newVisitor(a), newVisitor(b)]);
    for (let i = 0; i < 10; i++) {
      await Promise.all(visitors.map((v, n) => v.call(VisitorPath.sendMsg, { msgContent: `v${n} line ${i}`, msgType: 1 })));
    }
    const written = async () =>
      Number(
        (
          await a.ctx.db.kysely
            .selectFrom('webhook_deliveries')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await written()).toBe(40);
    await until(() => rx.received.length >= 40, 30_000);
    // Nothing more comes: every job is done, none sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    expect(rx.received).toHaveLength(40);
    const ids = rx.received.map((r) => r.event.id);
    expect(new Set(ids).size).toBe(40);
    for (const r of rx.received) expect(verifyWebhook(secret, r.signature, r.raw, Math.floor(a.clock.now / 1000))).toBe(true);
    const byConversation = new Map<number, number[]>();
    for (const r of rx.received) {
      const m = (r.event.data as { message: { id: number; conversationId: number } }).message;
      byConversation.set(m.conversationId, [...(byConversation.get(m.conversationId) ?? []), m.id]);
    }
    expect(byConversation.size).toBe(4);
    for (const msgIds of byConversation.values()) expect(msgIds).toEqual([...msgIds].sort((x, y) => x - y));
    const jobs = await b.ctx.db.kysely.selectFrom('jobs').select(['status']).where('kind', '=', 'webhook.deliver').execute();
    expect(jobs.every((j) => j.status === 'done')).toBe(true);
  }, 60_000);
});
