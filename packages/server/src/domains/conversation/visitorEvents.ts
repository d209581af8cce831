import type { Kysely, Transaction } from 'kysely';
import type { VisitorEvent } from '@parley/protocol';
import { topics } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';

/**
 * What a visitor must be told, appended to their durable event log in the transaction of the write that causes it
 * (SPEC S-EV1-EV2). The conversation module owns these appends (issue 29 item 1): every domain tells visitors through
 * here, and the log's reads and purges are events/'s.
 */

type Writer = Kysely<Database> | Transaction<Database>;
export type EventInput = {
  [K in VisitorEvent['code']]: Omit<Extract<VisitorEvent, { code: K }>, 'eventId' | 'createTime'>;
}[VisitorEvent['code']];

async function appendEvent(db: Writer, tenantId: string, visitorId: number, event: EventInput, now: number): Promise<VisitorEvent> {
  const { code, ...payload } = event;
  const row = await db
    .insertInto('events')
    .values({ tenant_id: tenantId, visitor_id: visitorId, code, payload: JSON.stringify(payload), created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...event, eventId: Number(row.id), createTime: now };
}

async function notifyVisitor(ctx: AppContext, visitorId: number, eventId: number): Promise<void> {
  await ctx.bus.publish(topics.visitor(visitorId), String(eventId));
}

/** Appends an event to the visitor's log inside the write's transaction; their streams are woken after commit. */
export async function tellVisitor(ctx: AppContext, tx: Tx, tenantId: string, visitorId: number, event: EventInput): Promise<VisitorEvent> {
  const e = await appendEvent(tx.q, tenantId, visitorId, event, ctx.now());
  tx.afterCommit(() => notifyVisitor(ctx, visitorId, e.eventId));
  return e;
}

/**
 * The visitor's state changed without an event of theirs (a session started or queued, the visitor erased): every
 * node forgets what it knew of them (bus/pollCache.ts), after commit.
 */
export function visitorChanged(ctx: AppContext, tx: Tx, visitorId: number): void {
  tx.afterCommit(() => ctx.bus.publish(topics.visitor(visitorId), 'changed'));
}
