import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, JobPath, JobStatus, TicketDeskPath, TicketPath, VisitorPath } from '@parley/protocol';
import { inTransaction } from '../src/platform/db/unitOfWork.js';
import { claimJobs, enqueueJob, type JobHandler } from '../src/platform/jobs/jobQueue.js';
import { nextAttemptAt, startJobWorker, type JobWorker } from '../src/jobs/jobWorker.js';
import type { AppContext } from '../src/platform/context.js';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { clusterUp, createCluster, createTestApp, dialects, type TestApp } from './harness.js';

/**
 * The durable job queue (issue 29 item 2), on each database: a job is written with its cause and runs after the
 * commit, is retried with backoff, fails visibly, runs again when its holder died, and runs once across nodes.
 */

const rows = (t: TestApp) => t.ctx.db.kysely.selectFrom('jobs').selectAll().orderBy('id').execute();

/** Handlers that record what ran; `fail` makes a kind throw until told otherwise. */
function recorder() {
  const ran: Array<{ id: number; kind: string; payload: unknown; attempt: number }> = [];
  const failing = new Set<string>();
  const handler = (kind: string): JobHandler<AppContext> => ({
    backoff: { baseMs: 1000, capMs: 8000 },
    async run(_ctx, job) {
      ran.push({ id: job.id, kind, payload: job.payload, attempt: job.attempt });
      if (failing.has(kind)) throw new Error(`${kind} target is down`);
    },
  });
  return { ran, failing, handlers: { 'test.a': handler('test.a'), 'test.b': handler('test.b') } };
}

describe('nextAttemptAt', () => {
  it('S-JQ2 doubles from the base up to the cap, with at most 20 % jitter, and stops at the attempts or the deadline', () => {
    const job = (attempts: number, giveUpAt: number | null = null) => ({ attempts, max_attempts: 10, give_up_at: giveUpAt });
    const b = { baseMs: 1000, capMs: 8000 };
    expect(nextAttemptAt(job(1), b, 0, () => 0.5)).toBe(1000);
    expect(nextAttemptAt(job(2), b, 0, () => 0.5)).toBe(2000);
    expect(nextAttemptAt(job(4), b, 0, () => 0.5)).toBe(8000);
    expect(nextAttemptAt(job(6), b, 0, () => 0.5)).toBe(8000);
    expect(nextAttemptAt(job(1), b, 0, () => 0)).toBe(800);
    expect(nextAttemptAt(job(1), b, 0, () => 1)).toBe(1200);
    expect(nextAttemptAt(job(10), b, 0)).toBeNull();
    expect(nextAttemptAt(job(1, 500), b, 0, () => 0.5)).toBeNull();
  });
});

