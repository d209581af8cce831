import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Presence history (issue 31 item 3): one row per stretch an agent was online or away (busy), written by
 * domains/agents/presenceSpans.ts. An open span (no end) lasts as long as the console keeps the agent alive.
 */
export function agentPresenceSpans(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('agent_presence_spans')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'bigint', (c) => c.notNull())
        // 'online' or 'busy' (shown as away).
        .addColumn('presence', 'text', (c) => c.notNull())
        .addColumn('started_at', 'bigint', (c) => c.notNull())
        // The last sign of life seen while the span was open: an open span ends AGENT_GONE_AFTER_MS after it.
        .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
        .addColumn('ended_at', 'bigint')
        .execute();
      // At most one open span per agent, so two nodes' heartbeats cannot open two.
      await db.schema
        .createIndex('agent_presence_spans_open')
        .on('agent_presence_spans')
        .column('agent_id')
        .unique()
        .where(sql.ref('ended_at'), 'is', null)
        .execute();
      await db.schema
        .createIndex('agent_presence_spans_tenant_time')
        .on('agent_presence_spans')
        .columns(['tenant_id', 'started_at'])
        .execute();
    },
  };
}
