import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** The questions a robot could not answer with confidence, for the admin's "unanswered questions" list. */
export function robotUnanswered(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('robot_unanswered')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('robot_no', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('question_key', 'text', (c) => c.notNull())
        .addColumn('answer_type', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('robot_unanswered_time')
        .on('robot_unanswered')
        .columns(['tenant_id', 'robot_no', 'created_at'])
        .execute();
      await db.schema
        .createIndex('robot_unanswered_key')
        .on('robot_unanswered')
        .columns(['tenant_id', 'robot_no', 'question_key'])
        .execute();
    },
  };
}
