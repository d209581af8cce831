import { sql, type Kysely } from 'kysely';
import { AGENT_GONE_AFTER_MS, REPORT_TOP_UNANSWERED, SenderType, TicketStatus, UserStatus, Presence } from '@parley/protocol';
import { effectivePresence } from '../agents/presence.js';
import type { Database } from '../../platform/db/schema.js';
import type { Db } from '../../platform/db/database.js';
import { columnAgg, columnValues, type Column } from '../../platform/db/columnar.js';
import { sessionFactOf, type Period, type RatingFact, type SessionFact, type TicketFact } from './figures.js';

/*
 * The facts of a period, read the same way on SQLite and PostgreSQL (plain SQL, no dialect's date functions:
 * local days are instants computed in zoneTime.ts). Every query is scoped by the tenant.
 */

export interface ReportFilter {
  tenantId: string;
  channelId?: string | undefined;
  groupId?: string | undefined;
  agentId?: number | undefined;
}

type Q = Kysely<Database>;
/** What the fact queries need of the database: its dialect picks the column aggregate (platform/db/columnar). */
export type ReportDb = Pick<Db, 'kysely' | 'dialect'>;

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * A conversation's columns; its later instants relative to its start: small numbers are parsed without an
 * allocation each, where 100,000 instants of 13 digits cost a heap number apiece (about a tenth of a large report).
 */
const SESSION_COLUMNS = {
  id: sql.ref('s.id'),
  channel_id: sql.ref('s.channel_id'),
  group_id: sql.ref('s.group_id'),
  agent_id: sql.ref('s.agent_id'),
  started_at: sql.ref('s.started_at'),
  ended: sql`s.ended_at - s.started_at`,
  queued: sql`s.first_queued_at - s.started_at`,
  assigned: sql`s.assigned_at - s.started_at`,
  transfers: sql.ref('s.transfers'),
  message_count: sql.ref('s.message_count'),
  first_response: sql`s.first_response_at - s.started_at`,
} as const;

/** Conversations that started in the period (the first agent reply and the message count read with each). */
export async function sessionFacts(db: ReportDb, f: ReportFilter, p: Period): Promise<SessionFact[]> {
  const col = await sessionColumns(db, f, p);
  // Ended sessions carry their rollups (closeSession); open ones, and those from before them, are counted from
  // their messages in a second query. Not a subquery per row: PostgreSQL costs it for every row of a large period
  // and spends most of the time compiling the plan (JIT) for subqueries that run for a handful.
  const counted = await messageRollups(db.kysely, col.id.filter((_, i) => col.message_count[i] === null).map(Number));
  return col.started_at.map((started, i) => {
    const id = Number(col.id[i]);
    const c = col.message_count[i] === null ? counted.get(id) : undefined;
    const groupId = col.group_id[i];
    const startedAt = Number(started);
    return sessionFactOf(
      {
        id,
        channelId: String(col.channel_id[i]),
        groupId: groupId === null ? null : String(groupId),
        agentId: num(col.agent_id[i]),
        startedAt,
        transfers: Number(col.transfers[i]),
        messages: c ? c.messages : Number(col.message_count[i]),
      },
      num(col.ended[i]),
      num(col.queued[i]),
      num(col.assigned[i]),
      c ? (c.firstResponseAt === null ? null : c.firstResponseAt - startedAt) : num(col.first_response[i]),
    );
  });
}

type SessionColumns = Record<keyof typeof SESSION_COLUMNS, Column>;

async function sessionColumns(db: ReportDb, f: ReportFilter, p: Period): Promise<SessionColumns> {
  let query = db.kysely
    .selectFrom('sessions as s')
    .where('s.tenant_id', '=', f.tenantId)
    .where('s.started_at', '>=', p.start)
    .where('s.started_at', '<', p.end);
  if (f.channelId) query = query.where('s.channel_id', '=', f.channelId);
  if (f.groupId) query = query.where('s.group_id', '=', f.groupId);
  if (f.agentId) query = query.where('s.agent_id', '=', f.agentId);
  const names = Object.keys(SESSION_COLUMNS) as (keyof typeof SESSION_COLUMNS)[];
  const row = (await query.select(names.map((c) => columnAgg(db.dialect, SESSION_COLUMNS[c]).as(c))).executeTakeFirstOrThrow()) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(names.map((c) => [c, columnValues(row[c])])) as SessionColumns;
}

const ROLLUP_CHUNK = 500;

