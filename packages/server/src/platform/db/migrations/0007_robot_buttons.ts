import type { Kysely } from 'kysely';

/** The buttons under a knowledge document's answer (JSON array of { text, docId }). */
export function robotButtons() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('robot_docs')
        .addColumn('buttons', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
