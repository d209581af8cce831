import type { Kysely } from 'kysely';

/**
 * Video and voice calls (issue 16): one row per call, from the ring to its end (the conversation's call record
 * is a message written when it ends), and each tenant's ICE servers with the TURN shared secret sealed.
 */
export function calls() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('calls')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('session_id', 'bigint', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('agent_id', 'bigint', (c) => c.notNull())
        .addColumn('call_type', 'text', (c) => c.notNull())
        .addColumn('initiator', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('answered_at', 'bigint')
        .addColumn('connected_at', 'bigint')
        .addColumn('ended_at', 'bigint')
        .execute();
      await db.schema.createIndex('calls_session_state').on('calls').columns(['session_id', 'state']).execute();
      await db.schema.createIndex('calls_agent_state').on('calls').columns(['agent_id', 'state']).execute();
      await db.schema.createIndex('calls_visitor').on('calls').columns(['visitor_id', 'created_at']).execute();
      await db.schema
        .createTable('call_settings')
        .addColumn('tenant_id', 'text', (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
        .addColumn('stun_urls', 'text', (c) => c.notNull())
        .addColumn('turn_urls', 'text', (c) => c.notNull())
        .addColumn('turn_secret', 'text', (c) => c.notNull())
        .addColumn('turn_ttl_s', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
