import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../context.js';
import { precompiled } from '../db/precompiled.js';
import type { Database, Visitor } from '../db/schema.js';
import { unauthorized } from '../http/envelope.js';

/** The visitors table: who a visitor is (the conversation module owns what they said). */

export function newUserId(): string {
  return `u${randomBytes(12).toString('hex')}`;
}

const visitorByUserId = precompiled((db, p) =>
  db.selectFrom('visitors').selectAll().where('tenant_id', '=', p(0)).where('user_id', '=', p(1)),
);

/** Compiled once: every visitor call asks it. */
export async function findVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor | undefined> {
  const [row] = await visitorByUserId.execute(ctx.db.kysely, [tenantId, userId]);
  return row;
}

/** The visitor named by a verified token; a token for a deleted visitor reads as expired. */
export async function requireVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const v = await findVisitor(ctx, tenantId, userId);
  if (!v) throw unauthorized();
  return v;
}

/**
 * The visitor was active now (a message, a question, leaving the page). With `unlessWithinMs` the row is written
 * only when its time is older than that: a visitor typing a line every few seconds then costs no row write per
 * message (agents see "last seen" to the half minute).
 */
export async function touchVisitor(q: Kysely<Database>, visitorId: number, now: number, unlessWithinMs = 0): Promise<void> {
  let u = q.updateTable('visitors').set({ last_seen_at: now }).where('id', '=', visitorId);
  if (unlessWithinMs > 0) u = u.where('last_seen_at', '<', now - unlessWithinMs);
  await u.execute();
}
