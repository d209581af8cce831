import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Privacy (issue 18 item 10): each tenant's retention periods (days, 0 keeps forever), the audit of exports,
 * erasures and purges (counts only, nothing that names a visitor), and the lease that lets one node at a time
 * run a periodic job.
 */
export function privacy(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['message_retention_days', 'file_retention_days', 'ticket_retention_days']) {
        await db.schema
          .alterTable('tenants')
          .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      }
      await db.schema
        .createTable('privacy_audit')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('counts', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('privacy_audit_tenant').on('privacy_audit').columns(['tenant_id', 'created_at']).execute();
      await db.schema
        .createTable('job_leases')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
