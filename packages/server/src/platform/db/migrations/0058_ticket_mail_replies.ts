import type { Kysely } from 'kysely';

/**
 * Customers' replies by e-mail (issue 32 item 3): a reply record keeps the Message-ID of the mail it came from, so
 * the same mail delivered twice (a sending server that missed our answer retries) or a job run again after a
 * crash adds one reply, not two. Unique per ticket; records written any other way leave it null.
 */
export function ticketMailReplies() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ticket_handles').addColumn('mail_message_id', 'text').execute();
      await db.schema
        .createIndex('ticket_handles_mail_message')
        .on('ticket_handles')
        .columns(['ticket_id', 'mail_message_id'])
        .unique()
        .execute();
    },
  };
}