/** What closeSession rolls up, counted from the messages of sessions that have not ended. */
async function messageRollups(q: Q, ids: number[]) {
  const out = new Map<number, { firstResponseAt: number | null; messages: number }>();
  for (let i = 0; i < ids.length; i += ROLLUP_CHUNK) {
    const rows = await q
      .selectFrom('messages as m')
      .innerJoin('sessions as s', 's.id', 'm.session_id')
      .where('m.session_id', 'in', ids.slice(i, i + ROLLUP_CHUNK))
      .groupBy('m.session_id')
      .select([
        'm.session_id',
        // The first agent message after an agent first took it (null while none has, or none took it).
        sql<
          number | null
        >`min(case when m.sender_type = ${SenderType.AGENT} and m.inside_flag = 0 and m.created_at > s.assigned_at then m.created_at end)`.as(
          'first_response_at',
        ),
        sql<number>`sum(case when m.sender_type <> ${SenderType.SYSTEM} and m.inside_flag = 0 then 1 else 0 end)`.as('messages'),
      ])
      .execute();
    for (const r of rows) out.set(Number(r.session_id), { firstResponseAt: num(r.first_response_at), messages: Number(r.messages) });
  }
  // A session without messages yet: no reply, none counted.
  for (const id of ids) if (!out.has(id)) out.set(id, { firstResponseAt: null, messages: 0 });
  return out;
}

const RATING_COLUMNS = {
  star: 'e.star',
  comment: 'e.comment',
  created_at: 'e.created_at',
  agent_id: 'e.agent_id',
  channel_id: 's.channel_id',
  group_id: 's.group_id',
} as const;

/** Star ratings given in the period, with the conversation's channel and group. */
export async function ratingFacts(db: ReportDb, f: ReportFilter, p: Period): Promise<RatingFact[]> {
  let query = db.kysely
    .selectFrom('evaluations as e')
    .innerJoin('sessions as s', 's.id', 'e.session_id')
    .where('e.tenant_id', '=', f.tenantId)
    .where('e.created_at', '>=', p.start)
    .where('e.created_at', '<', p.end)
    .where('e.star', 'is not', null);
  if (f.channelId) query = query.where('s.channel_id', '=', f.channelId);
  if (f.groupId) query = query.where('s.group_id', '=', f.groupId);
  if (f.agentId) query = query.where('e.agent_id', '=', f.agentId);
  const names = Object.keys(RATING_COLUMNS) as (keyof typeof RATING_COLUMNS)[];
  const row = (await query.select(names.map((c) => columnAgg(db.dialect, RATING_COLUMNS[c]).as(c))).executeTakeFirstOrThrow()) as Record<
    string,
    unknown
  >;
  const col = Object.fromEntries(names.map((c) => [c, columnValues(row[c])])) as Record<keyof typeof RATING_COLUMNS, Column>;
  return col.star.map((star, i) => {
    const groupId = col.group_id[i];
    return {
      star: Number(star),
      comment: String(col.comment[i] ?? ''),
      createdAt: Number(col.created_at[i]),
      agentId: num(col.agent_id[i]),
      channelId: String(col.channel_id[i]),
      groupId: groupId === null ? null : String(groupId),
    };
  });
}

/**
 * Tickets that matter to a period ending at `end`: made before it and not already finished before `since` (a
 * ticket done before the earliest period and never changed since counts nowhere). Their status changes with them.
 */
export async function ticketFacts(db: ReportDb, f: ReportFilter, since: number, end: number): Promise<TicketFact[]> {
  const q = db.kysely;
  let query = q.selectFrom('tickets as t').where('t.tenant_id', '=', f.tenantId).where('t.created_at', '<', end);
  if (f.channelId) query = query.where('t.channel_id', '=', f.channelId);
  if (f.groupId) query = query.where('t.assignee_group_id', '=', f.groupId);
  if (f.agentId) query = query.where('t.assignee_agent_id', '=', f.agentId);
  query = query.where((eb) =>
    eb.or([eb('t.status', 'not in', [TicketStatus.RESOLVED, TicketStatus.ENDED, TicketStatus.CLOSED]), eb('t.updated_at', '>=', since)]),
  );
  const tickets = await query
    .select([
      't.id',
      't.created_at',
      't.first_response_minutes',
      't.resolution_minutes',
      't.first_response_elapsed_ms',
      't.resolved_elapsed_ms',
    ])
    .execute();
  const changes = new Map<number, { at: number; status: number }[]>();
  for (const t of tickets) changes.set(Number(t.id), []);
  if (tickets.length) {
    // Only the handles that changed the status matter; one pass over the period's tenant rows, in order.
    const handles = await q
      .selectFrom('ticket_handles')
      .select(['ticket_id', 'status_after', 'created_at'].map((c) => columnAgg(db.dialect, c, 'id').as(c)))
      .where('tenant_id', '=', f.tenantId)
      .where('created_at', '<', end)
      .executeTakeFirstOrThrow();
    const [ticketIds, statuses, times] = [handles.ticket_id, handles.status_after, handles.created_at].map(columnValues) as [
      Column,
      Column,
      Column,
    ];
    ticketIds.forEach((ticketId, i) => {
      const list = changes.get(Number(ticketId));
      const status = Number(statuses[i]);
      if (list && list.at(-1)?.status !== status) list.push({ at: Number(times[i]), status });
    });
  }
  return tickets.map((t) => ({
    createdAt: Number(t.created_at),
    firstResponseMinutes: Number(t.first_response_minutes),
    resolutionMinutes: Number(t.resolution_minutes),
    firstResponseElapsedMs: num(t.first_response_elapsed_ms),
    resolvedElapsedMs: num(t.resolved_elapsed_ms),
    changes: changes.get(Number(t.id))!,
  }));
}

