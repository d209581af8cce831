import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** The tenants' sensitive-word lists (issue 20 item 4); a message's matches live in its extra JSON. */
export function sensitiveWords(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sensitive_lists')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        // JSON list of the words as the admin wrote them.
        .addColumn('words', 'text', (c) => c.notNull())
        .addColumn('match_mode', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('applies_to', 'text', (c) => c.notNull().defaultTo('both'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sensitive_lists_tenant').on('sensitive_lists').column('tenant_id').execute();
    },
  };
}
