import type { z } from 'zod';
import { ApiCode, UserStatus, type EventMsgAnswer, type eventMsgBody } from '@parley/protocol';
import type { VisitorClaims } from '../../platform/auth/visitorToken.js';
import type { AppContext } from '../../platform/context.js';
import { activeSession } from '../../domains/conversation/sessionStore.js';
import { EVENT_PAGE, newestEventId, readEvents, waitForWake } from '../../domains/events/eventLog.js';
import type { PollState } from '../../platform/bus/pollCache.js';
import { ApiError } from '../../platform/http/envelope.js';
import { waitIndexOf } from '../../domains/routing/routingService.js';
import { refuseAnonymousWhereRequired } from '../../domains/visitors/visitorIdentity.js';
import { requireVisitor } from '../../domains/visitors/visitorStore.js';

/**
 * getEventMsg (chat-session.md §7; S-EV10–S-EV12). A poll that finds nothing new is answered from what this node
 * knows from the bus (bus/pollCache.ts) without a query; otherwise the database is read and what it said is
 * kept for the next poll. With `wait`, the request is held until the visitor's topic speaks.
 */
type Answer = { answer: EventMsgAnswer; state: PollState };

const idle = (state: PollState, after: number): EventMsgAnswer => ({
  status: state.status,
  waitIndex: state.waitIndex,
  msgList: [],
  lastEventId: after,
});

const gone = () => new ApiError(ApiCode.GONE, 'Event cursor is no longer available; start the chat again');

/** The database's answer for a cursor (undefined: from the newest), stored for the next polls unless raced. */
async function readAnswer(ctx: AppContext, claims: VisitorClaims, lastEventId: number | undefined): Promise<Answer> {
  const visitor = await requireVisitor(ctx, claims.tenantId, claims.userId);
  ctx.polls.rememberVisitorId(keyOf(claims), visitor.id);
  const mark = ctx.polls.begin(visitor.id);
  const latest = await newestEventId(ctx, visitor.id, visitor.event_floor);
  const after = lastEventId ?? latest;
  // A cursor below what was purged, or beyond anything this visitor was given (another database): 410.
  if (after < visitor.event_floor || after > latest) throw gone();
  const events = after < latest ? await readEvents(ctx, visitor.id, after) : [];
  const session = await activeSession(ctx.db.kysely, visitor.id);
  const newest = events.at(-1)?.eventId ?? after;
  const state: PollState = {
    visitorId: visitor.id,
    latestId: Math.max(latest, newest),
    status: session?.status ?? UserStatus.OFFLINE,
    waitIndex: await waitIndexOf(ctx, session),
    anonymousIn: visitor.external_id == null ? visitor.channel_id : null,
  };
  // A full page may have more behind it: then the newest id is not known.
  if (events.length < EVENT_PAGE) ctx.polls.store(mark, state);
  return { answer: { status: state.status, waitIndex: state.waitIndex, msgList: events, lastEventId: newest }, state };
}

const keyOf = (claims: VisitorClaims) => `${claims.tenantId}\n${claims.userId}`;

/** The trusted state when the cursor is at the visitor's newest event: nothing new, known without a query. */
async function known(ctx: AppContext, claims: VisitorClaims, lastEventId: number | undefined): Promise<Answer | undefined> {
  const visitorId = ctx.polls.visitorIdOf(keyOf(claims));
  const state = visitorId === undefined ? undefined : ctx.polls.get(visitorId);
  if (!state) return undefined;
  // Identity required since: refused like any other call (the channel is in this node's cache).
  if (state.anonymousIn !== null) await refuseAnonymousWhereRequired(ctx, { external_id: null, channel_id: state.anonymousIn });
  const after = lastEventId ?? state.latestId;
  return after === state.latestId ? { answer: idle(state, after), state } : undefined;
}

export async function pollEvents(
  ctx: AppContext,
  claims: VisitorClaims,
  body: z.output<typeof eventMsgBody>,
  signal?: AbortSignal,
): Promise<EventMsgAnswer> {
  const first = (await known(ctx, claims, body.lastEventId)) ?? (await readAnswer(ctx, claims, body.lastEventId));
  const wait = body.wait ?? 0;
  if (first.answer.msgList.length > 0 || wait <= 0) return first.answer;
  const { state } = first;
  // Held until the topic speaks. Once subscribed, the entry still standing means nothing was published since
  // the state was read; if it is gone (or was never stored), read again at once.
  const spoke = await waitForWake(ctx, state.visitorId, wait, signal, () => ctx.polls.get(state.visitorId) === state);
  if (signal?.aborted) return first.answer;
  if (!spoke && ctx.polls.get(state.visitorId) === state) return first.answer;
  return (await readAnswer(ctx, claims, first.answer.lastEventId)).answer;
}
