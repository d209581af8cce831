import { sql, type Kysely } from 'kysely';
import { JobStatus, type JobStatusValue } from '@parley/protocol';
import type { Db } from '../db/database.js';
import type { Database, JobRow } from '../db/schema.js';
import type { Tx } from '../db/unitOfWork.js';

/**
 * The durable job queue (issue 29 item 2; Zulip's `queue_event_on_commit`, Stripe's webhook promise): work that
 * leaves the process (mail, file removal, purges, webhooks) is a row written in the transaction of the change that
 * causes it, so a rolled-back change leaves no job and a committed one cannot lose it. A worker (jobs/jobWorker.ts)
 * claims due rows under a lease, runs them after the commit, retries with backoff, and gives up visibly.
 * This module owns the `jobs` table; no other code writes it.
 */

export interface JobInput {
  kind: string;
  /** The workspace the job belongs to (what its admins see); null for the operator's own work. */
  tenantId: string | null;
  /** The handler's input, JSON: ids and texts, never a secret. */
  payload: unknown;
  /** What the job is about, for an admin reading the failures. */
  summary?: string;
  /** Jobs with one key run one at a time, in the order they were written. */
  queueKey?: string;
  /** At most one unfinished job per key: a second enqueue with a live key is dropped. */
  dedupeKey?: string;
  /** Not before this time (epoch ms); now by default. */
  runAt?: number;
  maxAttempts?: number;
  /** No retry is scheduled later than this long after the job was written. */
  retryForMs?: number;
}

export const DEFAULT_MAX_ATTEMPTS = 8;

/** Wakes this node's worker when a job is written, so it runs at once rather than at the next poll. */
export interface JobSignal {
  wake(): void;
  onWake(listener: () => void): () => void;
}

