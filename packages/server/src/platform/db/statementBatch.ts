import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/**
 * A write that many units make at once (a visitor's message row), in two forms: one row, and many rows in one
 * statement whose text does not depend on how many (on PostgreSQL `unnest` of one array per column, so it is one
 * prepared statement). The unit of work picks the form (`Tx.batched`, unitOfWork.ts).
 */
export interface Batchable<Row, Out> {
  one(q: Kysely<Database>, row: Row): Promise<Out>;
  /** The outcomes in the rows' order. Atomic: when it throws, nothing was written. */
  many(q: Kysely<Database>, rows: readonly Row[]): Promise<Out[]>;
}

interface Pending<Row, Out> {
  row: Row;
  resolve: (out: Out) => void;
  reject: (err: unknown) => void;
}

/** At most this many rows per statement, so a row waits for a bounded number of others. */
const BATCH_MAX = 32;

const queues = new WeakMap<object, WeakMap<Kysely<Database>, unknown[]>>();

/**
 * Outside a transaction on PostgreSQL: the rows given during one I/O phase go out as one statement, sharing a round
 * trip, an execution and a commit. A failure of the shared statement (a retry racing its first send on a unique
 * index) wrote nothing, and every row of it is then written alone with its own outcome.
 */
export function shareStatement<Row, Out>(q: Kysely<Database>, b: Batchable<Row, Out>, row: Row): Promise<Out> {
  let byDb = queues.get(b);
  if (!byDb) queues.set(b, (byDb = new WeakMap()));
  // Each queue holds the rows of one Batchable, so of its Row and Out.
  let queue = byDb.get(q) as Array<Pending<Row, Out>> | undefined;
  if (!queue) byDb.set(q, (queue = []));
  const pending = queue;
  return new Promise<Out>((resolve, reject) => {
    pending.push({ row, resolve, reject });
    // Sent after the current I/O phase, so the requests read in it share the statement.
    if (pending.length === 1) {
      setImmediate(() => {
        const all = pending.splice(0);
        for (let i = 0; i < all.length; i += BATCH_MAX) void run(q, b, all.slice(i, i + BATCH_MAX));
      });
    }
  });
}

async function run<Row, Out>(q: Kysely<Database>, b: Batchable<Row, Out>, batch: Array<Pending<Row, Out>>): Promise<void> {
  if (batch.length === 1) return b.one(q, batch[0]!.row).then(batch[0]!.resolve, batch[0]!.reject);
  let outs: Out[];
  try {
    outs = await b.many(
      q,
      batch.map((p) => p.row),
    );
  } catch {
    await Promise.all(batch.map((p) => b.one(q, p.row).then(p.resolve, p.reject)));
    return;
  }
  batch.forEach((p, i) => p.resolve(outs[i]!));
}
