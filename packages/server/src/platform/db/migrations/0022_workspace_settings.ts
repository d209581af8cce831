import type { Kysely } from 'kysely';

/** A workspace's own settings (issue 30 item 5) and its state (suspended by an operator, issue 30 item 1). */
export function workspaceSettings() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('tenants')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .execute();
      // IANA zone: working hours and reports count days in it.
      await db.schema
        .alterTable('tenants')
        .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
        .execute();
      await db.schema
        .alterTable('tenants')
        .addColumn('default_locale', 'text', (c) => c.notNull().defaultTo('en'))
        .execute();
      await db.schema
        .alterTable('tenants')
        .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
