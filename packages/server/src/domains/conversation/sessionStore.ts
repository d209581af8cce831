import type { Kysely } from 'kysely';
import { UserStatus } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { precompiled } from '../../platform/db/precompiled.js';
import type { Database, Session } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { notFound } from '../../platform/http/envelope.js';

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

/**
 * The visitor's live session as this node last read it (bus/busCache.ts rules; every write to the visitor's sessions
 * drops it, after commit, through `afterSessionWrite`). Only for a write that re-checks it where it writes: a
 * visitor's message is inserted only if the session still has the status read here (messageStore's `expectStatus`).
 */
const LIVE_SESSION_CACHE = 'liveSession';

export function cachedLiveSession(ctx: AppContext, visitorId: number): Promise<Session | undefined> {
  return ctx.caches.get<Session>(LIVE_SESSION_CACHE).get(String(visitorId), () => activeSession(ctx.db.kysely, visitorId));
}

/** The cached copy was found stale where it was re-checked. */
export function forgetLiveSession(ctx: AppContext, visitorId: number): Promise<void> {
  return ctx.caches.get<Session>(LIVE_SESSION_CACHE).changed(String(visitorId));
}

/** Inside a unit of work that writes one of the visitor's sessions: every node reads it afresh after the commit. */
export function afterSessionWrite(ctx: AppContext, tx: Tx, visitorId: number): void {
  tx.afterCommit(() => forgetLiveSession(ctx, visitorId));
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
