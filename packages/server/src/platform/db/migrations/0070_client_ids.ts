import type { Kysely } from 'kysely';

/**
 * Tickets, their replies and notes, and leave messages carry the client's id of the request that made them (issue 34,
 * SPEC HD7), unique per visitor (tickets, leave messages) or per ticket and side (replies and notes): a request sent
 * again after a crash or a lost answer finds the first row instead of writing a second. Rows written without one
 * (older clients, mail, the system) leave it null, which the unique indexes never compare.
 */
export function clientIds() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['tickets', 'ticket_handles', 'leave_messages'])
        await db.schema.alterTable(table).addColumn('client_id', 'text').execute();
      await db.schema.createIndex('tickets_client_id').on('tickets').columns(['visitor_id', 'client_id']).unique().execute();
      await db.schema.createIndex('leave_messages_client_id').on('leave_messages').columns(['visitor_id', 'client_id']).unique().execute();
      await db.schema
        .createIndex('ticket_handles_client_id')
        .on('ticket_handles')
        .columns(['ticket_id', 'author', 'client_id'])
        .unique()
        .execute();
    },
  };
}
