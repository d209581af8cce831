import type { Kysely } from 'kysely';

/**
 * Secrets a tenant gives a channel (its own large-model key; later its identity-signing secret), encrypted with
 * the server secret. Kept out of `channels.settings` so no settings answer or export can carry them.
 */
export function channelSecrets() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('channel_secrets')
        .addColumn('channel_id', 'text', (c) => c.notNull().references('channels.id').onDelete('cascade'))
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sealed', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('channel_secrets_pk', ['channel_id', 'name'])
        .execute();
    },
  };
}
