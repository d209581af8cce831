import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from './schema.js';
import { literalLimits } from './literalLimits.js';

describe('literal limits', () => {
  const sqlite = new SQLite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [literalLimits()] });
  afterAll(() => db.destroy());

  it('writes a small whole LIMIT into the SQL and binds everything else', () => {
    const q = db.selectFrom('sessions').select('id').where('visitor_id', '=', 7).orderBy('id', 'desc').limit(1).offset(20).compile();
    expect(q.sql).toBe('select "id" from "sessions" where "visitor_id" = ? order by "id" desc limit 1 offset ?');
    expect(q.parameters).toEqual([7, 20]);
  });

  it('keeps a large, negative or fractional limit bound, as it came', () => {
    for (const n of [5000, -1, 2.5]) {
      const q = db.selectFrom('sessions').select('id').limit(n).compile();
      expect(q.sql).toBe('select "id" from "sessions" limit ?');
      expect(q.parameters).toEqual([n]);
    }
  });

  it('gives the same rows as the bound form', async () => {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('visitor_id', 'integer')
      .execute();
    await db
      .insertInto('sessions')
      .values([1, 2, 3].map((id) => ({ id, visitor_id: 7 })) as never)
      .execute();
    expect(await db.selectFrom('sessions').select('id').where('visitor_id', '=', 7).orderBy('id', 'desc').limit(2).execute()).toEqual([
      { id: 3 },
      { id: 2 },
    ]);
  });
});
