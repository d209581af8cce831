import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** Uploaded files: an unguessable key, the conversation owner who may read it, and what the content was checked to be. */
export function uploads(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('visitor_id', 'bigint')
        .addColumn('agent_id', 'bigint')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('suffix', 'text', (c) => c.notNull())
        .addColumn('mime', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('uploads_visitor').on('uploads').column('visitor_id').execute();
    },
  };
}
