import { SenderType, parseJsonOr, type ConversationDetail, type ConversationSummary, type VisitorProfile } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Session, Visitor } from '../../platform/db/schema.js';
import { toChatMessage } from './messageView.js';

/** Console views of sessions: what the inbox lists and what the conversation header and visitor panel show. */
export async function summarize(ctx: AppContext, sessions: readonly Session[]): Promise<ConversationSummary[]> {
  if (sessions.length === 0) return [];
  const k = ctx.db.kysely;
  const visitorIds = [...new Set(sessions.map((s) => s.visitor_id))];
  const agentIds = [...new Set(sessions.map((s) => s.agent_id).filter((a): a is number => a != null))];
  const sessionIds = sessions.map((s) => s.id);
  const [visitors, agents, lastIds, unread, ratings] = await Promise.all([
    k.selectFrom('visitors').select(['id', 'user_id', 'name', 'email', 'phone', 'read_msg_id']).where('id', 'in', visitorIds).execute(),
    agentIds.length ? k.selectFrom('agents').select(['id', 'nickname']).where('id', 'in', agentIds).execute() : Promise.resolve([]),
    k
      .selectFrom('messages')
      .select((eb) => ['session_id', eb.fn.max('id').as('last')])
      .where('session_id', 'in', sessionIds)
      .where('inside_flag', '=', 0)
      .groupBy('session_id')
      .execute(),
    k
      .selectFrom('messages')
      .innerJoin('sessions', 'sessions.id', 'messages.session_id')
      .select((eb) => ['messages.session_id', eb.fn.countAll().as('n')])
      .where('messages.session_id', 'in', sessionIds)
      .where('messages.sender_type', '=', SenderType.VISITOR)
      .whereRef('messages.id', '>', 'sessions.agent_read_msg_id')
      .groupBy('messages.session_id')
      .execute(),
    k.selectFrom('evaluations').select(['session_id', 'star', 'solved', 'comment', 'tags']).where('session_id', 'in', sessionIds).execute(),
  ]);
  const ratingBySession = new Map(ratings.map((r) => [Number(r.session_id), r]));
  const lastMsgIds = lastIds.map((r) => Number(r.last)).filter((n) => n > 0);
  const lastRows = lastMsgIds.length ? await k.selectFrom('messages').selectAll().where('id', 'in', lastMsgIds).execute() : [];
  const byVisitor = new Map(visitors.map((v) => [Number(v.id), v]));
  const byAgent = new Map(agents.map((a) => [Number(a.id), a.nickname]));
  const lastBySession = new Map(lastRows.map((m) => [Number(m.session_id), m]));
  const unreadBySession = new Map(unread.map((u) => [Number(u.session_id), Number(u.n)]));
  return sessions.map((s) => {
    const v = byVisitor.get(Number(s.visitor_id));
    const last = lastBySession.get(Number(s.id));
    return {
      sessionId: Number(s.id),
      channelId: s.channel_id,
      status: s.status,
      agentId: s.agent_id == null ? null : Number(s.agent_id),
      agentNick: s.agent_id == null ? '' : (byAgent.get(Number(s.agent_id)) ?? ''),
      groupId: s.group_id,
      startedAt: Number(s.started_at),
      endedAt: s.ended_at == null ? null : Number(s.ended_at),
      queuedAt: s.queued_at == null ? null : Number(s.queued_at),
      visitor: { userId: v?.user_id ?? '', name: v?.name ?? '', email: v?.email ?? '', phone: v?.phone ?? '' },
      lastMessage: last ? toChatMessage(last) : null,
      unread: unreadBySession.get(Number(s.id)) ?? 0,
      visitorReadMsgId: Number(v?.read_msg_id ?? 0),
      rating: ratingOf(ratingBySession.get(Number(s.id))),
    };
  });
}

export async function summarizeOne(ctx: AppContext, session: Session): Promise<ConversationSummary> {
  const [one] = await summarize(ctx, [session]);
  return one!;
}

export async function visitorProfile(ctx: AppContext, visitor: Visitor): Promise<VisitorProfile> {
  const previous = await ctx.db.kysely
    .selectFrom('sessions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('visitor_id', '=', visitor.id)
    .where('status', '=', 0)
    .executeTakeFirst();
  const obj = (json: string) => {
    const v = parseJsonOr<unknown>(json, {});
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  };
  return {
    userId: visitor.user_id,
    name: visitor.name,
    email: visitor.email,
    phone: visitor.phone,
    params: obj(visitor.params),
    formParams: obj(visitor.form_params),
    locale: visitor.locale,
    userAgent: visitor.user_agent,
    pageUrl: visitor.previous_url,
    refer: visitor.refer,
    firstSeenAt: Number(visitor.created_at),
    lastSeenAt: Number(visitor.last_seen_at),
    previousSessions: Number(previous?.n ?? 0),
  };
}

export async function detail(ctx: AppContext, session: Session): Promise<ConversationDetail> {
  const visitor = await ctx.db.kysely.selectFrom('visitors').selectAll().where('id', '=', session.visitor_id).executeTakeFirstOrThrow();
  return { ...(await summarizeOne(ctx, session)), visitorProfile: await visitorProfile(ctx, visitor) };
}

function ratingOf(
  r: { star: number | null; solved: number | null; comment: string; tags: string } | undefined,
): ConversationSummary['rating'] {
  if (!r) return null;
  const tags = parseJsonOr<unknown>(r.tags, []);
  return { star: r.star, solved: r.solved, comment: r.comment, tags: Array.isArray(tags) ? tags.map(String) : [] };
}
