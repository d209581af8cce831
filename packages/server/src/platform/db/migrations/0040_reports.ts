import { sql, type Kysely } from 'kysely';

/**
 * Reports (issue 31): what a session's row forgets as it moves on (when it first joined the queue, when an agent
 * first took it, how often it changed hands), its message count and first reply rolled up when it ends, and the indexes the report queries read by period.
 */
export function reports() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('sessions').addColumn('first_queued_at', 'bigint').execute();
      await db.schema.alterTable('sessions').addColumn('assigned_at', 'bigint').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('transfers', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // Rolled up when the session ends (conversation/sessionActions.closeSession); null until then, when the
      // report counts from the messages themselves.
      await db.schema.alterTable('sessions').addColumn('message_count', 'integer').execute();
      await db.schema.alterTable('sessions').addColumn('first_response_at', 'bigint').execute();
      // Conversations from before: one an agent held was handed to them when it started (docs/reports.md).
      await sql`UPDATE sessions SET assigned_at = started_at WHERE agent_id IS NOT NULL`.execute(db);
      await db.schema.createIndex('sessions_tenant_started').on('sessions').columns(['tenant_id', 'started_at']).execute();
      await db.schema.createIndex('evaluations_tenant_time').on('evaluations').columns(['tenant_id', 'created_at']).execute();
      await db.schema.createIndex('tickets_tenant_created').on('tickets').columns(['tenant_id', 'created_at']).execute();
      await db.schema.createIndex('ticket_handles_tenant_time').on('ticket_handles').columns(['tenant_id', 'created_at']).execute();
    },
  };
}