/** The robot's most asked questions without an answer in the period, per channel's robot. */
export async function topUnanswered(q: Q, f: ReportFilter, p: Period) {
  let channels = q.selectFrom('channels').select(['id', 'robot_no']).where('tenant_id', '=', f.tenantId);
  if (f.channelId) channels = channels.where('id', '=', f.channelId);
  const robots = new Map((await channels.execute()).map((c) => [c.robot_no, c.id]));
  if (robots.size === 0) return [];
  const rows = await q
    .selectFrom('robot_unanswered')
    .select((eb) => ['robot_no', 'question_key', eb.fn.countAll<number>().as('n'), eb.fn.max('question').as('question')])
    .where('tenant_id', '=', f.tenantId)
    .where('robot_no', 'in', [...robots.keys()])
    .where('created_at', '>=', p.start)
    .where('created_at', '<', p.end)
    .groupBy(['robot_no', 'question_key'])
    .orderBy('n', 'desc')
    .orderBy('question_key')
    .limit(REPORT_TOP_UNANSWERED)
    .execute();
  return rows.map((r) => ({ question: r.question, count: Number(r.n), robotNo: r.robot_no, channelId: robots.get(r.robot_no)! }));
}

/** Names for the tables' rows. */
export async function names(q: Q, tenantId: string) {
  const [agents, groups, channels] = await Promise.all([
    q.selectFrom('agents').select(['id', 'nickname']).where('tenant_id', '=', tenantId).execute(),
    q.selectFrom('groups').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
    q.selectFrom('channels').select(['id', 'name']).where('tenant_id', '=', tenantId).execute(),
  ]);
  return {
    agents: new Map(agents.map((a) => [Number(a.id), a.nickname])),
    groups: new Map(groups.map((g) => [String(g.id), g.name])),
    channels: new Map(channels.map((c) => [c.id, c.name])),
  };
}

/** What is happening now: agents by presence as others see it (deactivated ones aside), the queue and its oldest, live conversations. */
export async function liveFacts(q: Q, tenantId: string, now: number) {
  const [agents, sessions] = await Promise.all([
    q
      .selectFrom('agents')
      .select(['presence', 'last_active_at'])
      .where('tenant_id', '=', tenantId)
      .where('deactivated_at', 'is', null)
      .where('presence', '<>', Presence.OFFLINE)
      .execute(),
    q
      .selectFrom('sessions')
      .select((eb) => ['status', eb.fn.countAll<number>().as('n'), eb.fn.min('queued_at').as('oldest')])
      .where('tenant_id', '=', tenantId)
      .where('status', 'in', [UserStatus.ROBOT, UserStatus.AGENT, UserStatus.QUEUED])
      .groupBy('status')
      .execute(),
  ]);
  const presence = agents.map((a) => effectivePresence(a.presence, Number(a.last_active_at), now, AGENT_GONE_AFTER_MS));
  const byStatus = new Map(sessions.map((r) => [Number(r.status), r]));
  return {
    agentsOnline: presence.filter((p) => p === Presence.ONLINE).length,
    agentsAway: presence.filter((p) => p === Presence.BUSY).length,
    queued: Number(byStatus.get(UserStatus.QUEUED)?.n ?? 0),
    longestWaitSince: num(byStatus.get(UserStatus.QUEUED)?.oldest),
    inProgress: Number(byStatus.get(UserStatus.AGENT)?.n ?? 0),
    withRobot: Number(byStatus.get(UserStatus.ROBOT)?.n ?? 0),
  };
}
