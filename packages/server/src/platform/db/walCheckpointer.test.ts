import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './database.js';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './walCheckpointer.js';

/**
 * The checkpointing thread of a SQLite file (walCheckpointer.ts): committed pages reach the database file without the
 * writer checkpointing (its own threshold is far above what is written here), and closing stops the thread.
 */
describe('WAL checkpoints off the event loop', () => {
  let dir: string;
  let db: Db | undefined;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'parley-wal-'));
  });
  afterEach(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const fileSize = () => statSync(join(dir, 'parley.db')).size;

  it("copies the log into the database file on its own thread; the writer's backstop is set", async () => {
    db = await openDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    const autocheckpoint = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db.kysely);
    expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(BACKSTOP_CHECKPOINT_PAGES);
    const before = fileSize();
    // About 1 MB, about 260 pages: far below the writer's threshold, so only the thread can move it into the file.
    await db.kysely.transaction().execute(async (trx) => {
      for (let i = 0; i < 1000; i++) await sql`insert into notes (body) values (${'x'.repeat(1000)})`.execute(trx);
    });
    expect(fileSize()).toBe(before);
    for (const until = Date.now() + 5000; fileSize() < before + 1_000_000 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20));
    expect(fileSize()).toBeGreaterThan(before + 1_000_000);
  });

  it('closing stops the thread and leaves the file whole for the next opening', async () => {
    db = await openDatabase({ dataDir: dir });
    await sql`create table notes (id integer primary key, body text not null)`.execute(db.kysely);
    await sql`insert into notes (body) values ('kept')`.execute(db.kysely);
    await db.close();
    db = await openDatabase({ dataDir: dir });
    const rows = await sql<{ body: string }>`select body from notes`.execute(db.kysely);
    expect(rows.rows).toEqual([{ body: 'kept' }]);
  });

  it('a thread that cannot open its file ends alone and says so once: nothing is thrown into the server, and stopping still returns', async () => {
    const deaths: unknown[] = [];
    const checkpointer = startCheckpointer(join(dir, 'no such folder', 'parley.db'), (err) => deaths.push(err));
    for (const until = Date.now() + 5000; deaths.length === 0 && Date.now() < until;) await new Promise((r) => setTimeout(r, 20));
    expect(deaths).toHaveLength(1);
    expect(String(deaths[0])).toMatch(/directory does not exist|unable to open/);
    await expect(checkpointer.stop()).resolves.toBeUndefined();
    expect(deaths).toHaveLength(1);
  });

  it('a thread stopped on purpose reports nothing', async () => {
    const deaths: unknown[] = [];
    db = await openDatabase({ dataDir: dir, log: { error: (obj) => deaths.push(obj) } });
    await sql`create table notes (id integer primary key)`.execute(db.kysely);
    await db.close();
    db = undefined;
    expect(deaths).toEqual([]);
  });
});
