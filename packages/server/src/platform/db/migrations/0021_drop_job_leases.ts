import type { Kysely } from 'kysely';

/** The periodic-job leases gave way to the job queue's (0020_jobs): recurring purges are jobs now. */
export function dropJobLeases() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('job_leases').ifExists().execute();
    },
  };
}
