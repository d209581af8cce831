import { randomBytes } from 'node:crypto';
import { UserStatus } from '@parley/protocol';
import type { AppContext } from '../context.js';
import type { Kysely } from 'kysely';
import type { Database, Session, Visitor } from '../db/schema.js';
import { unauthorized } from '../http/envelope.js';

export function newUserId(): string {
  return `u${randomBytes(12).toString('hex')}`;
}

export async function findVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor | undefined> {
  return ctx.db.kysely
    .selectFrom('visitors')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The visitor named by a verified token; a token for a deleted visitor reads as expired. */
export async function requireVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const v = await findVisitor(ctx, tenantId, userId);
  if (!v) throw unauthorized();
  return v;
}

/** The visitor's live session (robot, queued or with an agent), if any. */
export async function activeSession(ctx: AppContext, visitorId: number, q: Kysely<Database> = ctx.db.kysely): Promise<Session | undefined> {
  return q
    .selectFrom('sessions')
    .selectAll()
    .where('visitor_id', '=', visitorId)
    .where('status', '!=', UserStatus.OFFLINE)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The live session, or a new one in the robot phase: a visitor who writes always has a conversation. */
export async function ensureSession(ctx: AppContext, visitor: Visitor): Promise<Session> {
  const existing = await activeSession(ctx, visitor.id);
  if (existing) return existing;
  return ctx.db.kysely
    .insertInto('sessions')
    .values({
      tenant_id: visitor.tenant_id,
      channel_id: visitor.channel_id,
      visitor_id: visitor.id,
      agent_id: null,
      group_id: null,
      status: UserStatus.ROBOT,
      out_type: null,
      started_at: ctx.now(),
      ended_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
