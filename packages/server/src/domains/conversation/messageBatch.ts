import { CompiledQuery, PostgresAdapter, type Kysely } from 'kysely';
import { registerPrepared } from '../../platform/db/preparedStatements.js';
import type { Database } from '../../platform/db/schema.js';

/**
 * Group commit for PostgreSQL's busiest write, a visitor's message into a conversation known from the cache (one
 * guarded INSERT, no transaction of its own): the inserts queued during one I/O phase go out as one statement, so
 * they share a round trip, a parse and a commit. Each row keeps its own guard (the session still has the status read)
 * and gets its own id; the statement is atomic, so a failure of any row (a retry racing its first send on the unique
 * local id) writes nothing, and every row of that batch is then written alone with its own outcome.
 */
export interface GuardedRow {
  /** The message's column values, in `columns` order. */
  values: readonly unknown[];
  sessionId: number;
  expectStatus: number;
}

interface Pending extends GuardedRow {
  /** The new id, or undefined when the session had moved on (nothing written). */
  resolve: (id: number | undefined) => void;
  reject: (err: unknown) => void;
}

/** At most this many rows per statement (16 bound values each, far below PostgreSQL's 65,535). */
const BATCH_MAX = 32;

export function batchesOnThis(q: Kysely<Database>): boolean {
  return !q.isTransaction && q.getExecutor().adapter instanceof PostgresAdapter;
}

export function createMessageBatcher(
  columns: ReadonlyArray<readonly [string, string]>,
  alone: (q: Kysely<Database>, row: GuardedRow) => Promise<number | undefined>,
) {
  const queues = new WeakMap<Kysely<Database>, Pending[]>();
  const texts = new Map<number, string>();

  /** One statement for n rows; ids are drawn from the table's sequence first so each row's id is known by its place. */
  function textFor(n: number): string {
    let text = texts.get(n);
    if (text) return text;
    const width = columns.length + 2;
    const rows = Array.from({ length: n }, (_, r) => {
      const cells = columns.map(([, type], i) => `cast($${r * width + i + 1} as ${type})`);
      cells.push(`cast($${r * width + columns.length + 1} as bigint)`, `cast($${r * width + columns.length + 2} as integer)`, String(r));
      return `(${cells.join(', ')})`;
    });
    const names = columns.map(([c]) => `"${c}"`).join(', ');
    text =
      `with v as (select v.*, nextval(pg_get_serial_sequence('messages', 'id')) as new_id from (values ${rows.join(', ')}) ` +
      `as v(${names}, sid, st, ord)), ` +
      `ins as (insert into "messages" ("id", ${names}, "recall_flag") select new_id, ${names}, 0 from v ` +
      `where exists (select 1 from "sessions" s where s."id" = v.sid and s."status" = v.st) returning "id") ` +
      `select v.ord, v.new_id from v join ins on ins."id" = v.new_id`;
    texts.set(n, text);
    registerPrepared(text);
    return text;
  }

  async function run(q: Kysely<Database>, batch: Pending[]): Promise<void> {
    try {
      const params = batch.flatMap((p) => [...p.values, p.sessionId, p.expectStatus]);
      const { rows } = await q.executeQuery<{ ord: number; new_id: number }>(CompiledQuery.raw(textFor(batch.length), params));
      const ids = new Map(rows.map((r) => [Number(r.ord), Number(r.new_id)]));
      batch.forEach((p, i) => p.resolve(ids.get(i)));
    } catch {
      // Nothing of the batch was written: each row alone, with its own outcome.
      await Promise.all(batch.map((p) => alone(q, p).then(p.resolve, p.reject)));
    }
  }

  return function insert(q: Kysely<Database>, row: GuardedRow): Promise<number | undefined> {
    let queue = queues.get(q);
    if (!queue) queues.set(q, (queue = []));
    const pending = queue;
    return new Promise((resolve, reject) => {
      pending.push({ ...row, resolve, reject });
      // Sent after the current I/O phase, so the messages read in it share the statement.
      if (pending.length === 1) {
        setImmediate(() => {
          const all = pending.splice(0);
          for (let i = 0; i < all.length; i += BATCH_MAX) void run(q, all.slice(i, i + BATCH_MAX));
        });
      }
    });
  };
}
