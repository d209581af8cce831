import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../src/platform/db/unitOfWork.js';
import { queueSystemMail } from '../src/platform/mail/systemMail.js';
import { createTestApp, dialects } from './harness.js';

/** The operator's system mail (issue 30 item 4): a job through SMTP_URL, or the log when there is none. */

async function catcher(): Promise<{ port: number; mails: Array<{ from: string; to: string; body: string }>; close(): Promise<void> }> {
  const mails: Array<{ from: string; to: string; body: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let body = '';
      stream.on('data', (c: Buffer) => (body += c.toString()));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo[0]!.address,
          body,
        });
        cb();
      });
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return { port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise((ok) => server.close(() => ok())) };
}

const mail = { to: 'new.agent@acme.example', subject: 'You are invited to Acme', text: 'Open https://x/invite?t=abc', html: '<p>Open</p>' };

describe.each(dialects)('system mail on %s', (dialect) => {
  it('S-SM1 goes through SMTP_URL from MAIL_FROM, after the commit, as a job', async () => {
    const smtp = await catcher();
    const t = await createTestApp(dialect, undefined, {
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      mailFrom: 'Acme Support <support@acme.example>',
    });
    try {
      await inTransaction(t.ctx, (tx) => queueSystemMail(t.ctx, tx, 'demo', mail, 'Invitation to n***@acme.example'));
      await t.jobs!.drain();
      expect(smtp.mails).toEqual([expect.objectContaining({ from: 'support@acme.example', to: 'new.agent@acme.example' })]);
      expect(smtp.mails[0]!.body).toContain('Subject: You are invited to Acme');
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('S-SM1 without SMTP_URL is written to the log instead, and the job is done', async () => {
    const lines: string[] = [];
    const t = await createTestApp(dialect, { write: (line: string) => void lines.push(line) });
    try {
      await inTransaction(t.ctx, (tx) => queueSystemMail(t.ctx, tx, 'demo', mail, 'Invitation'));
      await t.jobs!.drain();
      const logged = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .find((l) => l.msg === 'system mail (no SMTP_URL: logged, not sent)');
      expect(logged).toMatchObject({ subject: 'You are invited to Acme', text: 'Open https://x/invite?t=abc' });
      const job = await t.ctx.db.kysely.selectFrom('jobs').select(['status']).where('kind', '=', 'system.mail').executeTakeFirstOrThrow();
      expect(job.status).toBe('done');
    } finally {
      await t.close();
    }
  });
});
