import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { inTransaction, type TxContext } from './unitOfWork.js';

/** Group commit on SQLite (a real file in WAL mode, read back through a second connection, as another process would). */
describe('inTransaction on SQLite: units that opt into batching', () => {
  let dir: string;
  let db: Db;
  let ctx: TxContext;
  let reader: SQLite.Database;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'parley-uow-'));
    db = await openDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null unique)`.execute(db.kysely);
    ctx = { db, log: { warn: () => undefined } };
    reader = new SQLite(join(dir, 'parley.db'), { readonly: true });
  });
  afterEach(async () => {
    reader.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const committed = () => (reader.prepare('select body from notes order by id').all() as Array<{ body: string }>).map((r) => r.body);
  const write = (body: string, effects: string[] = []) =>
    inTransaction(
      ctx,
      async (tx) => {
        await sql`insert into notes (body) values (${body})`.execute(tx.q);
        tx.afterCommit(() => void effects.push(`${body}: ${committed().includes(body) ? 'durable' : 'not yet'}`));
        return body;
      },
      { batch: true },
    );

  it('units started together share a transaction, yet each fails alone and hears of success only once committed', async () => {
    const effects: string[] = [];
    const outcomes = await Promise.allSettled([
      write('a', effects),
      write('b', effects),
      // The unique index refuses a second "a": that unit alone is rolled back.
      write('a', effects),
      inTransaction(
        ctx,
        async (tx) => {
          await sql`insert into notes (body) values ('c')`.execute(tx.q);
          throw new Error('changed my mind');
        },
        { batch: true },
      ),
      write('d', effects),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect(committed()).toEqual(['a', 'b', 'd']);
    // Effects run after the commit, in order, and only for the units that were kept.
    expect(effects).toEqual(['a: durable', 'b: durable', 'd: durable']);
  });

  it('a failure that ends the whole transaction fails every unit of its batch, and the next batch works', async () => {
    const outcomes = await Promise.allSettled([
      write('kept only if the batch commits'),
      inTransaction(
        ctx,
        async (tx) => {
          // What a disk-full or I/O error does to SQLite: the transaction is gone, savepoints and all.
          await sql`rollback`.execute(tx.q);
          throw new Error('disk full');
        },
        { batch: true },
      ),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected']);
    expect(committed()).toEqual([]);
    expect(await write('after')).toBe('after');
    expect(committed()).toEqual(['after']);
  });

  it('a unit with no others waiting commits on its own', async () => {
    expect(await write('solo')).toBe('solo');
    expect(committed()).toEqual(['solo']);
  });
});
