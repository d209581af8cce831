import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';

/** An erased visitor's events, in the erasure's transaction. */
export async function forgetVisitorEvents(q: Kysely<Database>, visitorId: number): Promise<void> {
  await q.deleteFrom('events').where('visitor_id', '=', visitorId).execute();
}
