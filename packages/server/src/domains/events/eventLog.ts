import { visitorEventSchema, type VisitorEvent } from '@parley/protocol';
import { fileLinkKeys, renewFileLinks } from '../../platform/auth/fileLink.js';
import { topics } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import { precompiled } from '../../platform/db/precompiled.js';

/**
 * The durable per-visitor event log, read side (ARCHITECTURE.md "Durable events"; Zulip's event queue with the
 * database as the queue). Events are appended by the conversation module inside the writer's transaction
 * (conversation/visitorEvents.ts), so they exist before the sender's 200; the bus only wakes waiters after commit;
 * purges are eventPurge.ts's.
 */

function toEvent(
  row: { id: number; code: number; payload: string; created_at: number },
  links: (text: string) => string,
): VisitorEvent | null {
  let payload: unknown;
  try {
    // File links in a stored event are signed afresh: the one stored may have expired since.
    payload = JSON.parse(links(row.payload));
  } catch {
    return null;
  }
  const parsed = visitorEventSchema.safeParse({
    ...(payload as object),
    code: row.code,
    eventId: Number(row.id),
    createTime: Number(row.created_at),
  });
  return parsed.success ? parsed.data : null;
}

export const EVENT_PAGE = 100;

// One compiled text per page size, the limit written in (db/literalLimits.ts): the poll's and the stream's.
const eventsAfter = new Map<number, ReturnType<typeof pageAfter>>();
const pageAfter = (limit: number) =>
  precompiled<{ id: number; code: number; payload: string; created_at: number }>((db, p) =>
    db
      .selectFrom('events')
      .select(['id', 'code', 'payload', 'created_at'])
      .where('visitor_id', '=', p(0))
      .where('id', '>', p(1))
      .orderBy('id')
      .limit(limit),
  );

const maxEventId = precompiled((db, p) =>
  db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('max'))
    .where('visitor_id', '=', p(0)),
);

export async function readEvents(ctx: AppContext, visitorId: number, afterId: number, limit = EVENT_PAGE): Promise<VisitorEvent[]> {
  let page = eventsAfter.get(limit);
  if (!page) eventsAfter.set(limit, (page = pageAfter(limit)));
  const rows = await page.execute(ctx.db.kysely, [visitorId, afterId]);
  const keys = fileLinkKeys(ctx);
  return rows.map((r) => toEvent(r, (text) => renewFileLinks(text, keys, visitorId))).filter((e): e is VisitorEvent => e !== null);
}

/** The newest event id of a visitor, or their purge floor when everything older was purged. */
export async function latestEventId(ctx: AppContext, visitorId: number): Promise<number> {
  const [row, visitor] = await Promise.all([
    ctx.db.kysely
      .selectFrom('events')
      .select((eb) => eb.fn.max('id').as('max'))
      .where('visitor_id', '=', visitorId)
      .executeTakeFirst(),
    ctx.db.kysely.selectFrom('visitors').select('event_floor').where('id', '=', visitorId).executeTakeFirst(),
  ]);
  return Math.max(Number(row?.max ?? 0), Number(visitor?.event_floor ?? 0));
}

/** The newest event id of a visitor whose purge floor is known (one query: the poll's hot path). */
export async function newestEventId(ctx: AppContext, visitorId: number, eventFloor: number): Promise<number> {
  const [row] = await maxEventId.execute(ctx.db.kysely, [visitorId]);
  return Math.max(Number(row?.max ?? 0), eventFloor);
}

/**
 * Whether a cursor can be served: not below what was purged for this visitor, and not beyond the newest
 * id the visitor was ever given (a cursor from another database, e.g. after a reset).
 */
export async function cursorIsServable(ctx: AppContext, visitorId: number, eventFloor: number, afterId: number): Promise<boolean> {
  if (afterId < eventFloor) return false;
  if (afterId === 0) return true;
  return afterId <= (await latestEventId(ctx, visitorId));
}

/**
 * Holds a poll up to waitMs for a message on the visitor's topic. `idle` is asked once subscribed: whatever landed
 * before the subscription must be caught by it (a read, or a cache entry still intact). Answers whether the
 * visitor's topic spoke (or `idle` said no), i.e. whether to read again.
 */
export async function waitForWake(
  ctx: AppContext,
  visitorId: number,
  waitMs: number,
  signal: AbortSignal | undefined,
  idle: () => boolean | Promise<boolean>,
): Promise<boolean> {
  let woken = false;
  let wake!: () => void;
  const done = new Promise<void>((resolve) => (wake = resolve));
  const unsubscribe = await ctx.bus.subscribe(topics.visitor(visitorId), () => {
    woken = true;
    wake();
  });
  const timer = setTimeout(() => wake(), waitMs);
  const onAbort = () => wake();
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    if (!(await idle())) return true;
    await done;
    return woken;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
    await unsubscribe();
  }
}
