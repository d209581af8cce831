import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTransport } from 'nodemailer';
import { simpleParser } from 'mailparser';
import { HandleType, JobKind, TicketDeskPath, TicketPath, TicketStatus, type TicketDetail, type WorkOrder } from '@parley/protocol';
import { issueReplyToken, replyAddress } from '../src/platform/auth/replyAddress.js';
import { topics } from '../src/platform/bus/bus.js';
import { MAIL_IN_MAX_BYTES } from '../src/platform/config.js';
import { jobHandlers } from '../src/jobs/jobHandlers.js';
import { startJobWorker } from '../src/jobs/jobWorker.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { openDemoTicket, mailTicketsVia } from './demoTicket.js';
import { createTestApp, dialects, TEST_SECRET, type TestApp } from './harness.js';

/**
 * Issue 32 item 3: ticket mail carries a signed reply address, and a customer's answer by mail, sent over a real SMTP
 * connection to the server's own listener, lands in the ticket as their reply (console and widget), or is refused.
 */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
  'hex',
);
const BOX = { local: 'support', domain: 'lumen.example' };
const DAY = 86_400_000;

/** The channel's outgoing SMTP server: catches ticket mail as raw messages. */
async function startCatcher(): Promise<{ server: SMTPServer; port: number; mails: string[] }> {
  const mails: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { server, port: (server.server.address() as AddressInfo).port, mails };
}