export function createJobSignal(): JobSignal {
  const listeners = new Set<() => void>();
  return {
    wake: () => listeners.forEach((l) => l()),
    onWake(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Writes the job in the caller's transaction; the worker hears of it once the transaction commits. */
export async function enqueueJob(ctx: { now(): number; jobs: JobSignal }, tx: Tx, job: JobInput): Promise<void> {
  const now = ctx.now();
  await tx.q
    .insertInto('jobs')
    .values({
      tenant_id: job.tenantId,
      kind: job.kind,
      payload: JSON.stringify(job.payload ?? null),
      summary: (job.summary ?? '').slice(0, 500),
      queue_key: job.queueKey ?? null,
      dedupe_key: job.dedupeKey ?? null,
      status: JobStatus.PENDING,
      max_attempts: job.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      give_up_at: job.retryForMs === undefined ? null : now + job.retryForMs,
      run_at: job.runAt ?? now,
      last_error: null,
      holder: null,
      created_at: now,
      finished_at: null,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
  tx.afterCommit(() => ctx.jobs.wake());
}

const UNFINISHED = [sql.lit(JobStatus.PENDING), sql.lit(JobStatus.RUNNING)];

/**
 * Claims up to `limit` due jobs for `holder` until `now + leaseMs`, counting an attempt for each. A job is due when
 * its time has come and no node holds it (a lease that ran out is a node that died: the job runs again), and it is
 * the oldest unfinished job of its queue key. One UPDATE decides: on PostgreSQL the candidate rows are locked and
 * those another node is claiming are skipped, and the lease is checked again on the locked row, so two nodes never
 * hold one job; SQLite has one writer.
 */
/** Due jobs, in the order they run: their time has come, no node holds them, and none older of their queue waits. */
function dueJobs(db: Db, now: number) {
  return db.kysely
    .selectFrom('jobs as j')
    .select('j.id')
    .where('j.status', 'in', UNFINISHED)
    .where('j.run_at', '<=', now)
    .where('j.lease_until', '<=', now)
    .where((eb) =>
      eb.or([
        eb('j.queue_key', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('jobs as e')
              .select('e.id')
              .whereRef('e.queue_key', '=', 'j.queue_key')
              .whereRef('e.id', '<', 'j.id')
              .where('e.status', 'in', UNFINISHED),
          ),
        ),
      ]),
    )
    .orderBy('j.run_at')
    .orderBy('j.id');
}

export async function claimJobs(db: Db, holder: string, now: number, leaseMs: number, limit: number): Promise<JobRow[]> {
  const due = dueJobs(db, now).limit(limit);
  const rows = await db.kysely
    .updateTable('jobs')
    .set((eb) => ({ status: JobStatus.RUNNING, holder, lease_until: now + leaseMs, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', db.dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where('lease_until', '<=', now)
    .where('status', 'in', UNFINISHED)
    .returningAll()
    .execute();
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** Whether a job is due now that no node holds: what a drain waits out. */
export async function hasDueJobs(db: Db, now: number): Promise<boolean> {
  return (await dueJobs(db, now).limit(1).executeTakeFirst()) !== undefined;
}

/** Keeps a long job's lease while it runs; false when the lease was lost (another node may have the job now). */
export async function renewLease(db: Db, id: number, holder: string, until: number): Promise<boolean> {
  const res = await db.kysely
    .updateTable('jobs')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('holder', '=', holder)
    .where('status', '=', JobStatus.RUNNING)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The job is done; a holder that lost its lease changes nothing. */
export async function completeJob(q: Kysely<Database>, id: number, holder: string, now: number): Promise<boolean> {
  const res = await q
    .updateTable('jobs')
    .set({ status: JobStatus.DONE, finished_at: now, lease_until: 0, dedupe_key: null, last_error: null })
    .where('id', '=', id)
    .where('holder', '=', holder)
    .where('status', '=', JobStatus.RUNNING)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The attempt failed: the job waits until `retryAt`, or, when that is null, has failed for good. */
export async function failJob(db: Db, id: number, holder: string, now: number, error: string, retryAt: number | null): Promise<void> {
  await db.kysely
    .updateTable('jobs')
    .set(
      retryAt === null
        ? { status: JobStatus.FAILED, finished_at: now, lease_until: 0, dedupe_key: null, last_error: error.slice(0, 1000) }
        : { status: JobStatus.PENDING, run_at: retryAt, lease_until: 0, last_error: error.slice(0, 1000) },
    )
    .where('id', '=', id)
    .where('holder', '=', holder)
    .where('status', '=', JobStatus.RUNNING)
    .execute();
}

/** An admin's "retry": a failed job of their workspace runs again now, with its attempts counted afresh. */
export async function retryFailedJob(db: Db, tenantId: string, id: number, now: number): Promise<boolean> {
  const res = await db.kysely
    .updateTable('jobs')
    .set({ status: JobStatus.PENDING, attempts: 0, run_at: now, lease_until: 0, finished_at: null, give_up_at: null })
    .where('id', '=', id)
    .where('tenant_id', '=', tenantId)
    .where('status', '=', JobStatus.FAILED)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function listJobs(
  db: Db,
  tenantId: string,
  query: { status: JobStatusValue; before?: number | undefined; limit: number },
): Promise<JobRow[]> {
  let q = db.kysely.selectFrom('jobs').selectAll().where('tenant_id', '=', tenantId).where('status', '=', query.status);
  if (query.before !== undefined) q = q.where('id', '<', query.before);
  return q.orderBy('id', 'desc').limit(query.limit).execute();
}

export async function jobById(db: Db, id: number): Promise<JobRow | undefined> {
  return db.kysely.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Finished jobs go after a while: done ones after `doneMs`, failed ones (which an admin may still retry) after `failedMs`. */
export async function purgeFinishedJobs(db: Db, now: number, doneMs: number, failedMs: number): Promise<number> {
  const res = await db.kysely
    .deleteFrom('jobs')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', JobStatus.DONE), eb('finished_at', '<', now - doneMs)]),
        eb.and([eb('status', '=', JobStatus.FAILED), eb('finished_at', '<', now - failedMs)]),
      ]),
    )
    .executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** Every job of a workspace goes with it (the workspace's erasure, issue 30), except the one doing the erasing. */
export async function forgetTenantJobs(q: Kysely<Database>, tenantId: string, keepId?: number): Promise<void> {
  let del = q.deleteFrom('jobs').where('tenant_id', '=', tenantId);
  if (keepId !== undefined) del = del.where('id', '!=', keepId);
  await del.execute();
}

/** What a handler gets: the job's identity and its input as written. */
export interface JobContext {
  id: number;
  kind: string;
  tenantId: string | null;
  /** 1 on the first run. */
  attempt: number;
  payload: unknown;
}

/** A handler's way to say that running the job again cannot help (bad input, a target that no longer exists). */
export class PermanentJobError extends Error {}

export interface JobHandler<C> {
  run(ctx: C, job: JobContext): Promise<void>;
  /** The first retry's delay and the longest, doubling in between (with ±20 % jitter so failures spread). */
  backoff?: { baseMs: number; capMs: number };
  /** A recurring job: the next run is written when one finishes, this long after. */
  everyMs?: number;
}

/** A deleted workspace's jobs, all but the erasure's own (which belongs to no workspace). */
export async function eraseWorkspaceJobs(db: Db, tenantId: string): Promise<void> {
  await db.kysely.deleteFrom('jobs').where('tenant_id', '=', tenantId).execute();
}
