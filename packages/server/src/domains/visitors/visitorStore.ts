import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { precompiled } from '../../platform/db/precompiled.js';
import type { Visitor } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { unauthorized } from '../../platform/http/envelope.js';

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

/**
 * Visitor rows as this node last read them, by id, for the calls a visitor makes every few seconds (a message, a
 * typing notice): kept by the bus cache's rules (bus/busCache.ts). Every write to the visitors table tells it, after
 * its commit, through `visitorWritten` or `afterVisitorWrite`; test/writePaths.test.ts holds every writer to that.
 */
const VISITOR_CACHE = 'visitor';

/** The visitor named by a verified token; a token for a deleted visitor reads as expired. */
export async function requireVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const key = `${tenantId}\n${userId}`;
  const known = ctx.polls.visitorIdOf(key);
  if (known !== undefined) {
    // Only the row of that id is kept under it: an erased visitor's user id may have been given a new row since.
    const load = async () => {
      const row = await findVisitor(ctx, tenantId, userId);
      return row?.id === known ? row : undefined;
    };
    const cached = await ctx.caches.get<Visitor>(VISITOR_CACHE).get(String(known), load);
    if (cached) return cached;
  }
  const v = await findVisitor(ctx, tenantId, userId);
  if (!v) throw unauthorized();
  ctx.polls.rememberVisitorId(key, v.id);
  return v;
}

/** After a write to the visitor's row outside a unit of work: every node reads it afresh. */
export function visitorWritten(ctx: AppContext, visitorId: number): Promise<void> {
  return ctx.caches.get<Visitor>(VISITOR_CACHE).changed(String(visitorId));
}

/** Inside a unit of work that writes the visitor's row: every node reads it afresh once it has committed. */
export function afterVisitorWrite(ctx: AppContext, tx: Tx, visitorId: number): void {
  tx.afterCommit(() => visitorWritten(ctx, visitorId));
}

/**
 * The visitor was active now (a message, a question, leaving the page). With `unlessWithinMs` the row is written
 * only when its time is older than that: a visitor typing a line every few seconds then costs no row write per
 * message (agents see "last seen" to the half minute).
 */
export async function touchVisitor(ctx: AppContext, tx: Tx, visitorId: number, now: number, unlessWithinMs = 0): Promise<void> {
  let u = tx.q.updateTable('visitors').set({ last_seen_at: now }).where('id', '=', visitorId);
  if (unlessWithinMs > 0) u = u.where('last_seen_at', '<', now - unlessWithinMs);
  const { numUpdatedRows } = await u.executeTakeFirst();
  if (numUpdatedRows > 0n) afterVisitorWrite(ctx, tx, visitorId);
}
