import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, TicketDeskPath, TicketPath, TicketStatus, VisitorPath } from '@parley/protocol';
import { DEMO_CARD_FORM_ID, DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { loginAdmin, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, DEMO_PASSWORD, type TestApp } from './harness.js';
import { trustProxyOf } from '../src/platform/config.js';
import { startSmtpCatcher, type SmtpCatcher } from './smtpCatcher.js';
import { openDemoTicket, mailTicketsVia } from './demoTicket.js';
import { issueTicketLink } from '../src/platform/auth/ticketLink.js';

/** Issue 34: what a hostile sweep of tickets, mail, proxies and retries found, each held by a rule (SPEC HD). */

const INJECTED = [
  'victim@example.com, attacker@evil.example',
  'victim@example.com\r\nBcc: attacker@evil.example',
  'Victim <victim@example.com>, attacker@evil.example',
  'victim@example.com;attacker@evil.example',
  'attacker@evil.example\nvictim@example.com',
];

describe.each(dialects)('hardening on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, { publicUrl: 'https://chat.parley.example' });
    admin = await loginAdmin(t);
    smtp = await startSmtpCatcher({ user: 'mailer', pass: 'smtp-secret' });
    await mailTicketsVia(t, admin, smtp.port, { user: 'mailer', publicUrl: '' });
    expect((await admin.post(TicketDeskPath.mailPassword('demo'), { password: 'smtp-secret' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await smtp?.close();
    await t?.close();
  });

  async function start(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    return t.post(VisitorPath.chatStart, { channelId: 'demo', userName: 'Vic', ...body }, headers);
  }
  /** A ticket for this visitor and a public reply to it: the reply is mailed to whatever address the ticket holds. */
  async function ticketAndReply(
    d: { userId: string; token: string },
    over: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    const wo = await t.post(
      TicketPath.addWo,
      {
        userId: d.userId,
        tenantId: 'demo',
        woContent: 'Broken lamp',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
        ...over,
      },
      { token: d.token },
    );
    if (wo.statusCode !== 200) return wo;
    const woId = wo.json().data.woId as string;
    const reply = await t.inject({
      method: 'POST',
      url: TicketDeskPath.reply(woId),
      payload: { content: 'A new lamp ships today.', status: TicketStatus.WAITING_REPLY },
      headers: { cookie: `parley_session=${admin.cookie}`, 'content-type': 'application/json', ...headers },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return wo;
  }

  it('S-HD1 an e-mail address is one mailbox wherever it enters; a list or a line break answers 400 and mail reaches only the one address', async () => {
    const before = smtp.mails.length;
    const statuses: number[] = [];
    for (const email of INJECTED) {
      const started = await start({ email });
      statuses.push(started.statusCode);
      if (started.statusCode === 200) await ticketAndReply(started.json().data);
      else expect(started.json().message).toContain('email');

      const plain = (await start()).json().data;
      const reset = await t.post(VisitorPath.resetInfo, { userId: plain.userId, email }, { token: plain.token });
      statuses.push(reset.statusCode);
      if (reset.statusCode === 200) await ticketAndReply(plain);
      const form = await t.post(VisitorPath.submitUserForm, { userId: plain.userId, userName: 'Vic', email }, { token: plain.token });
      statuses.push(form.statusCode);
      const leave = await t.post(
        VisitorPath.leaveMsg,
        { userId: plain.userId, customerName: 'Vic', customerEmail: email, msgContent: 'Call me' },
        { token: plain.token },
      );
      statuses.push(leave.statusCode);
      const fresh = (await start()).json().data;
      const byForm = await ticketAndReply(fresh, {
        cusFieldConfigInfoVoList: [
          { fieldId: 'order', fieldValue: 'A-1' },
          { fieldId: 'email', fieldValue: email },
        ],
      });
      statuses.push(byForm.statusCode);
    }
    expect(statuses.every((s) => s === 400)).toBe(true);

    // One honest customer: their reply is mailed to them alone.
    const honest = (await start({ email: ' victim@example.com ' })).json().data;
    await ticketAndReply(honest);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBeGreaterThan(before);
    await new Promise((r) => setTimeout(r, 300));
    const recipients = smtp.mails.slice(before).flatMap((m) => m.rcptTo);
    expect(recipients).toEqual(['victim@example.com']);
  });

  it("S-HD2 a ticket e-mail's link starts with the channel's public address, else PUBLIC_URL, never the request's Host", async () => {
    const before = smtp.mails.length;
    const d = (await start({ email: 'host@example.com' })).json().data;
    await ticketAndReply(d, {}, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
    const body = smtp.mails.at(-1)!.body.replace(/=\r?\n/g, '');
    expect(body).toContain('https://chat.parley.example/chat_online/workorder?woId=');
    expect(body).not.toContain('evil.example');
  });

  it('S-HD4 an address that fails 30 sign-ins across any accounts waits before its next (429), others sign in', async () => {
    const login = (email: string, password: string, remoteAddress: string) =>
      t.inject({
        method: 'POST',
        url: ConsolePath.login,
        payload: { email, password },
        headers: { 'content-type': 'application/json' },
        remoteAddress,
      });
    const sprayer = '203.0.113.77';
    for (let i = 0; i < 30; i++) expect((await login(`guess${i}@demo.parley.local`, 'wrong-password', sprayer)).statusCode).toBe(401);
    const held = await login('admin@demo.parley.local', DEMO_PASSWORD, sprayer);
    expect(held.statusCode).toBe(429);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('admin@demo.parley.local', DEMO_PASSWORD, '203.0.113.78')).statusCode).toBe(200);
  });

  const ticketCount = async () =>
    Number(
      (
        await t.ctx.db.kysely
          .selectFrom('tickets')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('S-HD5 a checkbox answer of 2,000,000 options answers 400 without signing in, memory flat, and nothing is stored', async () => {
    const d = (await start()).json().data;
    const options = new Array(2_000_000).fill('"1"').join(',');
    const payload = `{"userId":"${d.userId}","tenantId":"demo","woContent":"x","woTypeId":"${DEMO_CARD_FORM_ID}","cusFieldConfigInfoVoList":[{"fieldId":"refund","fieldValue":[${options}]}]}`;
    const stored = await ticketCount();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    const res = await t.inject({
      method: 'POST',
      url: TicketPath.addWo,
      payload,
      headers: { 'content-type': 'application/json', token: d.token },
    });
    clearInterval(sampler);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(res.json().message).toContain('cusFieldConfigInfoVoList');
    expect(peak - before).toBeLessThan(250 * 1024 * 1024);
    expect(await ticketCount()).toBe(stored);
  });

  it('S-HD6 an empty clientId, an integer beyond its column and a 20-digit id answer 400, never 500', async () => {
    await setPresence(admin, 'online');
    const v = (await start()).json().data;
    const call = (path: string, body: Record<string, unknown>) => t.post(path, { userId: v.userId, ...body }, { token: v.token });
    // Ids the tenant does not have: the transfer answers as for any unknown group or agent, on either database.
    for (const id of [{ groupId: '12345678901234567890' }, { adminId: '12345678901234567890' }, { adminId: 9007199254740991 }]) {
      const res = await call(VisitorPath.transferAgent, id);
      expect(res.statusCode, JSON.stringify(id) + res.body).toBeLessThan(500);
    }
    expect((await call(VisitorPath.transferAgent, {})).statusCode).toBe(200);
    const resumed = (await start({ userId: v.userId }, { token: v.token })).json().data;
    expect(resumed.sessionId).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const sent = await admin.post(ConsolePath.messages(resumed.sessionId), { msgContent: 'hello', clientId: '' });
      expect(sent.statusCode, sent.body).toBe(400);
    }
    for (const woStartWay of [2147483648, '2147483648', -1, 99999999999]) {
      const wo = await call(TicketPath.addWo, { tenantId: 'demo', woContent: 'x', woTypeId: DEMO_TICKET_TYPE_ID, woStartWay });
      expect(wo.statusCode, wo.body).toBe(400);
    }
    await setPresence(admin, 'offline');
  });

  const rows = async (table: 'tickets' | 'ticket_handles' | 'leave_messages', clientId: string) =>
    Number(
      (
        await t.ctx.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('S-TK12 a dead link asks for a new one: mailed to the ticket’s own address only, once in five minutes', async () => {
    const { woId } = await openDemoTicket(t, 'grace@example.com');
    const row = await t.ctx.db.kysely.selectFrom('tickets').select('link_version').where('id', '=', Number(woId)).executeTakeFirstOrThrow();
    const claims = { tenantId: 'demo', ticketId: Number(woId), version: row.link_version };
    const expired = issueTicketLink(t.ctx.config.secret, claims, t.clock.now - 31 * 86_400_000);
    const read = (token: string) => t.post(TicketPath.queryWoById, { id: woId, token });
    expect((await read(expired)).json().data).toMatchObject({ reason: 'ticketLinkDead' });

    const before = smtp.mails.length;
    const renewed = await t.post(TicketPath.renewLink, { token: expired });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data).toEqual({ sentTo: 'g***@example.com' });
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.rcptTo).toEqual(['grace@example.com']);
    const link = /https:\/\/chat\.parley\.example\/chat_online\/workorder\?woId=\d+[^#\s"]*#t=([^&\s"]+)/.exec(
      mail.body.replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    );
    expect(link, JSON.stringify(mail.body)).not.toBeNull();
    const fresh = decodeURIComponent(link![1]!);
    expect((await read(fresh)).statusCode).toBe(200);

    // Asked again at once: the same answer, no second mail; five minutes on, another.
    expect((await t.post(TicketPath.renewLink, { token: expired })).json().data).toEqual({ sentTo: 'g***@example.com' });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails.length).toBe(before + 1);
    t.clock.advance(5 * 60_000);
    expect((await t.post(TicketPath.renewLink, { token: expired })).statusCode).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(before + 2);

    // A forged token is dead; a ticket without an address says so.
    const forged = `${expired.slice(0, -4)}AAAA`;
    expect((await t.post(TicketPath.renewLink, { token: forged })).json()).toMatchObject({ code: 401, data: { reason: 'ticketLinkDead' } });
    const quiet = await openDemoTicket(t, '');
    const quietRow = { tenantId: 'demo', ticketId: Number(quiet.woId), version: 0 };
    const noMail = await t.post(TicketPath.renewLink, {
      token: issueTicketLink(t.ctx.config.secret, quietRow, t.clock.now - 31 * 86_400_000),
    });
    expect(noMail.json()).toMatchObject({ code: 409, data: { reason: 'ticketNoMail' } });
  });

  it('S-HD7 a ticket, a reply, a note and a leave message resent with their client id are stored once; another id is another one', async () => {
    const v = (await start()).json().data;
    const visitor = (path: string, body: Record<string, unknown>) => t.post(path, { userId: v.userId, ...body }, { token: v.token });
    const wo = {
      tenantId: 'demo',
      woContent: 'Broken lamp',
      woTypeId: DEMO_TICKET_TYPE_ID,
      cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
      clientId: 'wo-1',
    };
    // Four twins at once (a resend racing the first) and one after: one ticket, and every answer names it.
    const twins = await Promise.all([1, 2, 3, 4].map(() => visitor(TicketPath.addWo, wo)));
    const woIds = new Set(twins.map((r) => (expect(r.statusCode, r.body).toBe(200), r.json().data.woId)));
    expect(woIds.size).toBe(1);
    const [woId] = [...woIds];
    expect((await visitor(TicketPath.addWo, wo)).json().data.woId).toBe(woId);
    expect(await rows('tickets', 'wo-1')).toBe(1);
    const other = await visitor(TicketPath.addWo, { ...wo, clientId: 'wo-2' });
    expect(other.json().data.woId).not.toBe(woId);

    const reply = { woId, handleContent: 'Still broken', clientId: 'reply-1' };
    for (const r of await Promise.all([1, 2, 3].map(() => visitor(TicketPath.addWoHandleInfo, reply))))
      expect(r.statusCode, r.body).toBe(200);
    expect(await rows('ticket_handles', 'reply-1')).toBe(1);

    const agentReply = { content: 'A new lamp ships today.', status: TicketStatus.WAITING_REPLY, clientId: 'agent-1' };
    const note = { content: 'Checked the stock.', internal: true, clientId: 'note-1' };
    for (const body of [agentReply, agentReply, note, note]) {
      const res = await admin.post(TicketDeskPath.reply(woId), body);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rows('ticket_handles', 'agent-1')).toBe(1);
    expect(await rows('ticket_handles', 'note-1')).toBe(1);
    // The customer's and the agent's ids are apart: the same id from each side is two records.
    expect((await visitor(TicketPath.addWoHandleInfo, { ...reply, clientId: 'agent-1' })).statusCode).toBe(200);
    expect(await rows('ticket_handles', 'agent-1')).toBe(2);

    const leave = { customerName: 'Vic', msgContent: 'Call me back', clientId: 'leave-1' };
    const left = await Promise.all([1, 2, 3].map(() => visitor(VisitorPath.leaveMsg, leave)));
    expect(new Set(left.map((r) => (expect(r.statusCode, r.body).toBe(200), r.json().data.id))).size).toBe(1);
    expect(await rows('leave_messages', 'leave-1')).toBe(1);

    // Ids are per visitor: another visitor's 'wo-1' is their own ticket.
    const w = (await start()).json().data;
    const theirs = await t.post(TicketPath.addWo, { ...wo, userId: w.userId }, { token: w.token });
    expect(theirs.json().data.woId).not.toBe(woId);
  });
});

describe('TRUST_PROXY', () => {
  it('S-HD3 is a hop count or a list of proxy addresses, never "believe every entry"', () => {
    expect(trustProxyOf('0')).toBe(false);
    expect(trustProxyOf('1')).toBe(1);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('10.0.0.11, 10.0.0.12,fd00::/8')).toEqual(['10.0.0.11', '10.0.0.12', 'fd00::/8']);
  });
});
