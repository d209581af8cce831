import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { autoIncrementId } from './idColumn.js';

/**
 * Outgoing webhooks (issue 32 item 2): an admin's subscriptions (URL, events, the signing secret sealed) and the
 * delivery log (one row per event and subscription: the body sent, the last answer, the outcome).
 */
export function webhooks(dialect: DialectName) {
  const id = autoIncrementId(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_subscriptions')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('url', 'text', (c) => c.notNull())
        // JSON list of event names.
        .addColumn('events', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        // The signing secret sealed with the server secret (auth/secretBox.ts): the server signs with it.
        .addColumn('secret', 'text', (c) => c.notNull())
        // Set by the first failure after a success, cleared by a success: 24 h of it pauses the subscription.
        .addColumn('failing_since', 'bigint')
        .addColumn('paused_at', 'bigint')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('webhook_subscriptions_tenant').on('webhook_subscriptions').column('tenant_id').execute();

      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', id.type, id.build)
        .addColumn('tenant_id', 'text', (c) => c.notNull())
        .addColumn('subscription_id', 'bigint', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('response_code', 'integer')
        .addColumn('response_body', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('error', 'text')
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('last_attempt_at', 'bigint')
        .addColumn('delivered_at', 'bigint')
        .execute();
      await db.schema.createIndex('webhook_deliveries_subscription').on('webhook_deliveries').columns(['subscription_id', 'id']).execute();
      await db.schema.createIndex('webhook_deliveries_created').on('webhook_deliveries').column('created_at').execute();
      await db.schema.createIndex('webhook_deliveries_tenant').on('webhook_deliveries').column('tenant_id').execute();
    },
  };
}
