import { Kysely, sql, type ConnectionProvider } from 'kysely';
import { shareStatement, type Batchable } from './statementBatch.js';
import type { Db } from './database.js';
import type { Database } from './schema.js';

/** What a unit of work needs of the app's context (the platform layer does not import the context itself). */
export interface TxContext {
  db: Db;
  log: { warn(obj: unknown, msg: string): void };
}

/**
 * One write, one transaction (Zulip's `do_*` actions): every action that changes a conversation runs inside a
 * `Tx`, writes its rows and durable events through `tx.q`, and registers what others must be told with
 * `tx.afterCommit`. Those effects (bus publications) run only once the transaction has committed, in the order
 * registered; a rolled-back transaction tells nobody anything.
 */
export interface Tx {
  q: Kysely<Database>;
  afterCommit(effect: () => Promise<void> | void): void;
  /**
   * One statement of a kind many units make at once: in a unit that opted into `batch` and runs as one statement on
   * PostgreSQL, it shares one statement with the same write of the other such units (statementBatch.ts); anywhere
   * else it is `b.one` on `tx.q`.
   */
  batched<Row, Out>(b: Batchable<Row, Out>, row: Row): Promise<Out>;
}

export interface TxOptions {
  /**
   * Serialise with every other write holding the same tenant's lock (routing decisions: queue order, seats):
   * on PostgreSQL across every node (a transaction-scoped advisory lock), on SQLite within the one process
   * that owns the file.
   */
  tenantLock?: string;
  /**
   * The unit writes with one statement and reads nothing after it began: on PostgreSQL that statement runs on its
   * own, atomic as any single statement, without BEGIN and COMMIT (two round trips fewer). The unit of work counts
   * the unit's statements and refuses a second one before it is sent (`NotOneStatement`), on both databases: a unit
   * that declares itself wrongly fails every test that runs it instead of writing half of itself unnoticed.
   */
  oneStatement?: boolean;
  /**
   * The busiest write's opt-in to batching (a visitor's message): on SQLite the batched units queued during one I/O
   * phase run in one transaction, a savepoint each, and share one COMMIT; on PostgreSQL a `oneStatement` unit's
   * `tx.batched` write shares one statement with the other units' (statementBatch.ts). Other units run alone.
   */
  batch?: boolean;
}

/** A `oneStatement` unit tried a second statement; it was not sent. */
export class NotOneStatement extends Error {
  constructor() {
    super('a unit of work declared as one statement ran a second');
  }
}

const localChains = new Map<string, Promise<unknown>>();

export async function inTransaction<T>(ctx: TxContext, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const effects: Array<() => Promise<void> | void> = [];
  const kysely = ctx.db.kysely;
  // On PostgreSQL without a transaction: the unit's batched write may share a statement with other units'.
  const bare = ctx.db.dialect === 'postgres' && opts.oneStatement === true && opts.tenantLock === undefined;
  const unit = (q: Kysely<Database>) => {
    let statements = 0;
    const counted = () => {
      if (++statements > 1) throw new NotOneStatement();
    };
    const uq = opts.oneStatement ? countingStatements(q, counted) : q;
    return fn({
      q: uq,
      afterCommit: (e) => void effects.push(e),
      batched: (b, row) => {
        if (!(bare && opts.batch)) return b.one(uq, row);
        counted();
        return shareStatement(kysely, b, row);
      },
    });
  };
  const run = () =>
    ctx.db.dialect === 'sqlite'
      ? opts.batch
        ? grouped(kysely, unit)
        : kysely.transaction().execute(unit)
      : bare
        ? unit(kysely)
        : kysely.transaction().execute(async (trx) => {
            if (opts.tenantLock !== undefined) {
              await sql`select pg_advisory_xact_lock(hashtext(${`parley:routing:${opts.tenantLock}`}))`.execute(trx);
            }
            return unit(trx);
          });
  const result = opts.tenantLock !== undefined && ctx.db.dialect === 'sqlite' ? await chained(opts.tenantLock, run) : await run();
  for (const e of effects) {
    try {
      await e();
    } catch (err) {
      ctx.log.warn({ err }, 'post-commit notification failed');
    }
  }
  return result;
}

