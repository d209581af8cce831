import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** Human agents: groups, presence, working hours, queue fields, agent read marks and durable timers. */
export function routing(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('groups')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('groups_tenant').on('groups').column('tenant_id').execute();

      await db.schema
        .createTable('group_members')
        .addColumn('group_id', 'bigint', (c) => c.notNull().references('groups.id').onDelete('cascade'))
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('group_members_pk', ['group_id', 'agent_id'])
        .execute();
      await db.schema.createIndex('group_members_agent').on('group_members').column('agent_id').execute();

      // Presence as the agent set it, and when their console last showed a sign of life.
      await db.schema
        .alterTable('agents')
        .addColumn('presence', 'text', (c) => c.notNull().defaultTo('offline'))
        .execute();
      await db.schema
        .alterTable('agents')
        .addColumn('last_active_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('agents')
        .addColumn('last_assigned_at', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .alterTable('channels')
        .addColumn('working_hours', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();

      await db.schema.alterTable('sessions').addColumn('queued_at', 'bigint').execute();
      await db.schema
        .alterTable('sessions')
        .addColumn('agent_read_msg_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('sessions_queue').on('sessions').columns(['tenant_id', 'status', 'queued_at']).execute();
      await db.schema.createIndex('sessions_agent').on('sessions').columns(['agent_id', 'status']).execute();

      // Idle timers with their due time: they survive restarts, and a lease makes exactly one node fire each.
      await db.schema
        .createTable('timers')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'bigint', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('due_at', 'bigint', (c) => c.notNull())
        .addColumn('lease_until', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addUniqueConstraint('timers_session_kind', ['session_id', 'kind'])
        .execute();
      await db.schema.createIndex('timers_due').on('timers').column('due_at').execute();
    },
  };
}
