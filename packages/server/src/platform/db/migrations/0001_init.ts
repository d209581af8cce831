import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/** The first schema: tenants, channels, agents, visitors, sessions, messages and the durable event log. */
export function init(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  const time = 'bigint';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('tenants')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('channels')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('robot_no', 'text', (c) => c.notNull())
        .addColumn('settings', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('updated_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('channels_tenant').on('channels').column('tenant_id').execute();

      await db.schema
        .createTable('agents')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('nickname', 'text', (c) => c.notNull())
        .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('card', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('capacity', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('agents_tenant').on('agents').column('tenant_id').execute();

      await db.schema
        .createTable('agent_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('expires_at', time, (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('visitors')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('channel_id', 'text', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addColumn('user_id', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('form_params', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('previous_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('refer', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('read_msg_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('event_floor', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', time, (c) => c.notNull())
        .addColumn('last_seen_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('visitors_tenant').on('visitors').columns(['tenant_id', 'last_seen_at']).execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('agent_id', 'bigint')
        .addColumn('group_id', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('out_type', 'integer')
        .addColumn('started_at', time, (c) => c.notNull())
        .addColumn('ended_at', time)
        .execute();
      await db.schema.createIndex('sessions_visitor').on('sessions').columns(['visitor_id', 'status']).execute();
      await db.schema.createIndex('sessions_tenant_status').on('sessions').columns(['tenant_id', 'status']).execute();

      await db.schema
        .createTable('messages')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('session_id', 'bigint', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('visitor_id', 'bigint', (c) => c.notNull())
        .addColumn('sender_type', 'integer', (c) => c.notNull())
        .addColumn('sender_id', 'bigint')
        .addColumn('sender_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('msg_type', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('extra', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('client_id', 'text')
        .addColumn('recall_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('inside_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sensitive_flag', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('messages_session').on('messages').columns(['session_id', 'id']).execute();
      await db.schema.createIndex('messages_visitor_time').on('messages').columns(['visitor_id', 'created_at']).execute();
      // A retried send carries the same local id: the second insert hits this and the first message is answered.
      await db.schema.createIndex('messages_client_id').on('messages').columns(['visitor_id', 'client_id']).unique().execute();

      await db.schema
        .createTable('events')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('code', 'integer', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', time, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('events_visitor').on('events').columns(['visitor_id', 'id']).execute();
    },
  };
}
