import type { Kysely } from 'kysely';

/**
 * Reports on a large workspace (issue 31 item 6): the report reads every conversation of a period (up to 180 days,
 * both periods), and row look-ups after the (tenant, started) index were most of that read. This index carries
 * every column the report reads, so SQLite answers from the index alone and PostgreSQL can scan it index-only.
 * None of these columns change as messages are written, so sending a message does not touch it.
 */
export function reportCoveringIndex() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('sessions_report_facts')
        .on('sessions')
        .columns([
          'tenant_id',
          'started_at',
          'channel_id',
          'group_id',
          'agent_id',
          'ended_at',
          'first_queued_at',
          'assigned_at',
          'transfers',
          'message_count',
          'first_response_at',
          'id',
        ])
        .execute();
      // Its first two columns are this one's: one index fewer to keep up as sessions are written.
      await db.schema.dropIndex('sessions_tenant_started').execute();
    },
  };
}
