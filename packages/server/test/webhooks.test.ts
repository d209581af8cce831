import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsolePath,
  TicketDeskPath,
  TicketPath,
  VisitorPath,
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  WebhookEvent,
  WebhookPath,
} from '@parley/protocol';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { purgeWebhookLog } from '../src/domains/webhooks/delivery.js';
import { emitWebhookEvent } from '../src/domains/webhooks/emit.js';
import { verifyWebhook } from '../src/domains/webhooks/signature.js';
import { inTransaction } from '../src/platform/db/unitOfWork.js';
import { createAgent, loginAdmin, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';
import { startReceiver, until, type Receiver } from './webhookReceiver.js';

/** Outgoing webhooks (issue 32 item 2) against a real HTTP receiver, on each database. */

const HOUR = 3_600_000;

describe.each(dialects)('webhooks on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let rx: Receiver;
  const made: number[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, { outboundAllowNetworks: ['127.0.0.1/32'] });
    admin = await loginAdmin(t);
    await setPresence(admin, 'online');
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    for (const id of made.splice(0)) await admin.del(WebhookPath.webhook(id));
    await rx?.close();
  });

  async function subscribe(events: readonly string[] = WEBHOOK_EVENTS) {
    // A test before may have moved the clock past the session's life.
    admin = await loginAdmin(t);
    await setPresence(admin, 'online');
    rx = await startReceiver();
    const res = await admin.post(WebhookPath.webhooks, { url: rx.url, events, description: 'CRM' });
    expect(res.statusCode, res.body).toBe(200);
    made.push(res.json().data.id);
    return { ...(res.json().data as { id: number; secret: string }), headers: res.headers };
  }
  const deliveries = async (id: number) => (await admin.get(WebhookPath.deliveries(id))).json().data.items as any[];
  const webhookJobs = () => t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', 'webhook.deliver').execute();

  it('S-WH1 an admin subscribes a URL to events; the secret is answered on creation and reveal only, never cached', async () => {
    const created = await subscribe([WebhookEvent.TICKET_CREATED]);
    expect(created.secret).toMatch(/^whsec_[\w-]{43}$/);
    expect(created.headers['cache-control']).toBe('no-store');
    const list = (await admin.get(WebhookPath.webhooks)).json().data;
    expect(list).toEqual([expect.objectContaining({ id: created.id, url: rx.url, events: ['ticket.created'], state: 'active' })]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    const revealed = await admin.post(WebhookPath.secret(created.id));
    expect(revealed.json().data.secret).toBe(created.secret);
    expect(revealed.headers['cache-control']).toBe('no-store');
    // The secret is stored sealed, not as given.
    const row = await t.ctx.db.kysely.selectFrom('webhook_subscriptions').select('secret').executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(created.secret);
    const edited = await admin.post(WebhookPath.webhook(created.id), { url: rx.url, events: ['ticket.created', 'ticket.updated'] });
    expect(edited.json().data.events).toEqual(['ticket.created', 'ticket.updated']);
    const bad = await admin.post(WebhookPath.webhooks, { url: 'ftp://example.com/x', events: ['ticket.created'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('url');
    expect((await admin.post(WebhookPath.webhooks, { url: 'https://example.com/x', events: [] })).json().message).toContain('events');
    expect((await admin.post(WebhookPath.webhooks, { url: 'https://example.com/x', events: ['nope'] })).statusCode).toBe(400);
    const agent = await createAgent(t, admin);
    expect((await agent.get(WebhookPath.webhooks)).statusCode).toBe(403);
    expect((await agent.post(WebhookPath.secret(created.id))).statusCode).toBe(403);
  });

  it('S-WH2 refuses a private, loopback or local address unless the operator allowed it, when saved and when sent', async () => {
    for (const url of ['http://10.0.0.8/hook', 'http://169.254.169.254/latest', 'http://[::1]:8080/x', 'https://192.168.1.1/']) {
      const res = await admin.post(WebhookPath.webhooks, { url, events: ['ticket.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(/^url: .*private or local address/);
    }
    // 127.0.0.1 is allowed here (OUTBOUND_ALLOW_NETWORKS); without the setting the guard refuses the attempt itself.
    const { id } = await subscribe([WebhookEvent.LEAVE_MESSAGE_CREATED]);
    const allowed = t.ctx.config.outboundAllowNetworks;
    t.ctx.config.outboundAllowNetworks = [];
    try {
      const v = await newVisitor(t);
      await v.call(VisitorPath.leaveMsg, { customerName: 'Ann', msgContent: 'call me' });
      await t.jobs!.drain();
      const [d] = await deliveries(id);
      expect(d).toMatchObject({ status: 'failed', attempts: 1, responseCode: null });
      expect(d.error).toContain('OutboundRefused');
      expect(rx.received).toHaveLength(0);
    } finally {
      t.ctx.config.outboundAllowNetworks = allowed;
    }
  });

  it('S-WH3 writes nothing for a workspace without a subscription, and nothing for a change that rolled back', async () => {
    const before = (await webhookJobs()).length;
    const v = await newVisitor(t);
    await v.call(VisitorPath.sendMsg, { msgContent: 'nobody listens', msgType: 1 });
    expect((await webhookJobs()).length).toBe(before);
    const { id } = await subscribe([WebhookEvent.MESSAGE_CREATED]);
    await expect(
      inTransaction(t.ctx, async (tx) => {
        await emitWebhookEvent(t.ctx, tx, { tenantId: 'demo', type: WebhookEvent.MESSAGE_CREATED, data: {}, orderKey: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await deliveries(id)).toEqual([]);
    expect((await webhookJobs()).length).toBe(before);
  });

  it('S-WH4 S-WH6 sends every event signed, with its id, in order per conversation', async () => {
    const { id, secret } = await subscribe();
    const v = await newVisitor(t);
    await v.call(VisitorPath.sendMsg, { msgContent: 'Hello?', msgType: 1 });
    await v.call(VisitorPath.transferAgent);
    const sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId as number;
    await admin.post(ConsolePath.messages(sessionId), { msgContent: 'Hi, how can I help?' });
    await admin.post(ConsolePath.close(sessionId));
    expect((await v.call(VisitorPath.evaluate, { evaluateAdminStar: 5, evaluateAdminSolve: 1 })).code).toBe(200);
    await v.call(VisitorPath.leaveMsg, { customerName: 'Ann', msgContent: 'call me' });
    const wo = await v.call(TicketPath.addWo, {
      tenantId: 'demo',
      woContent: 'The lamp is broken',
      woTypeId: DEMO_TICKET_TYPE_ID,
      cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
    });
    await admin.post(TicketDeskPath.reply(wo.data.woId), { content: 'A new one ships today.' });
    await t.jobs!.drain();

    const types = rx.received.map((r) => r.event.type);
    for (const e of WEBHOOK_EVENTS) expect(types, e).toContain(e);
    const nowS = Math.floor(t.clock.now / 1000);
    for (const r of rx.received) {
      expect(verifyWebhook(secret, r.signature, r.raw, nowS), r.event.type).toBe(true);
      // A body changed in transit, or another secret, does not verify.
      expect(verifyWebhook(secret, r.signature, r.raw.replace('"', ' "'), nowS)).toBe(false);
      expect(verifyWebhook('whsec_other', r.signature, r.raw, nowS)).toBe(false);
      expect(r.eventIdHeader).toBe(r.event.id);
      expect(r.event.workspaceId).toBe('demo');
    }
    // A replay too old for the tolerance is refused by the receiver's check.
    expect(verifyWebhook(secret, rx.received[0]!.signature, rx.received[0]!.raw, nowS + 301)).toBe(false);
    expect(new Set(rx.received.map((r) => r.event.id)).size).toBe(rx.received.length);

    const ofConversation = rx.received.filter(
      (r) =>
        (r.event.data as any).conversation?.id === sessionId ||
        (r.event.data as any).message?.conversationId === sessionId ||
        (r.event.data as any).rating?.conversationId === sessionId,
    );
    expect(ofConversation.map((r) => r.event.type)).toEqual([
      'conversation.created',
      'message.created',
      'conversation.assigned',
      'message.created',
      'message.created',
      'conversation.closed',
      'rating.created',
    ]);
    const byType = (type: string) => rx.received.find((r) => r.event.type === type)!.event.data as any;
    expect(byType('conversation.created').conversation).toMatchObject({ id: sessionId, channelId: 'demo', visitorId: v.userId, status: 1 });
    expect(byType('conversation.assigned')).toMatchObject({
      conversation: { status: 2, agentId: admin.agentId },
      agent: { id: admin.agentId },
    });
    expect(byType('conversation.closed').conversation).toMatchObject({ status: 0, endedAt: expect.any(Number) });
    expect(byType('rating.created').rating).toMatchObject({ conversationId: sessionId, star: 5, solved: 1, visitorId: v.userId });
    expect(byType('leave_message.created').leaveMessage).toMatchObject({ customerName: 'Ann', msgContent: 'call me' });
    expect(byType('ticket.created').ticket).toMatchObject({ id: Number(wo.data.woId), content: 'The lamp is broken', status: 0 });
    expect(byType('ticket.updated')).toMatchObject({ change: 'agentReply', content: 'A new one ships today.', ticket: { status: 1 } });
    const log = await deliveries(id);
    expect(log).toHaveLength(rx.received.length);
    expect(log[0]).toMatchObject({ status: 'delivered', responseCode: 200, attempts: 1, responseBody: 'ok' });
    expect(JSON.parse(log[0].body).id).toBe(log[0].eventId);
  });

  it('S-WH5 S-WH9 retries with a doubling backoff for 24 hours, then pauses the webhook and mails the admins; resume, send again', async () => {
    const { id, secret } = await subscribe([WebhookEvent.LEAVE_MESSAGE_CREATED]);
    rx.answer = () => 503;
    const v = await newVisitor(t);
    await v.call(VisitorPath.leaveMsg, { customerName: 'Bo', msgContent: 'ring me' });
    await t.jobs!.drain();
    const job = async () => (await webhookJobs()).at(-1)!;
    const waits: number[] = [];
    const started = t.clock.now;
    while ((await job()).status === 'pending') {
      const j = await job();
      waits.push(Number(j.run_at) - t.clock.now);
      t.clock.now = Number(j.run_at);
      await t.jobs!.drain();
    }
    // 30 s doubling to the hour, each within 20 %, until the event is 24 hours old.
    const expected = [30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000];
    waits.slice(0, 8).forEach((w, i) => {
      expect(w).toBeGreaterThanOrEqual(expected[i]! * 0.8);
      expect(w).toBeLessThanOrEqual(expected[i]! * 1.2);
    });
    for (const w of waits.slice(8)) expect(w).toBeLessThanOrEqual(HOUR * 1.2);
    expect(t.clock.now - started).toBeGreaterThanOrEqual(24 * HOUR);
    expect(t.clock.now - started).toBeLessThan(26 * HOUR);
    const [d] = await deliveries(id);
    expect(d).toMatchObject({ status: 'failed', responseCode: 503, error: 'answered 503', attempts: waits.length + 1 });
    expect(rx.received).toHaveLength(waits.length + 1);
    expect(new Set(rx.received.map((r) => r.event.id)).size).toBe(1);

    const hook = (await admin.get(WebhookPath.webhooks)).json().data.find((w: { id: number }) => w.id === id);
    expect(hook).toMatchObject({ state: 'paused', pausedAt: expect.any(Number) });
    const mails = await t.ctx.db.kysely.selectFrom('jobs').select(['payload', 'summary']).where('kind', '=', 'system.mail').execute();
    const alert = mails.find((m) => m.summary.startsWith('Webhook paused'));
    expect(JSON.parse(alert!.payload)).toMatchObject({ to: 'admin@demo.parley.local', subject: expect.stringContaining('paused') });

    // Paused: a new event is not written for it.
    const count = rx.received.length;
    await v.call(VisitorPath.leaveMsg, { customerName: 'Bo', msgContent: 'again' });
    await t.jobs!.drain();
    expect(await deliveries(id)).toHaveLength(1);

    // "Send again" sends the same event now, even paused; the receiver can tell it by its id.
    rx.answer = () => 200;
    const again = (await admin.post(WebhookPath.resend(id, d.id))).json().data;
    expect(again).toMatchObject({ eventId: d.eventId, body: d.body, status: 'pending' });
    await t.jobs!.drain();
    expect(rx.received).toHaveLength(count + 1);
    expect(rx.received.at(-1)!.event.id).toBe(d.eventId);
    expect(verifyWebhook(secret, rx.received.at(-1)!.signature, rx.received.at(-1)!.raw, Math.floor(t.clock.now / 1000))).toBe(true);

    expect((await admin.post(WebhookPath.resume(id))).json().data).toMatchObject({ state: 'active', failingSince: null });
    await v.call(VisitorPath.leaveMsg, { customerName: 'Bo', msgContent: 'resumed' });
    await t.jobs!.drain();
    expect((rx.received.at(-1)!.event.data as any).leaveMessage.msgContent).toBe('resumed');
  });

  it('S-WH10 an admin pauses a webhook: no events are written for it, no mail, until resumed', async () => {
    const { id } = await subscribe([WebhookEvent.LEAVE_MESSAGE_CREATED]);
    const pauseMails = async () =>
      (await t.ctx.db.kysely.selectFrom('jobs').select('summary').where('kind', '=', 'system.mail').execute()).filter((m) =>
        m.summary.startsWith('Webhook paused'),
      ).length;
    const mailsBefore = await pauseMails();
    const agent = await createAgent(t, admin);
    expect((await agent.post(WebhookPath.pause(id))).statusCode).toBe(403);
    const paused = (await admin.post(WebhookPath.pause(id))).json().data;
    expect(paused).toMatchObject({ state: 'paused', pausedAt: t.clock.now });
    expect((await admin.post(WebhookPath.pause(id))).json().data).toMatchObject({ state: 'paused', pausedAt: paused.pausedAt });
    const v = await newVisitor(t);
    await v.call(VisitorPath.leaveMsg, { customerName: 'Bo', msgContent: 'while paused' });
    await t.jobs!.drain();
    expect(await deliveries(id)).toHaveLength(0);
    expect(rx.received).toHaveLength(0);
    expect(await pauseMails()).toBe(mailsBefore);
    expect((await admin.post(WebhookPath.resume(id))).json().data).toMatchObject({ state: 'active' });
    await v.call(VisitorPath.leaveMsg, { customerName: 'Bo', msgContent: 'after resume' });
    await t.jobs!.drain();
    expect(rx.received.map((r) => (r.event.data as any).leaveMessage.msgContent)).toEqual(['after resume']);
  });

  it('S-WH9 sends a test event on request, and keeps the log for 14 days', async () => {
    const { id, secret } = await subscribe([WebhookEvent.TICKET_CREATED]);
    const sent = (await admin.post(WebhookPath.test(id))).json().data;
    expect(sent).toMatchObject({ eventType: WEBHOOK_TEST_EVENT, status: 'pending' });
    await t.jobs!.drain();
    expect(rx.received.map((r) => r.event.type)).toEqual([WEBHOOK_TEST_EVENT]);
    expect(verifyWebhook(secret, rx.received[0]!.signature, rx.received[0]!.raw, Math.floor(t.clock.now / 1000))).toBe(true);
    const [d] = await deliveries(id);
    expect(d).toMatchObject({ status: 'delivered', responseCode: 200, lastAttemptAt: expect.any(Number), deliveredAt: expect.any(Number) });
    t.clock.advance(13 * 24 * HOUR);
    await purgeWebhookLog(t.ctx);
    admin = await loginAdmin(t);
    expect(await deliveries(id)).toHaveLength(1);
    t.clock.advance(2 * 24 * HOUR);
    await purgeWebhookLog(t.ctx);
    admin = await loginAdmin(t);
    expect(await deliveries(id)).toEqual([]);
  });

  it('S-WH7 a receiver that never answers slows no request', async () => {
    const { id } = await subscribe([WebhookEvent.MESSAGE_CREATED]);
    rx.answer = () => 'hang';
    const v = await newVisitor(t);
    await v.call(VisitorPath.sendMsg, { msgContent: 'first', msgType: 1 });
    await until(() => rx.received.length === 1);
    // The delivery is stuck on the receiver; the visitor's next messages answer at once regardless.
    for (let i = 0; i < 5; i++) {
      const began = performance.now();
      expect((await v.call(VisitorPath.sendMsg, { msgContent: `more ${i}`, msgType: 1 })).code).toBe(200);
      expect(performance.now() - began).toBeLessThan(1000);
    }
    // In order: the later messages wait behind the first one's attempt.
    expect(rx.received).toHaveLength(1);
    expect((await deliveries(id)).filter((d) => d.status === 'pending')).toHaveLength(6);
  });
});
