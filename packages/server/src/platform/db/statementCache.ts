import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares every query afresh. Each better-sqlite3 statement is a native
 * object behind a weak handle, and a thousand of them dying per young-generation GC made those
 * pauses 5–8 ms (half of it in weak-handle processing; see docs/benchmarks.md). Queries come from
 * a small set of SQL texts, so statements are kept per text, least recently used dropped first.
 */
export function withStatementCache(db: SQLite.Database, max = 500): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      cache.clear();
      db.close();
    },
    prepare(sql: string) {
      const hit = cache.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it is done.
      if (hit && !hit.busy) {
        cache.delete(sql);
        cache.set(sql, hit);
        return hit;
      }
      const stmt = db.prepare(sql);
      if (!hit) {
        cache.set(sql, stmt);
        if (cache.size > max) cache.delete(cache.keys().next().value!);
      }
      return stmt;
    },
  };
}
