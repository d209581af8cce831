import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, JobPath, JobStatus, TOKEN_HEADER, TicketDeskPath, TicketPath, VisitorPath } from '@parley/protocol';
import { dropSchema, type DialectName } from '../src/platform/db/database.js';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { PG_URL, dialects } from './harness.js';
import { buildServer, freePort, kill9, running, sleep, startServer } from './processes.js';

/**
 * The job queue survives kill -9 (issue 29 item 2): a ticket e-mail whose worker dies mid-send runs again after the
 * restart, once its lease has run out, and reaches the customer once.
 */

const PASSWORD = 'job-crash-admin-password';
const cleanups: Array<() => Promise<void>> = [];

beforeAll(buildServer, 180_000);
afterEach(async () => {
  await Promise.all([...running].map(kill9));
  while (cleanups.length) await cleanups.pop()!();
});

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Error(`${new URL(url).pathname}: ${json.code} ${json.message}`);
  return json.data;
}

/** A real SMTP server behind a door that holds the first connection shut (the mail server that hangs). */
async function smtpHangingOnce(): Promise<{ port: number; connections: () => number; mails: string[]; close(): Promise<void> }> {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        mails.push(session.envelope.rcptTo.map((r) => r.address).join(','));
        cb();
      });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  let seen = 0;
  const sockets = new Set<Socket>();
  const door = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    if (++seen === 1) return;
    const upstream = connect(smtpPort, '127.0.0.1');
    s.pipe(upstream).pipe(s);
    upstream.on('error', () => s.destroy());
    s.on('error', () => upstream.destroy());
  });
  await new Promise<void>((ok) => door.listen(0, '127.0.0.1', ok));
  return {
    port: (door.address() as AddressInfo).port,
    connections: () => seen,
    mails,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => door.close(() => ok(null)));
      await new Promise((ok) => smtp.close(() => ok(null)));
    },
  };
}

describe.each(dialects)('job queue across kill -9 on %s', (dialect: DialectName) => {
  it('S-JQ9 a ticket e-mail whose worker was killed mid-send runs again after the restart and is delivered once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'parley-jobcrash-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const schema = `jobcrash_${randomBytes(6).toString('hex')}`;
    if (dialect === 'postgres') cleanups.push(() => dropSchema(PG_URL, schema));
    const smtp = await smtpHangingOnce();
    cleanups.push(() => smtp.close());
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SECRET: 'job-crash-secret-job-crash-secret-0123',
      DEMO_ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'error',
      JOB_LEASE_MS: '2000',
      OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32',
      ...(dialect === 'postgres' ? { DATABASE_URL: PG_URL, DATABASE_SCHEMA: schema } : {}),
    };
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, env);

    const login = await fetch(`${base}${ConsolePath.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.parley.local', password: PASSWORD }),
    });
    const admin = {
      cookie: login.headers
        .getSetCookie()
        .find((c) => c.startsWith('parley_session='))!
        .split(';')[0]!,
    };
    const channel = (await (await fetch(`${base}${AdminPath.channel('demo')}`, { headers: admin })).json()).data;
    await call(
      `${base}${AdminPath.channel('demo')}`,
      {
        ticketMail: {
          ...channel.ticketMail,
          enabled: true,
          host: '127.0.0.1',
          port: smtp.port,
          secure: false,
          user: '',
          from: 'care@lumen.example',
        },
      },
      admin,
    );
    const v = await call<{ userId: string; token: string }>(`${base}${VisitorPath.chatStart}`, {
      channelId: 'demo',
      email: 'grace@example.com',
    });
    const ticket = await call<{ woId: string }>(
      `${base}${TicketPath.addWo}`,
      {
        userId: v.userId,
        tenantId: 'demo',
        woContent: 'The lamp arrived broken.',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
      },
      { [TOKEN_HEADER]: v.token },
    );
    await call(`${base}${TicketDeskPath.reply(ticket.woId)}`, { content: 'A new lamp ships today.' }, admin);

    // The worker is inside the send, waiting on the server that hangs: kill it there.
    const until = Date.now() + 10_000;
    while (smtp.connections() === 0 && Date.now() < until) await sleep(50);
    expect(smtp.connections()).toBe(1);
    await kill9(server);
    server = await startServer(port, env);

    const delivered = Date.now() + 15_000;
    while (smtp.mails.length === 0 && Date.now() < delivered) await sleep(100);
    expect(smtp.mails).toEqual(['grace@example.com']);
    // And not again: the job is done.
    await sleep(2500);
    expect(smtp.mails).toHaveLength(1);
    const jobs = (await (await fetch(`${base}${JobPath.jobs}?status=done`, { headers: admin })).json()).data.items;
    expect(jobs).toEqual([expect.objectContaining({ kind: 'ticket.mail', status: JobStatus.DONE, attempts: 2 })]);
    await kill9(server);
  }, 60_000);
});