describe.each(dialects)('job queue on %s', (dialect) => {
  let t: TestApp;
  let worker: JobWorker;
  let rec: ReturnType<typeof recorder>;
  let admin: AgentSession;

  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, undefined, { noJobs: true });
    rec = recorder();
    worker = startJobWorker(t.ctx, rec.handlers, { leaseMs: 10_000, pollMs: 60_000 });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('S-JQ1 a job written in a rolled-back transaction never runs; one written in a committed one runs after the commit', async () => {
    await expect(
      inTransaction(t.ctx, async (tx) => {
        await enqueueJob(t.ctx, tx, { kind: 'test.a', tenantId: 'demo', payload: { n: 'rolled back' } });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    let ranInside = -1;
    await inTransaction(t.ctx, async (tx) => {
      await enqueueJob(t.ctx, tx, { kind: 'test.a', tenantId: 'demo', payload: { n: 'committed' } });
      tx.afterCommit(() => void (ranInside = rec.ran.length));
    });
    await worker.drain();
    expect(rec.ran.map((r) => r.payload)).toEqual([{ n: 'committed' }]);
    // Nothing ran before the commit's own effects did.
    expect(ranInside).toBe(0);
    expect((await rows(t)).map((r) => [r.status, r.attempts])).toEqual([[JobStatus.DONE, 1]]);
  });

  it('S-JQ2 S-JQ3 a failure is retried with backoff, then shown failed to the workspace admins with its reason, and retried on request', async () => {
    rec.failing.add('test.b');
    await inTransaction(t.ctx, (tx) =>
      enqueueJob(t.ctx, tx, { kind: 'test.b', tenantId: 'demo', payload: {}, summary: 'Deliver to the CRM', maxAttempts: 3 }),
    );
    await worker.drain();
    const job = async () => (await rows(t)).find((r) => r.kind === 'test.b')!;
    let j = await job();
    expect(j).toMatchObject({ status: JobStatus.PENDING, attempts: 1, last_error: 'test.b target is down' });
    // The first retry waits 0.8 to 1.2 s; nothing runs before.
    const wait = Number(j.run_at) - t.clock.now;
    expect(wait).toBeGreaterThanOrEqual(800);
    expect(wait).toBeLessThanOrEqual(1200);
    await worker.drain();
    expect((await job()).attempts).toBe(1);
    t.clock.advance(1200);
    await worker.drain();
    j = await job();
    expect(j).toMatchObject({ status: JobStatus.PENDING, attempts: 2 });
    expect(Number(j.run_at) - t.clock.now).toBeGreaterThanOrEqual(1600);
    t.clock.advance(2400);
    await worker.drain();
    expect(await job()).toMatchObject({ status: JobStatus.FAILED, attempts: 3 });

    const failed = (await admin.get(`${JobPath.jobs}?status=failed`)).json().data;
    expect(failed.items).toEqual([
      expect.objectContaining({
        kind: 'test.b',
        summary: 'Deliver to the CRM',
        attempts: 3,
        maxAttempts: 3,
        lastError: 'test.b target is down',
      }),
    ]);
    expect(JSON.stringify(failed)).not.toContain('payload');
    rec.failing.delete('test.b');
    const retried = await admin.post(JobPath.retry(failed.items[0].jobId));
    expect(retried.statusCode, retried.body).toBe(200);
    await worker.drain();
    expect(await job()).toMatchObject({ status: JobStatus.DONE, attempts: 1 });
    expect((await admin.post(JobPath.retry(failed.items[0].jobId))).statusCode).toBe(404);
    expect((await admin.get(`${JobPath.jobs}?status=nonsense`)).json().message).toContain('status');
  });

  it('S-JQ4 a job whose holder died runs again when its lease runs out, and only then, once', async () => {
    await inTransaction(t.ctx, (tx) =>
      enqueueJob(t.ctx, tx, { kind: 'test.a', tenantId: 'demo', payload: { n: 'orphan' }, runAt: t.clock.now + 1000 }),
    );
    // When it is due, another node claims it and dies without a word.
    t.clock.advance(1000);
    const [claimed] = await claimJobs(t.ctx.db, 'dead-node', t.clock.now, 10_000, 10);
    expect(claimed?.kind).toBe('test.a');
    const before = rec.ran.length;
    await worker.drain();
    expect(rec.ran.length).toBe(before);
    t.clock.advance(10_001);
    await worker.drain();
    await worker.drain();
    expect(rec.ran.slice(before)).toEqual([expect.objectContaining({ payload: { n: 'orphan' }, attempt: 2 })]);
  });

  it('S-JQ5 jobs of one queue key run one at a time in order, a waiting retry holding the later ones back', async () => {
    rec.failing.add('test.a');
    await inTransaction(t.ctx, async (tx) => {
      for (const n of [1, 2, 3])
        await enqueueJob(t.ctx, tx, { kind: 'test.a', tenantId: 'demo', payload: { n }, queueKey: 'conversation:9' });
      await enqueueJob(t.ctx, tx, { kind: 'test.b', tenantId: 'demo', payload: { n: 'other queue' }, queueKey: 'conversation:10' });
    });
    const before = rec.ran.length;
    await worker.drain();
    expect(rec.ran.slice(before).map((r) => r.payload)).toEqual([{ n: 1 }, { n: 'other queue' }]);
    rec.failing.delete('test.a');
    t.clock.advance(1200);
    await worker.drain();
    expect(rec.ran.slice(before).map((r) => [r.payload, r.attempt])).toEqual([
      [{ n: 1 }, 1],
      [{ n: 'other queue' }, 1],
      [{ n: 1 }, 2],
      [{ n: 2 }, 1],
      [{ n: 3 }, 1],
    ]);
  });

  it('S-JQ6 a recurring job is scheduled once however many nodes start, and writes its next run when it finishes', async () => {
    // Nodes of one deployment share their handlers: this test's two have the recurring one, the suite's worker has not.
    await worker.stop();
    const runs: number[] = [];
    const handlers = { 'test.hourly': { everyMs: 3_600_000, run: async () => void runs.push(t.clock.now) } };
    const a = startJobWorker(t.ctx, handlers, { recurring: true, pollMs: 60_000 });
    const b = startJobWorker(t.ctx, handlers, { recurring: true, pollMs: 60_000 });
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(1);
    const live = (await rows(t)).filter((r) => r.kind === 'test.hourly' && r.status === JobStatus.PENDING);
    expect(live.map((r) => Number(r.run_at) - runs[0]!)).toEqual([3_600_000]);
    t.clock.advance(3_600_000);
    await Promise.all([a.drain(), b.drain()]);
    expect(runs).toHaveLength(2);
    await a.stop();
    await b.stop();
  });
});

/** A mail server that takes connections and never says a word. */
async function silentSmtp(): Promise<{ port: number; sockets: Set<Socket>; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: (server.address() as AddressInfo).port,
    sockets,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(() => ok(null)));
    },
  };
}

