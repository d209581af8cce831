import { sql, type Kysely } from 'kysely';
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
}

export interface TxOptions {
  /**
   * Serialise with every other write holding the same tenant's lock (routing decisions: queue order, seats):
   * on PostgreSQL across every node (a transaction-scoped advisory lock), on SQLite within the one process
   * that owns the file.
   */
  tenantLock?: string;
}

const localChains = new Map<string, Promise<unknown>>();

export async function inTransaction<T>(ctx: TxContext, fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
  const effects: Array<() => Promise<void> | void> = [];
  const run = () =>
    ctx.db.kysely.transaction().execute(async (trx) => {
      if (opts.tenantLock !== undefined && ctx.db.dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtext(${`parley:routing:${opts.tenantLock}`}))`.execute(trx);
      }
      return fn({ q: trx, afterCommit: (e) => void effects.push(e) });
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
