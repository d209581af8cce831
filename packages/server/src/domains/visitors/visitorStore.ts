import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';
import { precompiled } from '../../platform/db/precompiled.js';
import type { Insertable, Updateable } from 'kysely';
import type { Visitor, VisitorTable } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { unauthorized } from '../../platform/http/envelope.js';
import { findByExternalId, refuseAnonymousWhereRequired, signedProfile, unsignedOnly, type IdentityClaims } from './visitorIdentity.js';

/**
 * The visitors table: who a visitor is (the conversation module owns what they said). This folder is the table's one
 * writer (issue 29 item 1); every write here drops the row from every node's cache after its commit.
 */

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

/**
 * The visitor named by a verified token; a token for a deleted visitor reads as expired, an anonymous one's on a
 * channel that requires identity as refused (S-SI7).
 */
export async function requireVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const v = await tokenVisitor(ctx, tenantId, userId);
  await refuseAnonymousWhereRequired(ctx, v);
  return v;
}

async function tokenVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
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

export type VisitorProfile = Partial<Pick<Visitor, 'name' | 'email' | 'phone' | 'locale' | 'previous_url' | 'refer' | 'params'>> &
  Pick<Visitor, 'user_agent' | 'last_seen_at'>;

/**
 * The visitor a chatStart continues. S-SI2: a verified identity continues the visitor already linked to that user id in
 * this tenant (another device, another channel), else links the visitor this browser resumes (their anonymous past
 * becomes the user's), else starts a new one; its signed fields win (S-SI3).
 */
export async function saveStartingVisitor(
  ctx: AppContext,
  tx: Tx,
  a: { tenantId: string; channelId: string; resumable?: Visitor; identity?: IdentityClaims; profile: VisitorProfile; now: number },
): Promise<Visitor> {
  const q = tx.q;
  const update = (id: number, set: Updateable<VisitorTable>) =>
    q.updateTable('visitors').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
  const insert = (values: Omit<Insertable<VisitorTable>, 'tenant_id' | 'channel_id' | 'user_id' | 'created_at'>) =>
    q
      .insertInto('visitors')
      .values({ tenant_id: a.tenantId, channel_id: a.channelId, user_id: newUserId(), created_at: a.now, ...values })
      .returningAll()
      .executeTakeFirstOrThrow();
  let saved: Visitor;
  if (a.identity) {
    const { columns, signedFields } = signedProfile(a.identity);
    const set = { ...a.profile, ...columns, signed_fields: signedFields, external_id: a.identity.sub };
    const linked = await findByExternalId(q, a.tenantId, a.identity.sub);
    const target = linked ?? (a.resumable?.external_id == null ? a.resumable : undefined);
    saved = target ? await update(target.id, { ...set, channel_id: a.channelId }) : await insert(set);
  } else {
    saved = a.resumable ? await update(a.resumable.id, unsignedOnly(a.resumable, a.profile)) : await insert(a.profile);
  }
  afterVisitorWrite(ctx, tx, saved.id);
  return saved;
}

/** What the visitor, the page or an agent says about them. `keepSigned`: fields the identity token signed stay (S-SI3). */
export async function updateVisitorProfile(
  ctx: AppContext,
  tx: Tx,
  visitor: Pick<Visitor, 'id' | 'tenant_id' | 'signed_fields'>,
  change: {
    contact?: Partial<Pick<Visitor, 'name' | 'email' | 'phone'>>;
    keepSigned: boolean;
    other?: Partial<Pick<Visitor, 'locale' | 'params' | 'form_params' | 'form_submitted_at' | 'last_seen_at'>>;
  },
): Promise<void> {
  const contact = change.contact ?? {};
  const set = { ...(change.keepSigned ? unsignedOnly(visitor, contact) : contact), ...change.other };
  if (Object.keys(set).length === 0) return;
  await tx.q.updateTable('visitors').set(set).where('id', '=', visitor.id).where('tenant_id', '=', visitor.tenant_id).execute();
  afterVisitorWrite(ctx, tx, visitor.id);
}

/** The visitor has read up to `msgId` (never backwards); answers whether the mark moved. */
export async function moveReadMark(ctx: AppContext, tx: Tx, visitorId: number, msgId: number): Promise<boolean> {
  const moved = await tx.q
    .updateTable('visitors')
    .set({ read_msg_id: msgId })
    .where('id', '=', visitorId)
    .where('read_msg_id', '<', msgId)
    .executeTakeFirst();
  if (moved.numUpdatedRows === 0n) return false;
  afterVisitorWrite(ctx, tx, visitorId);
  return true;
}

/** The event log purged the visitor's events up to `upto`: a cursor below it is answered 410 (S-EV6). */
export async function raiseEventFloor(ctx: AppContext, tx: Tx, visitorId: number, upto: number): Promise<void> {
  await tx.q.updateTable('visitors').set({ event_floor: upto }).where('id', '=', visitorId).where('event_floor', '<', upto).execute();
  afterVisitorWrite(ctx, tx, visitorId);
}

/** The visitor's row goes (their erasure, which removed everything of theirs first). */
export async function deleteVisitor(ctx: AppContext, tx: Tx, tenantId: string, visitorId: number): Promise<void> {
  await tx.q.deleteFrom('visitors').where('tenant_id', '=', tenantId).where('id', '=', visitorId).execute();
  afterVisitorWrite(ctx, tx, visitorId);
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceVisitors(ctx: AppContext, tx: Tx, tenantId: string): Promise<number> {
  const ids = (await tx.q.selectFrom('visitors').select('id').where('tenant_id', '=', tenantId).execute()).map((v) => Number(v.id));
  const res = await tx.q.deleteFrom('visitors').where('tenant_id', '=', tenantId).executeTakeFirst();
  for (const id of ids) afterVisitorWrite(ctx, tx, id);
  return Number(res.numDeletedRows);
}
