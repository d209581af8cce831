import pg from 'pg';

/**
 * Hot statements run as named prepared statements on PostgreSQL: parsed and planned once per connection, then only
 * bound and executed (a visitor's message insert: docs/benchmarks.md). Kysely's driver sends text, so the pool's
 * client recognises the registered texts and names them. Only statements whose result columns are listed (never
 * `*`) are registered: a prepared `SELECT *` fails once a migration adds a column under a running node.
 */
const names = new Map<string, string>();

export function registerPrepared(sql: string): void {
  if (!names.has(sql)) names.set(sql, `parley_${names.size + 1}`);
}

/** The pool's client class: a registered text goes out as a named statement, anything else as it came. */
export class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((text: unknown, values?: unknown, callback?: unknown) => {
      const name = typeof text === 'string' ? names.get(text) : undefined;
      if (name === undefined || !Array.isArray(values)) return query(text, values, callback);
      return query({ name, text, values }, callback);
    }) as pg.Client['query'];
  }
}
