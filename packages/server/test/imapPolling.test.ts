import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImapFlow } from 'imapflow';
import { HandleType, JobKind, TicketDeskPath, type TicketDetail } from '@parley/protocol';
import { issueReplyToken, replyAddress } from '../src/platform/auth/replyAddress.js';
import { MAIL_IN_MAX_BYTES } from '../src/platform/config.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { openDemoTicket } from './demoTicket.js';
import { createTestApp, dialects, TEST_SECRET, type TestApp } from './harness.js';
import { freePort } from './processes.js';

/**
 * Issue 32 item 3, the mailbox way: a real IMAP server (Dovecot, run by the test with a configuration of its own)
 * holds the reply mailbox; the server polls it (imapflow), queues the replies to valid addresses like the SMTP
 * listener does, and marks every message it read \Seen, so the next pass takes nothing twice.
 */
const DOVECOT = process.env.DOVECOT_PATH ?? '/usr/sbin/dovecot';
const haveDovecot = existsSync(DOVECOT) && process.getuid?.() === 0;
if (!haveDovecot) {
  if (process.env.CI === 'true') throw new Error(`dovecot is not at ${DOVECOT} (or not run as root); CI must run the IMAP polling test`);
  console.warn(`[skipped] IMAP polling: needs ${DOVECOT} run as root (apt-get install dovecot-imapd, or set DOVECOT_PATH)`);
}
const BOX = { local: 'support', domain: 'lumen.example' };
const PASSWORD = 'imap-secret';

/** Dovecot on a free port, one mailbox `support`, mail kept under a temporary directory. */
async function startDovecot(): Promise<{ port: number; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'parley-dovecot-'));
  const port = await freePort();
  // Dovecot's own processes read the configuration and the password file as their own users.
  chmodSync(dir, 0o755);
  for (const d of ['run', 'state', 'home']) mkdirSync(join(dir, d));
  // Dovecot drops to its own user for mail access; the mail home must be theirs.
  const idOf = (flag: '-u' | '-g') => Number(execFileSync('id', [flag, 'dovecot']).toString().trim());
  chownSync(join(dir, 'home'), idOf('-u'), idOf('-g'));
  writeFileSync(join(dir, 'passwd'), `support:{PLAIN}${PASSWORD}\n`);
  writeFileSync(
    join(dir, 'dovecot.conf'),
    [
      'protocols = imap',
      'listen = 127.0.0.1',
      `base_dir = ${join(dir, 'run')}`,
      `state_dir = ${join(dir, 'state')}`,
      `log_path = ${join(dir, 'log')}`,
      'ssl = no',
      'disable_plaintext_auth = no',
      'auth_mechanisms = plain login',
      `passdb {\n  driver = passwd-file\n  args = ${join(dir, 'passwd')}\n}`,
      `userdb {\n  driver = static\n  args = uid=dovecot gid=dovecot home=${join(dir, 'home')}/%u\n}`,
      'mail_location = maildir:~/Maildir',
      'first_valid_uid = 1',
      `service imap-login {\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}`,
    ].join('\n') + '\n',
  );
  const child = spawn(DOVECOT, ['-F', '-c', join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const until = Date.now() + 10_000;
  for (;;) {
    const probe = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: 'support', pass: PASSWORD }, logger: false });
    try {
      await probe.connect();
      await probe.logout();
      break;
    } catch (err) {
      if (Date.now() > until) {
        // Nothing left behind when it never came up.
        await stop();
        throw err;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return { port, stop };
}

describe.runIf(haveDovecot).each(dialects)('ticket replies from an IMAP mailbox on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let dovecot: Awaited<ReturnType<typeof startDovecot>>;

  beforeAll(async () => {
    dovecot = await startDovecot();
    t = await createTestApp(dialect, undefined, {
      mailReplyTo: BOX,
      mailImap: {
        host: '127.0.0.1',
        port: dovecot.port,
        secure: false,
        user: 'support',
        password: PASSWORD,
        mailbox: 'INBOX',
        // The test runs the passes itself.
        pollMs: 3_600_000,
        maxBytes: MAIL_IN_MAX_BYTES,
      },
    });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await dovecot?.stop();
  });

  /** The mail provider delivering into the reply mailbox. */
  async function deliver(raw: string): Promise<void> {
    const c = new ImapFlow({
      host: '127.0.0.1',
      port: dovecot.port,
      secure: false,
      auth: { user: 'support', pass: PASSWORD },
      logger: false,
    });
    await c.connect();
    await c.append('INBOX', raw.replace(/\n/g, '\r\n'));
    await c.logout();
  }

  it('S-MI5 queues a reply to a valid address, skips a forged one, marks both read, and adds the reply once', async () => {
    const { woId } = await openDemoTicket(t, 'ada@example.com');
    const to = replyAddress(BOX, issueReplyToken(TEST_SECRET, { tenantId: 'demo', ticketId: Number(woId), version: 1 }, t.clock.now));
    const forged = to.replace(/.@/, (m) => `${m[0] === 'a' ? 'b' : 'a'}@`);
    await deliver(
      `From: ada@example.com\nTo: ${to}\nSubject: Re: lamp\nMessage-ID: <imap-${woId}@example.com>\n\nIt still flickers.\n\n> old quote\n`,
    );
    await deliver(`From: ada@example.com\nTo: ${forged}\nSubject: Re: lamp\n\nLet me in.\n`);

    expect(await t.mailPoller!.pollOnce()).toEqual({ queued: 1, refused: 1 });
    // Everything read is marked read: a second pass takes nothing.
    expect(await t.mailPoller!.pollOnce()).toEqual({ queued: 0, refused: 0 });
    // The provider delivers the same reply again (a retry): it is queued, and added once.
    await deliver(`From: ada@example.com\nTo: ${to}\nSubject: Re: lamp\nMessage-ID: <imap-${woId}@example.com>\n\nIt still flickers.\n`);
    expect(await t.mailPoller!.pollOnce()).toEqual({ queued: 1, refused: 0 });

    const jobs = () => t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', JobKind.TICKET_MAIL_REPLY).execute();
    await expect.poll(async () => (await jobs()).filter((j) => j.status === 'done').length, { timeout: 10_000 }).toBe(2);
    const d: TicketDetail = (await admin.get(TicketDeskPath.ticket(woId))).json().data;
    expect(d.handles).toEqual([
      expect.objectContaining({ author: 'customer', handleType: HandleType.CUSTOMER_REPLY, content: 'It still flickers.' }),
    ]);
  });
});
