import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** The durable job queue (issue 29 item 2): work after a commit, written in the commit's own transaction. */
export function jobs(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', id.type, id.build)
        // No foreign key: a workspace's erasure is itself a job of that workspace.
        .addColumn('tenant_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
        // Jobs sharing a key run one at a time, oldest first (a conversation's webhooks).
        .addColumn('queue_key', 'text')
        // At most one unfinished job per key (a recurring job's next run); cleared when the job finishes.
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('give_up_at', 'bigint')
        .addColumn('run_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('holder', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('finished_at', 'bigint')
        .execute();
      // The worker's scan: unfinished jobs by due time.
      await db.schema
        .createIndex('jobs_due')
        .on('jobs')
        .columns(['run_at', 'id'])
        .where(sql.ref('status'), 'in', ['pending', 'running'])
        .execute();
      await db.schema
        .createIndex('jobs_queue')
        .on('jobs')
        .columns(['queue_key', 'id'])
        .where(sql.ref('queue_key'), 'is not', null)
        .execute();
      await db.schema.createIndex('jobs_tenant').on('jobs').columns(['tenant_id', 'status', 'id']).execute();
    },
  };
}
