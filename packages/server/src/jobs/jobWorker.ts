import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../platform/context.js';
import type { JobRow } from '../platform/db/schema.js';
import { inTransaction } from '../platform/db/unitOfWork.js';
import { scrubText } from '../platform/http/logging.js';
import {
  PermanentJobError,
  claimJobs,
  completeJob,
  enqueueJob,
  failJob,
  hasDueJobs,
  renewLease,
  type JobHandler,
} from '../platform/jobs/jobQueue.js';

/**
 * Runs the durable queue's jobs on this node (platform/jobs/jobQueue.ts has the rules): claims what is due under a
 * lease, keeps the lease while a job runs, retries a failure with exponential backoff, and writes a recurring job's
 * next run in the transaction that finishes the last one. Jobs run side by side up to a bound, so one slow target
 * (an SMTP server that never answers) holds one slot, not the queue.
 */

export type JobHandlers = Readonly<Record<string, JobHandler<AppContext>>>;

export interface JobWorkerOptions {
  /** How long a claimed job is this node's before another may take it (renewed while it runs). */
  leaseMs?: number;
  /** How often the table is looked at when nothing woke the worker. */
  pollMs?: number;
  maxConcurrent?: number;
  /** Schedule the recurring jobs (purges); a node without its background loop (a test's) runs only what is written. */
  recurring?: boolean;
}

export interface JobWorker {
  /** Claims and runs what is due now, and waits until nothing due is left (tests, with their own clock). */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/** How long closing waits for running jobs. */
const STOP_WAIT_MS = 5_000;
const DEFAULT_BACKOFF = { baseMs: 30_000, capMs: 3_600_000 };
const recurringKey = (kind: string) => `recurring:${kind}`;

/** When a failed attempt runs again, or null when it has had its last. Pure. */
export function nextAttemptAt(
  job: Pick<JobRow, 'attempts' | 'max_attempts' | 'give_up_at'>,
  backoff: { baseMs: number; capMs: number },
  now: number,
  random = Math.random,
): number | null {
  if (job.attempts >= job.max_attempts) return null;
  const delay = Math.min(backoff.baseMs * 2 ** Math.max(0, job.attempts - 1), backoff.capMs) * (0.8 + 0.4 * random());
  const at = now + Math.round(delay);
  if (job.give_up_at !== null && at > Number(job.give_up_at)) return null;
  return at;
}

/** A library's error code (nodemailer's EAUTH, Node's ECONNREFUSED), which says why more surely than its message. */
const errorCode = (err: unknown): string | undefined => {
  const code = err instanceof Error ? (err as Error & { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
};

/** Why a job failed, for its row and the log: the code first when the message does not already say it. */
const errorText = (err: unknown) => {
  if (!(err instanceof Error)) return String(err);
  const code = errorCode(err);
  const named = err.name === 'Error' ? '' : `${err.name}: `;
  return `${code && !err.message.includes(code) ? `${code}: ` : ''}${named}${err.message}`;
};

export function startJobWorker(ctx: AppContext, handlers: JobHandlers, opts: JobWorkerOptions = {}): JobWorker {
  const leaseMs = opts.leaseMs ?? 60_000;
  const maxConcurrent = opts.maxConcurrent ?? 8;
  const holder = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  let claiming: Promise<void> | undefined;
  let again = false;

  async function run(job: JobRow): Promise<void> {
    const id = Number(job.id);
    const handler = handlers[job.kind];
    const renew = setInterval(() => void renewLease(ctx.db, id, holder, ctx.now() + leaseMs).catch(() => undefined), leaseMs / 3);
    renew.unref();
    try {
      if (!handler) throw new PermanentJobError(`no handler for jobs of kind ${job.kind}`);
      await handler.run(ctx, {
        id,
        kind: job.kind,
        tenantId: job.tenant_id,
        attempt: Number(job.attempts),
        payload: JSON.parse(job.payload) as unknown,
      });
      clearInterval(renew);
      await inTransaction(ctx, async (tx) => {
        const mine = await completeJob(tx.q, id, holder, ctx.now());
        if (mine && handler.everyMs !== undefined) {
          await enqueueJob(ctx, tx, {
            kind: job.kind,
            tenantId: job.tenant_id,
            payload: null,
            summary: job.summary,
            dedupeKey: recurringKey(job.kind),
            runAt: ctx.now() + handler.everyMs,
          });
        }
      });
    } catch (err) {
      clearInterval(renew);
      const retryAt = err instanceof PermanentJobError ? null : nextAttemptAt(job, handler?.backoff ?? DEFAULT_BACKOFF, ctx.now());
      const reason = errorText(err);
      const code = errorCode(err);
      ctx.log.warn(
        // An SMTP server's refusal may quote the recipient: the log's copy is scrubbed like every message.
        { job: id, kind: job.kind, tenant: job.tenant_id, attempt: Number(job.attempts), reason: scrubText(reason), code, retryAt },
        retryAt === null ? 'job failed for good' : 'job failed; it will be retried',
      );
      await failJob(ctx.db, id, holder, ctx.now(), reason, retryAt).catch((e: unknown) =>
        ctx.log.warn({ job: id, reason: errorText(e) }, 'job failure not recorded; its lease will run out and it runs again'),
      );
    }
  }

  async function claimAndStart(): Promise<void> {
    do {
      again = false;
      const room = maxConcurrent - inFlight.size;
      if (room <= 0 || stopped) return;
      const jobs = await claimJobs(ctx.db, holder, ctx.now(), leaseMs, room);
      for (const job of jobs) {
        const p: Promise<void> = run(job).finally(() => {
          inFlight.delete(p);
          pump();
        });
        inFlight.add(p);
      }
      if (jobs.length === room) again = true;
    } while (again && !stopped);
  }

  function pump(): void {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = claimAndStart()
      .catch((err: unknown) => ctx.log.error({ reason: errorText(err) }, 'job queue could not be read'))
      .finally(() => {
        claiming = undefined;
        if (again) pump();
      });
  }

  async function ensureRecurring(): Promise<void> {
    const recurring = Object.entries(handlers).filter(([, h]) => h.everyMs !== undefined);
    if (!opts.recurring || !recurring.length) return;
    await inTransaction(ctx, async (tx) => {
      for (const [kind] of recurring) {
        await enqueueJob(ctx, tx, { kind, tenantId: null, payload: null, dedupeKey: recurringKey(kind) });
      }
    });
  }

  const unsubscribe = ctx.jobs.onWake(pump);
  const ready = ensureRecurring().catch((err: unknown) => ctx.log.error({ reason: errorText(err) }, 'recurring jobs not scheduled'));
  const timer = setInterval(pump, opts.pollMs ?? 1000);
  timer.unref();
  void ready.then(pump);

  return {
    async drain() {
      await ready;
      do {
        pump();
        while (claiming || inFlight.size) {
          await claiming;
          await Promise.allSettled([...inFlight]);
        }
      } while (await hasDueJobs(ctx.db, ctx.now()));
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      // A job still running when this ends is abandoned: its lease runs out and it runs again elsewhere or later.
      let bound: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([claiming, ...inFlight]),
        new Promise((resolve) => (bound = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(bound);
    },
  };
}
