import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/database.js';
import { migrate } from '../src/platform/db/migrate.js';
import { init } from '../src/platform/db/migrations/0001_init.js';
import { routing } from '../src/platform/db/migrations/0003_routing.js';

/** S-PV1's migration on a database that already has agents: SQLite rebuilds the agents table, and nothing is lost. */
describe('agent e-mails per tenant, migrating a used SQLite database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parley-migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('S-PV1 keeps agents, their sessions and groups, and lets another tenant reuse an address', async () => {
    const db = await openDatabase({ dataDir: dir });
    const before: Record<string, Migration> = { '0001_init': init('sqlite'), '0003_routing': routing('sqlite') };
    const first = await new Migrator({ db: db.kysely, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(first.error).toBeUndefined();
    const k = db.kysely;
    await sql`insert into tenants (id, name, created_at) values ('a', 'A', 1), ('b', 'B', 1)`.execute(k);
    await sql`insert into agents (tenant_id, email, password_hash, nickname, role, created_at) values ('a', 'x@example.com', 'h', 'X', 'admin', 1)`.execute(
      k,
    );
    await sql`insert into agent_sessions (id, agent_id, tenant_id, expires_at, created_at) values ('s', 1, 'a', 9, 1)`.execute(k);
    await sql`insert into groups (tenant_id, name, created_at) values ('a', 'G', 1)`.execute(k);
    await sql`insert into group_members (group_id, agent_id, tenant_id) values (1, 1, 'a')`.execute(k);
    await db.close();

    const reopened = await openDatabase({ dataDir: dir });
    await migrate(reopened);
    const q = reopened.kysely;
    expect(await q.selectFrom('agents').select(['id', 'email', 'tenant_id']).execute()).toEqual([
      { id: 1, email: 'x@example.com', tenant_id: 'a' },
    ]);
    expect(await q.selectFrom('agent_sessions').select('id').execute()).toHaveLength(1);
    expect(await q.selectFrom('group_members').select('agent_id').execute()).toHaveLength(1);
    await q
      .insertInto('agents')
      .values({ tenant_id: 'b', email: 'x@example.com', password_hash: 'h', nickname: 'Y', role: 'admin', created_at: 2 })
      .execute();
    await expect(
      q
        .insertInto('agents')
        .values({ tenant_id: 'b', email: 'x@example.com', password_hash: 'h', nickname: 'Z', role: 'admin', created_at: 3 })
        .execute(),
    ).rejects.toThrow();
    // Foreign keys still hold: deleting an agent takes their sessions and memberships with it.
    await q.deleteFrom('agents').where('id', '=', 1).execute();
    expect(await q.selectFrom('agent_sessions').select('id').execute()).toEqual([]);
    expect(await q.selectFrom('group_members').select('agent_id').execute()).toEqual([]);
    await reopened.close();
  });
});