describe.each(dialects)('ticket replies by e-mail on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let catcher: Awaited<ReturnType<typeof startCatcher>>;
  const lines: string[] = [];
  const notices: Array<{ type: string; reason?: string; ticket?: { woId: string } }> = [];

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { write: (line: string) => void lines.push(line) },
      { mailReplyTo: BOX, mailIn: { port: 0, host: '127.0.0.1', maxBytes: MAIL_IN_MAX_BYTES } },
    );
    admin = await loginAdmin(t);
    catcher = await startCatcher();
    await mailTicketsVia(t, admin, catcher.port, { user: '' });
    await t.ctx.bus.subscribe(topics.tenant('demo'), (m) => void notices.push(JSON.parse(m)));
  });
  afterAll(async () => {
    await new Promise((ok) => catcher?.server.close(() => ok(null)));
    await t?.close();
  });

  /** A customer with a ticket the agent answered (waiting for them); the reply address their mail carried. */
  async function answeredTicket(email: string): Promise<{ woId: string; userId: string; token: string; replyTo: string }> {
    const { woId, userId, token } = await openDemoTicket(t, email, 'The lamp arrived broken.');
    const before = catcher.mails.length;
    const reply = await admin.post(TicketDeskPath.reply(woId), { content: 'A new lamp ships today.', status: TicketStatus.WAITING_REPLY });
    expect(reply.statusCode, reply.body).toBe(200);
    await expect.poll(() => catcher.mails.length, { timeout: 5000 }).toBe(before + 1);
    const sent = await simpleParser(catcher.mails.at(-1)!);
    expect(sent.text).toContain(`Reply to this e-mail, or view your ticket #${woId}`);
    const replyTo = sent.replyTo?.value[0]?.address ?? '';
    return { woId, userId, token, replyTo };
  }

  /** A mail client answering over SMTP to the server's listener. */
  async function send(mail: Record<string, unknown>): Promise<{ response: string }> {
    const transport = createTransport({ host: '127.0.0.1', port: t.mailIn!.port, secure: false, ignoreTLS: true });
    try {
      return await transport.sendMail({ from: 'ada@example.com', subject: 'Re: [#1] Leave us a message', ...mail });
    } finally {
      transport.close();
    }
  }

  const detail = async (woId: string): Promise<TicketDetail> => (await admin.get(TicketDeskPath.ticket(woId))).json().data;
  const mailJobs = () => t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', JobKind.TICKET_MAIL_REPLY).execute();

  it('S-MI1 S-MI3 S-MI4 a reply by mail lands in the console timeline and the widget, quoted history cut, agents told, the resolved ticket reopened', async () => {
    const { woId, userId, token, replyTo } = await answeredTicket('ada@example.com');
    expect(replyTo).toMatch(/^support\+[0-9a-z-]+@lumen\.example$/);
    await admin.post(TicketDeskPath.ticket(woId), { status: TicketStatus.RESOLVED });
    notices.length = 0;
    const text = [
      'Thanks, the new lamp works.',
      '',
      'Ada',
      '-- ',
      'Ada Lovelace, Analytical Engines',
      '',
      'On Sat, Nov 28, 2026 at 10:00 AM Care <care@lumen.example> wrote:',
      '> A new lamp ships today.',
    ].join('\n');
    const sent = await send({
      from: 'Ada Lovelace <Ada@Example.com>',
      to: replyTo,
      text,
      attachments: [
        { filename: 'lamp.png', content: PNG },
        { filename: 'invoice.pdf', content: Buffer.from('%PDF-1.4\n') },
        { filename: 'fake.png', content: Buffer.from('<html><script>alert(1)</script></html>') },
      ],
    });
    expect(sent.response).toMatch(/^250/);

    await expect.poll(async () => (await detail(woId)).handles.length, { timeout: 10_000 }).toBe(3);
    const d = await detail(woId);
    expect(d.status).toBe(TicketStatus.ACCEPTED);
    const reply = d.handles.at(-1)!;
    expect(reply).toMatchObject({
      author: 'customer',
      handleType: HandleType.CUSTOMER_REPLY,
      content: 'Thanks, the new lamp works.\n\nAda',
    });
    // The picture is kept as the customer's upload; the PDF and the HTML page named .png are not.
    expect(reply.files.map((f) => f.fileName)).toEqual(['lamp.png']);
    expect((await t.inject({ method: 'GET', url: reply.files[0]!.fileUrl })).statusCode).toBe(200);
    expect(notices).toContainEqual(
      expect.objectContaining({ type: 'ticketChanged', reason: 'customerReply', ticket: expect.objectContaining({ woId }) }),
    );

    const wo: WorkOrder = (await t.post(TicketPath.queryWoById, { id: woId, userId }, { token })).json().data;
    expect(JSON.stringify(wo)).toContain('Thanks, the new lamp works.');
    expect(JSON.stringify(wo)).not.toContain('Analytical Engines');
    expect(JSON.stringify(wo)).not.toContain('ships today.\\n');
  });

  it('S-MI4 the same mail delivered twice adds one reply; a mail with an HTML script keeps only its text', async () => {
    const { woId, replyTo } = await answeredTicket('ada@example.com');
    const messageId = `<twice-${woId}@example.com>`;
    await send({ to: replyTo, text: 'Only once, please.', messageId });
    await send({ to: replyTo, text: 'Only once, please.', messageId });
    await send({
      to: replyTo,
      html: '<p>Hello <b>team</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><style>p{color:red}</style>',
    });
    await expect.poll(async () => (await detail(woId)).handles.length, { timeout: 10_000 }).toBe(3);
    // The duplicate's job is done too: wait for every reply job to finish before reading the timeline once more.
    await expect.poll(async () => (await mailJobs()).filter((j) => j.status !== 'done').length, { timeout: 10_000 }).toBe(0);
    const replies = (await detail(woId)).handles.filter((h) => h.author === 'customer');
    expect(replies.map((h) => h.content)).toEqual(['Only once, please.', expect.stringContaining('Hello team')]);
    expect(replies[1]!.content).not.toMatch(/<script|alert|onerror|color:red/);
  });

  it('S-MI2 refuses at RCPT a forged, expired, unknown or closed-ticket address, logging no token; nothing is queued', async () => {
    const { woId, replyTo } = await answeredTicket('ada@example.com');
    const jobsBefore = (await mailJobs()).length;
    const token = replyTo.slice('support+'.length, replyTo.indexOf('@'));
    const forged = replyTo.replace(/.(@)/, (_, at: string) => `${token.endsWith('a') ? 'b' : 'a'}${at}`);
    const now = t.clock.now;
    const expired = replyAddress(
      BOX,
      issueReplyToken(TEST_SECRET, { tenantId: 'demo', ticketId: Number(woId), version: 1 }, now - 91 * DAY),
    );
    const otherTenant = replyAddress(BOX, issueReplyToken(TEST_SECRET, { tenantId: 'other', ticketId: Number(woId), version: 1 }, now));
    for (const [to, message] of [
      [forged, 'not valid'],
      [otherTenant, 'not valid'],
      [expired, 'has expired'],
      ['support@lumen.example', 'No such mailbox'],
      [replyTo.replace('lumen.example', 'elsewhere.example'), 'No such mailbox'],
    ] as const) {
      const err = await send({ to, text: 'Hello?' }).catch((e: { responseCode?: number; response?: string }) => e);
      expect(err, to).toMatchObject({ responseCode: 550, response: expect.stringContaining(message) });
    }
    await admin.post(TicketDeskPath.ticket(woId), { status: TicketStatus.CLOSED });
    const closed = await send({ to: replyTo, text: 'Hello?' }).catch((e: { responseCode?: number; response?: string }) => e);
    expect(closed).toMatchObject({ responseCode: 550, response: expect.stringContaining('closed') });
    expect((await mailJobs()).length).toBe(jobsBefore);
    const log = lines.join('');
    expect(log).toContain('reply address not valid');
    expect(log).toContain('"reason":"expired"');
    for (const address of [replyTo, forged, expired]) expect(log).not.toContain(address.slice('support+'.length, address.indexOf('@')));
  });

  it('S-MI4 a reply from another sender than the ticket customer, or an automatic answer, is not added, and is logged', async () => {
    const { woId, replyTo } = await answeredTicket('grace@example.com');
    const sent = await send({ from: 'mallory@example.net', to: replyTo, text: 'Please send the refund to my account.' });
    expect(sent.response).toMatch(/^250/);
    await send({ from: 'grace@example.com', to: replyTo, text: 'I am out of the office.', headers: { 'Auto-Submitted': 'auto-replied' } });
    await expect.poll(async () => lines.join('').includes('"reason":"senderMismatch"'), { timeout: 10_000 }).toBe(true);
    await expect.poll(async () => lines.join('').includes('"reason":"automatic"'), { timeout: 10_000 }).toBe(true);
    expect((await detail(woId)).handles.filter((h) => h.author === 'customer')).toEqual([]);
    expect(lines.join('')).not.toContain(replyTo.slice('support+'.length, replyTo.indexOf('@')));
  });

  it('S-MI2 refuses a 30 MB mail with a clear SMTP error and queues nothing', async () => {
    const { replyTo } = await answeredTicket('ada@example.com');
    const jobsBefore = (await mailJobs()).length;
    const big = Buffer.alloc(30 * 1024 * 1024, 7);
    const err = await send({ to: replyTo, text: 'Big photo attached', attachments: [{ filename: 'big.png', content: big }] }).catch(
      (e: { responseCode?: number; response?: string }) => e,
    );
    expect(err).toMatchObject({ responseCode: 552, response: expect.stringContaining('Message too large: at most 25 MB') });
    expect((await mailJobs()).length).toBe(jobsBefore);
  });
});

