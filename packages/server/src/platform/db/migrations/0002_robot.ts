import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** The robot's knowledge base (per tenant and robotNo) and the visitors' votes on its answers. */
export function robot(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('robot_docs')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('robot_no', 'text', (c) => c.notNull())
        .addColumn('doc_id', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('similar_questions', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lang', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('robot_docs_doc').on('robot_docs').columns(['tenant_id', 'robot_no', 'doc_id']).unique().execute();

      await db.schema
        .createTable('robot_feedback')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('robot_no', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('msg_id', 'bigint', (c) => c.notNull().references('messages.id').onDelete('cascade'))
        .addColumn('doc_id', 'text', (c) => c.notNull())
        .addColumn('is_useful', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      // One vote per visitor and answer: a second insert hits this and the first vote stands.
      await db.schema.createIndex('robot_feedback_once').on('robot_feedback').columns(['visitor_id', 'msg_id']).unique().execute();
      await db.schema.createIndex('robot_feedback_doc').on('robot_feedback').columns(['tenant_id', 'robot_no', 'doc_id']).execute();
    },
  };
}
