import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** Ratings, one per session, and when an agent invited one. */
export function evaluation(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('evaluations')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'bigint', (c) => c.notNull().unique().references('sessions.id').onDelete('cascade'))
        .addColumn('visitor_id', 'bigint', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('star', 'integer')
        .addColumn('solved', 'integer')
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('evaluations_agent').on('evaluations').columns(['agent_id', 'created_at']).execute();
      await db.schema.alterTable('sessions').addColumn('evaluate_invited_at', 'bigint').execute();
    },
  };
}
