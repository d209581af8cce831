import type { Kysely } from 'kysely';

/**
 * When a ticket's customer was last mailed a new link at their own request (a dead link's "E-mail me a new link",
 * issue 35): at most one such mail per ticket every few minutes, whoever holds the old link.
 */
export function ticketLinkRenewal() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('tickets').addColumn('link_mailed_at', 'bigint').execute();
    },
  };
}
