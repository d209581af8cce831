import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Leave messages, ticket templates (ticket types and card forms), tickets with their handling records, and the
 * agents' saved ticket views (issue 13).
 */
export function tickets(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('leave_messages')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('msg_content', 'text', (c) => c.notNull())
        .addColumn('msg_state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('msg_desc', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('update_user_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint')
        .execute();
      await db.schema.createIndex('leave_messages_tenant').on('leave_messages').columns(['tenant_id', 'msg_state', 'created_at']).execute();
      await db.schema.createIndex('leave_messages_visitor').on('leave_messages').columns(['visitor_id', 'created_at']).execute();

      await db.schema
        .createTable('ticket_templates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('first_response_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('resolution_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_templates_tenant').on('ticket_templates').columns(['tenant_id', 'kind']).execute();

      await db.schema
        .createTable('tickets')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('channel_id', 'text', (c) => c.notNull())
        .addColumn('visitor_id', 'bigint', (c) => c.notNull().references('visitors.id').onDelete('cascade'))
        .addColumn('template_id', 'text', (c) => c.notNull())
        .addColumn('type_name', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('custom_fields', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_email', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_phone', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull())
        .addColumn('assignee_agent_id', 'bigint')
        .addColumn('assignee_group_id', 'text')
        .addColumn('start_way', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('first_response_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('resolution_minutes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sla_elapsed_ms', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('sla_running_since', 'bigint')
        .addColumn('first_response_elapsed_ms', 'bigint')
        .addColumn('resolved_elapsed_ms', 'bigint')
        .addColumn('link_version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('visitor_read_handle_id', 'bigint', (c) => c.notNull().defaultTo(0))
        .addColumn('rating_star', 'integer')
        .addColumn('rating_comment', 'text')
        .addColumn('rated_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('tickets_tenant').on('tickets').columns(['tenant_id', 'status', 'updated_at']).execute();
      await db.schema.createIndex('tickets_visitor').on('tickets').columns(['visitor_id', 'created_at']).execute();

      await db.schema
        .createTable('ticket_handles')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('ticket_id', 'bigint', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
        .addColumn('handle_type', 'integer', (c) => c.notNull())
        .addColumn('status_after', 'integer', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('files', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('agent_id', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ticket_handles_ticket').on('ticket_handles').columns(['ticket_id', 'id']).execute();

      await db.schema
        .createTable('ticket_views')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('agent_id', 'bigint', (c) => c.notNull().references('agents.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('filters', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
    },
  };
}
