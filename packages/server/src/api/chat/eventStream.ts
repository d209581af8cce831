import type { FastifyReply, FastifyRequest } from 'fastify';
import { issueVisitorToken, verifyVisitorToken } from '../../platform/auth/visitorToken.js';
import { topics } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { cursorIsServable, latestEventId, readEvents } from '../../domains/events/eventLog.js';
import { unauthorized } from '../../platform/http/envelope.js';
import { openSse } from '../../platform/http/sse.js';
import { requireVisitor } from '../../domains/visitors/visitorStore.js';

/**
 * The visitor's event stream: the same events as getEventMsg, each with its id, resumable with
 * Last-Event-ID. EventSource cannot send headers, so a short-lived ticket (never the token) rides in the URL.
 */
const TICKET_TTL_MS = 60_000;
const STREAM_PAGE = 100;
const ticketSecret = (secret: string) => `${secret}:event-stream`;

export function issueStreamTicket(ctx: AppContext, visitor: Visitor): { ticket: string; expiresAt: number } {
  const { token, expiresAt } = issueVisitorToken(
    ticketSecret(ctx.config.secret),
    visitor.tenant_id,
    visitor.user_id,
    ctx.now(),
    TICKET_TTL_MS,
  );
  return { ticket: token, expiresAt };
}

export async function openVisitorStream(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  query: { ticket: string; lastEventId?: number },
): Promise<void> {
  const claims = verifyVisitorToken(ticketSecret(ctx.config.secret), query.ticket, ctx.now());
  if (!claims) throw unauthorized('Stream ticket expired');
  const visitor = await requireVisitor(ctx, claims.tenantId, claims.userId);
  const header = request.headers['last-event-id'];
  const fromHeader = typeof header === 'string' && /^\d+$/.test(header) ? Number(header) : undefined;
  let cursor = fromHeader ?? query.lastEventId ?? (await latestEventId(ctx, visitor.id));
  const sse = openSse(request, reply);
  if (!(await cursorIsServable(ctx, visitor.id, visitor.event_floor, cursor))) {
    // The widget answers this by going back through its start-up path.
    sse.send({ code: 410, message: 'Event cursor is no longer available' }, { event: 'gone' });
    sse.end();
    return;
  }
  let pumping = false;
  let again = false;
  const pump = async () => {
    if (pumping) {
      again = true;
      return;
    }
    pumping = true;
    try {
      let full: boolean;
      do {
        again = false;
        const events = await readEvents(ctx, visitor.id, cursor, STREAM_PAGE);
        for (const e of events) {
          sse.send(e, { id: e.eventId });
          cursor = e.eventId;
        }
        // A full page may have more behind it (a stream resumed after many events): no wake-up will come for those.
        full = events.length === STREAM_PAGE;
      } while ((again || full) && !sse.isClosed());
    } catch (err) {
      ctx.log.warn({ err }, 'visitor stream read failed');
    } finally {
      pumping = false;
    }
  };
  const unsubscribe = await ctx.bus.subscribe(topics.visitor(visitor.id), () => void pump());
  await pump();
  await sse.closed;
  await unsubscribe();
}