/**
 * The same database, or the same transaction, with `before` called ahead of every statement sent. Kysely makes a
 * database from its parts only; this one only runs queries (it is never destroyed, nor opens transactions).
 */
function countingStatements(q: Kysely<Database>, before: () => void): Kysely<Database> {
  const executor = q.getExecutor();
  const provider: ConnectionProvider = {
    provideConnection: (consume) =>
      executor.provideConnection((conn) =>
        consume({
          executeQuery: (query) => {
            before();
            return conn.executeQuery(query);
          },
          streamQuery: (query, chunkSize) => {
            before();
            return conn.streamQuery(query, chunkSize);
          },
        }),
      ),
  };
  const inert = {} as never;
  return new Kysely<Database>({ config: inert, driver: inert, dialect: inert, executor: executor.withConnectionProvider(provider) });
}

async function chained<T>(key: string, run: () => Promise<T>): Promise<T> {
  const previous = localChains.get(key) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(run);
  localChains.set(key, mine);
  try {
    return await mine;
  } finally {
    if (localChains.get(key) === mine) localChains.delete(key);
  }
}

interface Unit {
  run(q: Kysely<Database>): Promise<unknown>;
  resolve(value: unknown): void;
  reject(err: unknown): void;
}

interface Group {
  pending: Unit[];
  running: boolean;
}

/** Units of one SQLite database waiting for its one connection. */
const groups = new WeakMap<object, Group>();
/** At most this many units share a commit, so one waits for a bounded number of others. */
const GROUP_MAX = 32;

/**
 * Group commit on SQLite for units that opt into `batch`: units that queue while the connection is busy run in one transaction, each inside its own
 * savepoint, and share one COMMIT (a commit writes the WAL frames of every page touched; for a visitor's message it
 * was the dearest statement). A unit that throws is rolled back to its savepoint alone; every unit learns its outcome
 * only after the commit, so an answer never reports a write that is not durable. SQLite runs one writer at a time
 * anyway, so units already ran one after another; they now also commit together.
 */
function grouped<T>(kysely: Kysely<Database>, run: (q: Kysely<Database>) => Promise<T>): Promise<T> {
  let group = groups.get(kysely);
  if (!group) groups.set(kysely, (group = { pending: [], running: false }));
  const g = group;
  return new Promise<T>((resolve, reject) => {
    g.pending.push({ run, resolve, reject });
    // Started after the current I/O phase, so the requests read in it share the batch.
    if (!g.running) {
      g.running = true;
      setImmediate(() => void drain(kysely, g));
    }
  });
}

async function drain(kysely: Kysely<Database>, g: Group): Promise<void> {
  try {
    while (g.pending.length > 0) {
      const batch = g.pending.splice(0, GROUP_MAX);
      const outcomes = await kysely
        .connection()
        .execute((conn) => runBatch(conn, batch))
        .catch((err: unknown) => batch.map(() => ({ ok: false, value: err })));
      batch.forEach((u, i) => (outcomes[i]!.ok ? u.resolve(outcomes[i]!.value) : u.reject(outcomes[i]!.value)));
    }
  } finally {
    g.running = false;
  }
}

async function runBatch(conn: Kysely<Database>, batch: Unit[]): Promise<Array<{ ok: boolean; value: unknown }>> {
  const outcomes: Array<{ ok: boolean; value: unknown }> = [];
  await sql`begin`.execute(conn);
  try {
    for (const u of batch) {
      await sql`savepoint unit`.execute(conn);
      let value: unknown;
      try {
        value = await u.run(conn);
      } catch (err) {
        outcomes.push({ ok: false, value: err });
        // A failure that ended the transaction itself (disk full, I/O) makes this throw: the batch fails below.
        await sql`rollback to unit`.execute(conn);
        await sql`release unit`.execute(conn);
        continue;
      }
      await sql`release unit`.execute(conn);
      outcomes.push({ ok: true, value });
    }
    await sql`commit`.execute(conn);
    return outcomes;
  } catch (err) {
    await sql`rollback`.execute(conn).catch(() => undefined);
    // Nothing of the batch was kept: every unit fails, those that had succeeded with the error that undid them.
    return batch.map((_, i) => (outcomes[i] && !outcomes[i].ok ? outcomes[i] : { ok: false, value: err }));
  }
}
