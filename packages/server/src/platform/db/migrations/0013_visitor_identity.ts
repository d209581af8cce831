import type { Kysely } from 'kysely';

/**
 * Verified visitor identity (issue 14 item 4): a visitor may be linked to the tenant's own user id (`sub` of a
 * token the tenant's backend signed), unique per tenant, and remembers which profile fields that token signed
 * (they win over what the page says later). A channel may require identity, and a channel secret may expire
 * (the previous identity secret stays valid for a grace period after a rotation).
 */
export function visitorIdentity() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('visitors').addColumn('external_id', 'text').execute();
      await db.schema
        .alterTable('visitors')
        .addColumn('signed_fields', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // NULLs are distinct in both dialects' unique indexes: anonymous visitors never collide.
      await db.schema.createIndex('visitors_external_id').on('visitors').columns(['tenant_id', 'external_id']).unique().execute();
      await db.schema
        .alterTable('channels')
        .addColumn('identity_required', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('channel_secrets').addColumn('expires_at', 'bigint').execute();
    },
  };
}
