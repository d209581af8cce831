import type { Kysely } from 'kysely';

/**
 * Websites an admin manages (issue 30 item 2): a channel's site address, whether it is on (a disabled channel's
 * visitors see "chat unavailable"), whether it is being erased, and the installation check (the page the embed
 * loader last reported from an allowed origin, and when).
 */
export function channelSites() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('channels')
        .addColumn('website_url', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      // 'active' | 'disabled' | 'deleting' (its erasure job is under way; no longer listed or reachable).
      await db.schema
        .alterTable('channels')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .execute();
      await db.schema.alterTable('channels').addColumn('last_loaded_url', 'text').execute();
      await db.schema.alterTable('channels').addColumn('last_loaded_at', 'bigint').execute();
    },
  };
}
