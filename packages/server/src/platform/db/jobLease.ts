import type { Db } from './database.js';

/**
 * A periodic job runs on one node at a time: the node that moves the job's lease forward (an update only one can
 * win, the row's own lock deciding on PostgreSQL) runs it; the others skip it until the lease has run out.
 */
export async function claimJobLease(db: Db, name: string, holder: string, now: number, leaseMs: number): Promise<boolean> {
  await db.kysely
    .insertInto('job_leases')
    .values({ name, holder: '', lease_until: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const res = await db.kysely
    .updateTable('job_leases')
    .set({ holder, lease_until: now + leaseMs })
    .where('name', '=', name)
    .where('lease_until', '<=', now)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Lets the job go when it is done, so the next run need not wait out the lease. */
export async function releaseJobLease(db: Db, name: string, holder: string): Promise<void> {
  await db.kysely.updateTable('job_leases').set({ lease_until: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
}
