import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, dropSchema } from '../src/platform/db/database.js';
import { precompiled } from '../src/platform/db/precompiled.js';
import { PG_URL, dialects } from './harness.js';

/** Hot statements go to PostgreSQL as named prepared statements (parsed and planned once per connection). */
describe.runIf(dialects.includes('postgres'))('prepared statements on postgres', () => {
  it('runs a registered statement by name on each connection, and anything else unnamed', async () => {
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const db = await openDatabase({ dataDir: '', databaseUrl: PG_URL, databaseSchema: schema });
    try {
      await sql`create table things (id bigserial primary key, label text not null)`.execute(db.kysely);
      const insert = precompiled(
        (q, p) =>
          q
            .insertInto('things' as never)
            .values({ label: p(0) } as never)
            .returning('id' as never),
        {
          prepared: true,
        },
      );
      const plain = precompiled((q, p) =>
        q
          .selectFrom('things' as never)
          .select('id' as never)
          .where('label' as never, '=', p(0)),
      );
      // One connection, so the statements it holds are the ones asked about.
      const ids = await db.kysely.connection().execute(async (conn) => {
        const out: unknown[] = [];
        for (const label of ['a', 'b', 'c']) out.push(...(await insert.execute(conn, [label])));
        await plain.execute(conn, ['a']);
        const held = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(conn);
        return { out, held: held.rows };
      });
      expect(ids.out).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
      expect(ids.held).toHaveLength(1);
      expect(ids.held[0]!.name).toMatch(/^parley_\d+$/);
      expect(ids.held[0]!.statement).toContain('insert into "things"');
    } finally {
      await db.close();
      await dropSchema(PG_URL, schema);
    }
  });
});
