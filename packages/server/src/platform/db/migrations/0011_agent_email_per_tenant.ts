import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Agent e-mails unique per tenant instead of across the server (issue 18 item 9): a tenant's admin must not learn
 * that an address has an account in another tenant. SQLite cannot drop a column's UNIQUE, so the table is rebuilt
 * from its own definition (SQLite's documented twelve steps: foreign keys off, copy, drop, rename, check).
 */
export function agentEmailPerTenant(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table agents drop constraint if exists agents_email_key`.execute(db);
      } else {
        const { rows } = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'agents'`.execute(db);
        const created = rows[0]!.sql;
        const rebuilt = created
          .replace(/^create table "?agents"?/i, 'create table "agents_rebuilt"')
          .replace(/("email" text not null) unique/i, '$1');
        if (rebuilt === created || /"email"[^,]*unique/i.test(rebuilt)) throw new Error('agents: unexpected table definition');
        await sql`pragma foreign_keys = off`.execute(db);
        try {
          await db.transaction().execute(async (trx) => {
            await sql.raw(rebuilt).execute(trx);
            await sql`insert into agents_rebuilt select * from agents`.execute(trx);
            await sql`drop table agents`.execute(trx);
            await sql`alter table agents_rebuilt rename to agents`.execute(trx);
            await sql`create index agents_tenant on agents (tenant_id)`.execute(trx);
            const broken = await sql`pragma foreign_key_check`.execute(trx);
            if (broken.rows.length) throw new Error('agents: foreign keys broken by the rebuild');
          });
        } finally {
          await sql`pragma foreign_keys = on`.execute(db);
        }
      }
      await db.schema.createIndex('agents_tenant_email').unique().on('agents').columns(['tenant_id', 'email']).execute();
    },
  };
}
