import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { registerPrepared } from './preparedStatements.js';
import type { Database } from './schema.js';

/**
 * A hot query built and compiled once per database, then run with new parameter values: Kysely otherwise builds
 * its operation tree and compiles SQL on every call, which was a visible share of a poll's CPU (issue 17).
 * Placeholders are marked objects; the compiled parameter list is refilled by their positions, and any other
 * value written into the query (a constant) is kept as compiled.
 */
class Slot {
  constructor(readonly index: number) {}
}

export interface Precompiled<Row> {
  /** Runs on the app's database or inside one of its transactions (they share the dialect's adapter). */
  execute(q: Kysely<Database>, params: readonly unknown[]): Promise<Row[]>;
}

export interface PrecompiledOptions {
  /** Also a named prepared statement on PostgreSQL (preparedStatements.ts); its result columns must be listed. */
  prepared?: boolean;
}

export function precompiled<Row>(
  build: (db: Kysely<Database>, p: (index: number) => never) => Compilable<Row>,
  opts: PrecompiledOptions = {},
): Precompiled<Row> {
  // Keyed by the dialect's adapter: the compiled text depends only on the dialect, and a transaction shares it.
  const compiledFor = new WeakMap<object, { query: CompiledQuery<Row>; slots: unknown[] }>();
  const compile = (q: Kysely<Database>, key: object) => {
    const query = build(q, (index) => new Slot(index) as never).compile();
    if (opts.prepared) registerPrepared(query.sql);
    const entry = { query, slots: [...query.parameters] };
    compiledFor.set(key, entry);
    return entry;
  };
  return {
    async execute(q, params) {
      const key = q.getExecutor().adapter;
      const { query, slots } = compiledFor.get(key) ?? compile(q, key);
      const result = await q.executeQuery<Row>({ ...query, parameters: slots.map((v) => (v instanceof Slot ? params[v.index] : v)) });
      return result.rows;
    },
  };
}
