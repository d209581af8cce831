import type { Kysely } from 'kysely';

/** When the visitor submitted the pre-chat form, so a returning visitor is not asked again. */
export function formSubmitted() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('visitors').addColumn('form_submitted_at', 'bigint').execute();
    },
  };
}