describe.each(dialects)('ticket mail as a job on %s', (dialect) => {
  it('S-JQ7 an SMTP server that never answers does not slow a ticket reply: it answers while the mail is pending', async () => {
    const t = await createTestApp(dialect);
    const smtp = await silentSmtp();
    try {
      t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
      const admin = await loginAdmin(t);
      const channel = (await admin.get(AdminPath.channel('demo'))).json().data;
      const mail = {
        ...channel.ticketMail,
        enabled: true,
        host: '127.0.0.1',
        port: smtp.port,
        secure: false,
        user: '',
        from: 'care@lumen.example',
      };
      expect((await admin.post(AdminPath.channel('demo'), { ticketMail: mail })).statusCode).toBe(200);
      const d = (await t.post(VisitorPath.chatStart, { channelId: 'demo', email: 'grace@example.com' })).json().data;
      const ticket = await t.post(
        TicketPath.addWo,
        {
          userId: d.userId,
          tenantId: 'demo',
          woContent: 'The lamp arrived broken.',
          woTypeId: DEMO_TICKET_TYPE_ID,
          cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
        },
        { token: d.token },
      );
      expect(ticket.statusCode, ticket.body).toBe(200);
      const started = Date.now();
      const reply = await admin.post(TicketDeskPath.reply(ticket.json().data.woId), { content: 'A new lamp ships today.' });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(Date.now() - started).toBeLessThan(1500);
      // The worker has the mail and waits on the server that says nothing.
      await expect.poll(() => smtp.sockets.size, { timeout: 5000 }).toBeGreaterThan(0);
      const job = await t.ctx.db.kysely.selectFrom('jobs').selectAll().where('kind', '=', 'ticket.mail').executeTakeFirstOrThrow();
      expect(job.status).toBe(JobStatus.RUNNING);
      expect(job.summary).toBe(`E-mail to g***@example.com about ticket #${ticket.json().data.woId}`);
    } finally {
      await smtp.close();
      await t.close();
    }
  });
});

describe.runIf(clusterUp)('job queue across two nodes', () => {
  it('S-JQ8 two nodes draining one queue run every job exactly once', async () => {
    const cluster = await createCluster(2, { noJobs: true });
    try {
      const [a, b] = cluster.nodes as [TestApp, TestApp];
      const counts = new Map<number, number>();
      const handlers = {
        'test.count': {
          async run(_ctx: AppContext, job: { id: number }) {
            counts.set(job.id, (counts.get(job.id) ?? 0) + 1);
            await new Promise((r) => setTimeout(r, 2));
          },
        },
      };
      const wa = startJobWorker(a.ctx, handlers, { pollMs: 60_000, maxConcurrent: 4 });
      const wb = startJobWorker(b.ctx, handlers, { pollMs: 60_000, maxConcurrent: 4 });
      for (let batch = 0; batch < 4; batch++) {
        await inTransaction(a.ctx, async (tx) => {
          for (let i = 0; i < 20; i++) await enqueueJob(a.ctx, tx, { kind: 'test.count', tenantId: 'demo', payload: { batch, i } });
        });
        b.ctx.jobs.wake();
      }
      await Promise.all([wa.drain(), wb.drain()]);
      await Promise.all([wa.drain(), wb.drain()]);
      expect(counts.size).toBe(80);
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
      const done = await a.ctx.db.kysely.selectFrom('jobs').select('holder').where('status', '=', JobStatus.DONE).execute();
      expect(done).toHaveLength(80);
      await wa.stop();
      await wb.stop();
    } finally {
      await cluster.close();
    }
  });
});
