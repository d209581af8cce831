import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, JobKind, JobPath, TicketDeskPath } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { openDemoTicket } from './demoTicket.js';
import { createTestApp, dialects, type TestApp } from './harness.js';
import { freePort } from './processes.js';
import { startSmtpCatcher } from './smtpCatcher.js';

/** Issue 34: what the server logs about ticket e-mail says why a send failed. */
describe.each(dialects)('ticket e-mail log on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(dialect, { write: (line: string) => void lines.push(line) });
    admin = await loginAdmin(t);
    t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sets the demo channel's ticket mail to an SMTP server on this machine. */
  async function mailTo(port: number, user = '') {
    const channel = (await admin.get(AdminPath.channel('demo'))).json().data;
    const set = await admin.post(AdminPath.channel('demo'), {
      ticketMail: { ...channel.ticketMail, enabled: true, host: '127.0.0.1', port, secure: false, user, from: 'care@lumen.example' },
    });
    expect(set.statusCode, set.body).toBe(200);
  }

  /** An agent's public reply to a new ticket, its mail job tried once: the log line of its failure and its row. */
  async function failedMail() {
    const { woId } = await openDemoTicket(t, 'grace@example.com');
    const from = lines.length;
    const replied = await admin.post(TicketDeskPath.reply(woId), { content: 'A new lamp ships today.' });
    expect(replied.statusCode, replied.body).toBe(200);
    await t.jobs!.drain();
    const failure = () =>
      lines
        .slice(from)
        .map((l) => JSON.parse(l))
        .find((l) => l.kind === JobKind.TICKET_MAIL && l.msg.startsWith('job failed'));
    await expect.poll(failure, { timeout: 5000 }).toBeDefined();
    // The log line is written just before the row: wait for the row too.
    const row = async () =>
      ((await admin.get(`${JobPath.jobs}?status=pending`)).json().data.items as Array<{ summary: string; lastError: string | null }>).find(
        (j) => j.summary.endsWith(`ticket #${woId}`) && j.lastError,
      );
    await expect.poll(row, { timeout: 5000 }).toBeDefined();
    return { logged: failure(), job: (await row())! };
  }

  it('S-HD11 a ticket e-mail to a closed port logs and shows the connection error and its code', async () => {
    // A port where nothing listens: bound once, then let go.
    await mailTo(await freePort());
    const { logged, job } = await failedMail();
    // nodemailer's code for any socket failure; the message names the refusal.
    expect(logged.code).toBe('ESOCKET');
    expect(logged.reason).toMatch(/^ESOCKET: connect ECONNREFUSED 127\.0\.0\.1:\d+$/);
    expect(job.lastError).toBe(logged.reason);
  });

  it('S-HD11 a ticket e-mail the SMTP server refuses logs and shows its answer and code, and no address', async () => {
    const smtp = await startSmtpCatcher({ user: 'mailer', pass: 'right' });
    try {
      await mailTo(smtp.port, 'mailer');
      expect((await admin.post(TicketDeskPath.mailPassword('demo'), { password: 'wrong' })).statusCode).toBe(200);
      const { logged, job } = await failedMail();
      expect(logged.code).toBe('EAUTH');
      expect(logged.reason).toMatch(/^EAUTH: .*535/);
      expect(job.lastError).toMatch(/^EAUTH: .*535/);
      expect(JSON.stringify(logged)).not.toContain('grace@example.com');
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await smtp.close();
    }
  });
});
