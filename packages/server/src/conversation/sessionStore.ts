import type { Kysely } from 'kysely';
import { UserStatus } from '@parley/protocol';
import { precompiled } from '../db/precompiled.js';
import type { Database, Session } from '../db/schema.js';
import { notFound } from '../http/envelope.js';

/** Reads of the sessions table; every write to it is an action of ./sessionActions.ts. */

/** The visitor's live session (robot, queued or with an agent), if any. */
const liveSession = precompiled((db, p) =>
  db
    .selectFrom('sessions')
    .selectAll()
    .where('visitor_id', '=', p(0))
    .where('status', '!=', UserStatus.OFFLINE)
    .orderBy('id', 'desc')
    .limit(1),
);

/** Compiled once: every poll and every message asks it. */
export async function activeSession(q: Kysely<Database>, visitorId: number): Promise<Session | undefined> {
  const [row] = await liveSession.execute(q, [visitorId]);
  return row;
}

/** The visitor's newest session, live or ended (what a rating is about). */
export async function latestSession(q: Kysely<Database>, visitorId: number): Promise<Session | undefined> {
  return q.selectFrom('sessions').selectAll().where('visitor_id', '=', visitorId).orderBy('id', 'desc').executeTakeFirst();
}

export async function sessionById(q: Kysely<Database>, sessionId: number): Promise<Session | undefined> {
  return q.selectFrom('sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
}

/** A session of the tenant, or 404: an id from another tenant reads as unknown. */
export async function tenantSession(q: Kysely<Database>, tenantId: string, sessionId: number): Promise<Session> {
  const s = await q.selectFrom('sessions').selectAll().where('tenant_id', '=', tenantId).where('id', '=', sessionId).executeTakeFirst();
  if (!s) throw notFound('No such conversation');
  return s;
}

export async function queuedSessions(q: Kysely<Database>, tenantId: string): Promise<Session[]> {
  return q
    .selectFrom('sessions')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '=', UserStatus.QUEUED)
    .orderBy('queued_at')
    .orderBy('id')
    .execute();
}
