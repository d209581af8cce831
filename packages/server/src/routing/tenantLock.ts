import { sql, type Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';

type Effect = () => Promise<void>;
export type After = (effect: Effect) => void;

const localChains = new Map<string, Promise<unknown>>();

/**
 * Runs routing decisions for one tenant one at a time, in a transaction: on PostgreSQL across every node
 * (a transaction-scoped advisory lock), on SQLite within the one process that owns the file.
 * Effects registered with `after` (bus notifications) run once the transaction has committed.
 */
export async function withTenantLock<T>(ctx: AppContext, tenantId: string, fn: (q: Kysely<Database>, after: After) => Promise<T>): Promise<T> {
  const effects: Effect[] = [];
  const after: After = (e) => effects.push(e);
  const run = () =>
    ctx.db.kysely.transaction().execute(async (trx) => {
      if (ctx.db.dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${`parley:routing:${tenantId}`}))`.execute(trx);
      return fn(trx, after);
    });
  let result: T;
  if (ctx.db.dialect === 'postgres') {
    result = await run();
  } else {
    const previous = localChains.get(tenantId) ?? Promise.resolve();
    const mine = previous.catch(() => undefined).then(run);
    localChains.set(tenantId, mine);
    try {
      result = await mine;
    } finally {
      if (localChains.get(tenantId) === mine) localChains.delete(tenantId);
    }
  }
  for (const e of effects) {
    try {
      await e();
    } catch (err) {
      ctx.log.warn({ err }, 'post-commit notification failed');
    }
  }
  return result;
}
