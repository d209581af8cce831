import type { z } from 'zod';
import {
  ConversationStateName,
  type ConversationDetail,
  type RestConversationPage,
  type RestMessagePage,
  type RestTicketPage,
  type RestVisitor,
  type RestVisitorHistory,
  type restConversationsQuery,
  type restMessagesQuery,
  type restTicketsQuery,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/envelope.js';
import { toAgentMessage } from '../conversation/messageView.js';
import { tenantSession } from '../conversation/sessionStore.js';
import { detail, summarize, visitorProfile } from '../conversation/views.js';
import { ticketSummaries } from '../tickets/ticketEvents.js';
import { findVisitor } from '../visitors/visitorStore.js';
import { decodeCursor, pageOf } from './cursor.js';
import { contains } from '../../platform/db/like.js';

/** What an API key reads: the workspace's conversations, messages, tickets and visitors, every query by its tenant. */

/** Conversations newest first, by state, start time and words (the visitor's contact data or any message). */
export async function listConversations(
  ctx: AppContext,
  tenantId: string,
  f: z.output<typeof restConversationsQuery>,
): Promise<RestConversationPage> {
  const k = ctx.db.kysely;
  let q = k.selectFrom('sessions').selectAll().where('tenant_id', '=', tenantId);
  if (f.status?.length)
    q = q.where(
      'status',
      'in',
      f.status.map((s) => ConversationStateName[s]),
    );
  if (f.from !== undefined) q = q.where('started_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('started_at', '<', f.to);
  const before = decodeCursor(f.cursor);
  if (before !== undefined) q = q.where('id', '<', before);
  const words = f.q;
  if (words) {
    q = q.where((eb) =>
      eb.or([
        eb(
          'visitor_id',
          'in',
          k
            .selectFrom('visitors')
            .select('id')
            .where('tenant_id', '=', tenantId)
            .where(
              eb.or([
                contains('visitors.name', words),
                contains('visitors.email', words),
                contains('visitors.phone', words),
                contains('visitors.user_id', words),
              ]),
            ),
        ),
        eb.exists(
          eb
            .selectFrom('messages')
            .select('messages.id')
            .whereRef('messages.session_id', '=', 'sessions.id')
            .where('messages.recall_flag', '=', 0)
            .where(contains('messages.content', words)),
        ),
      ]),
    );
  }
  const rows = await q
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
  const { rows: kept, nextCursor } = pageOf(rows, f.limit);
  return { items: await summarize(ctx, kept), nextCursor };
}

export async function readConversation(ctx: AppContext, tenantId: string, sessionId: number): Promise<ConversationDetail> {
  return detail(ctx, await tenantSession(ctx.db.kysely, tenantId, sessionId));
}

/** A conversation's messages oldest first, after the cursor; internal notes included (marked insideFlag 1). */
export async function listMessages(
  ctx: AppContext,
  tenantId: string,
  sessionId: number,
  f: z.output<typeof restMessagesQuery>,
): Promise<RestMessagePage> {
  const s = await tenantSession(ctx.db.kysely, tenantId, sessionId);
  let q = ctx.db.kysely.selectFrom('messages').selectAll().where('session_id', '=', s.id).where('tenant_id', '=', tenantId);
  const after = decodeCursor(f.cursor);
  if (after !== undefined) q = q.where('id', '>', after);
  const rows = await q
    .orderBy('id', 'asc')
    .limit(f.limit + 1)
    .execute();
  const { rows: kept, nextCursor } = pageOf(rows, f.limit);
  return { items: kept.map(toAgentMessage), nextCursor };
}

/** Tickets newest first, by status, assignee, creation time and words. */
export async function listTicketsPage(ctx: AppContext, tenantId: string, f: z.output<typeof restTicketsQuery>): Promise<RestTicketPage> {
  let q = ctx.db.kysely.selectFrom('tickets').selectAll().where('tenant_id', '=', tenantId);
  if (f.status?.length) q = q.where('status', 'in', f.status);
  if (f.assignee === 'none') q = q.where('assignee_agent_id', 'is', null);
  else if (f.assignee) q = q.where('assignee_agent_id', '=', Number(f.assignee));
  if (f.from !== undefined) q = q.where('created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('created_at', '<', f.to);
  const before = decodeCursor(f.cursor);
  if (before !== undefined) q = q.where('id', '<', before);
  const words = f.q;
  if (words) {
    q = q.where((eb) =>
      eb.or([contains('title', words), contains('content', words), contains('customer_name', words), contains('customer_email', words)]),
    );
  }
  const rows = await q
    .orderBy('id', 'desc')
    .limit(f.limit + 1)
    .execute();
  const { rows: kept, nextCursor } = pageOf(rows, f.limit);
  return { items: await ticketSummaries(ctx, ctx.db.kysely, kept), nextCursor };
}

/** The workspace's visitor by userId (404 for anyone else's). */
export async function tenantVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<Visitor> {
  const v = await findVisitor(ctx, tenantId, userId);
  if (!v) throw notFound('No such visitor');
  return v;
}

export async function readVisitor(ctx: AppContext, tenantId: string, userId: string): Promise<RestVisitor> {
  return visitorProfile(ctx, await tenantVisitor(ctx, tenantId, userId));
}

const HISTORY_MAX = 100;

export async function visitorHistory(ctx: AppContext, tenantId: string, userId: string): Promise<RestVisitorHistory> {
  const v = await tenantVisitor(ctx, tenantId, userId);
  const k = ctx.db.kysely;
  const [sessions, tickets] = await Promise.all([
    k
      .selectFrom('sessions')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('visitor_id', '=', v.id)
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
    k
      .selectFrom('tickets')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('visitor_id', '=', v.id)
      .orderBy('id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
  ]);
  return { conversations: await summarize(ctx, sessions), tickets: await ticketSummaries(ctx, k, tickets) };
}