describe.each(dialects)('a reply by e-mail survives the node on %s', (dialect) => {
  it('S-MI2 is a committed job before the sender hears 250: a node without a worker keeps it, and any worker adds it later', async () => {
    const t = await createTestApp(
      dialect,
      undefined,
      { mailReplyTo: BOX, mailIn: { port: 0, host: '127.0.0.1', maxBytes: MAIL_IN_MAX_BYTES } },
      { noJobs: true },
    );
    try {
      const admin = await loginAdmin(t);
      const { woId } = await openDemoTicket(t, 'ada@example.com');
      const to = replyAddress(BOX, issueReplyToken(TEST_SECRET, { tenantId: 'demo', ticketId: Number(woId), version: 1 }, t.clock.now));
      const transport = createTransport({ host: '127.0.0.1', port: t.mailIn!.port, secure: false, ignoreTLS: true });
      const sent = await transport.sendMail({ from: 'ada@example.com', to, text: 'Still broken.' });
      transport.close();
      expect(sent.response).toMatch(/^250/);
      const jobs = await t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', JobKind.TICKET_MAIL_REPLY).execute();
      expect(jobs).toEqual([expect.objectContaining({ status: 'pending', tenant_id: 'demo' })]);
      expect(jobs[0]!.summary).not.toContain(to);

      const worker = startJobWorker(t.ctx, jobHandlers, { leaseMs: 10_000, pollMs: 60_000 });
      await worker.drain();
      await worker.stop();
      const d: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
      expect(d.handles).toEqual([expect.objectContaining({ author: 'customer', content: 'Still broken.' })]);
    } finally {
      await t.close();
    }
  });
});
