import { SenderType, TicketStatus } from '@parley/protocol';
import type { Db } from '../../packages/server/src/platform/db/database.js';
import type { NewMessage } from '../../packages/server/src/platform/db/schema.js';
import { addDays, localDayStart } from '../../packages/server/src/domains/reports/zoneTime.js';

/*
 * A workspace's worth of report data written straight into the tables (a benchmark's and a screenshot's data, not
 * the product's write path): conversations with their messages, ratings, tickets with their status changes, the
 * robot's unanswered questions, agents and groups. Arrivals follow office hours in the workspace's time zone.
 */

export interface GenerateOptions {
  tenantId: string;
  channelIds: string[];
  zone: string;
  /** The last generated day (local); data covers `days` days up to and including it. */
  lastDay: string;
  days: number;
  conversations: number;
  messages: number;
  ratings: number;
  tickets: number;
  unanswered: number;
  /** Seed of the pseudo-random numbers, so two runs write the same data. */
  seed?: number;
  log?: (line: string) => void;
}

const MIN = 60_000;
const AGENTS = ['Lin Wei', 'Sofia Marques', 'James Carter', 'Chen Jing', 'Amara Okafor', 'Lukas Becker', 'Yuki Tanaka', 'Priya Nair'];
const GROUPS = ['Sales', 'Support', 'Billing'];
const COMMENTS = [
  'Quick and friendly, thank you!',
  'Solved my problem in two minutes.',
  'Had to wait a bit but the answer was right.',
  '客服很耐心，问题解决了',
  '回复很快，非常满意',
  'The agent did not understand my question.',
  'Great help with my refund.',
  '等了很久才有人回复',
  'Clear explanation of the delivery options.',
  'Would be nice to have this in the FAQ.',
];
const QUESTIONS = [
  'Do you ship to Norway?',
  'Can I pay with Alipay?',
  'How do I change my delivery address?',
  '可以开发票吗？',
  'Do you have a student discount?',
  'Where is my refund?',
  'Can I pick up in store?',
  '周末发货吗？',
  'Is the warranty valid abroad?',
  'How do I delete my account?',
  'Do you sell gift cards?',
  'What is the battery life?',
];
// Share of arrivals per local hour (office hours, a lunch dip, an evening tail) and per weekday (Monday first).
const HOURS = [1, 0.6, 0.4, 0.3, 0.3, 0.5, 1, 2, 5, 8, 9, 8.5, 6, 7, 8.5, 8.5, 8, 7, 5, 4, 3.5, 3, 2.5, 1.6];
const WEEKDAYS = [1.15, 1.1, 1.05, 1, 0.95, 0.6, 0.5];

/** mulberry32: small, fast, seedable. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickWeighted(rnd: () => number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let r = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    r -= weights[i]!;
    if (r < 0) return i;
  }
  return weights.length - 1;
}

/** A log-normal duration around a median (ms). */
const lognormal = (rnd: () => number, median: number, spread: number) => {
  const z = Math.sqrt(-2 * Math.log(rnd() || 1e-9)) * Math.cos(2 * Math.PI * rnd());
  return Math.round(median * Math.exp(spread * z));
};

async function inBatches<T>(rows: T[], size: number, write: (batch: T[]) => Promise<void>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function generateReportData(db: Db['kysely'], o: GenerateOptions): Promise<void> {
  const rnd = random(o.seed ?? 31);
  const log = o.log ?? (() => undefined);
  const now = Date.now();
  await db.updateTable('tenants').set({ time_zone: o.zone }).where('id', '=', o.tenantId).execute();

  const agentIds: number[] = [];
  for (const [i, nickname] of AGENTS.entries()) {
    const email = `${nickname.toLowerCase().replace(/\W+/g, '.')}@${o.tenantId}.example`;
    const row = await db
      .insertInto('agents')
      .values({
        tenant_id: o.tenantId,
        email,
        password_hash: '!',
        nickname,
        role: 'agent',
        capacity: 5,
        created_at: now,
        presence: i < 5 ? 'online' : i < 6 ? 'busy' : 'offline',
        last_active_at: now + 3_600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    agentIds.push(Number(row.id));
  }
  const groupIds: string[] = [];
  for (const name of GROUPS) {
    const row = await db
      .insertInto('groups')
      .values({ tenant_id: o.tenantId, name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    groupIds.push(String(row.id));
  }

  // Day starts in the zone, and each conversation's day weighted by weekday.
  const firstDay = addDays(o.lastDay, -(o.days - 1));
  const dayStarts = Array.from({ length: o.days + 1 }, (_, i) => localDayStart(addDays(firstDay, i), o.zone));
  const dayWeights = dayStarts.slice(0, -1).map((start) => WEEKDAYS[(new Date(start + 12 * 3_600_000).getUTCDay() + 6) % 7]!);

  log(`conversations: ${o.conversations}`);
  type Plan = {
    start: number;
    end: number;
    queued: number | null;
    assigned: number | null;
    reply: number | null;
    agent: number | null;
    group: string | null;
    channel: string;
    messages: number;
    transfers: number;
  };
  const plans: Plan[] = [];
  const msgsPer = o.messages / o.conversations;
  for (let i = 0; i < o.conversations; i++) {
    const d = pickWeighted(rnd, dayWeights);
    const hour = pickWeighted(rnd, HOURS);
    const start = Math.min(dayStarts[d]! + hour * 3_600_000 + Math.floor(rnd() * 3_600_000), dayStarts[d + 1]! - 1000);
    const channel =
      o.channelIds[
        pickWeighted(
          rnd,
          o.channelIds.map((_, k) => 1 / (k + 1)),
        )
      ]!;
    const r = rnd();
    const group = groupIds[pickWeighted(rnd, [3, 5, 2])]!;
    let plan: Plan;
    const messages = Math.max(1, Math.round(msgsPer * (0.4 + rnd() * 1.2)));
    if (r < 0.42) {
      plan = {
        start,
        end: start + lognormal(rnd, 3 * MIN, 0.6),
        queued: null,
        assigned: null,
        reply: null,
        agent: null,
        group: null,
        channel,
        messages,
        transfers: 0,
      };
    } else if (r < 0.5) {
      const queued = start + lognormal(rnd, 2 * MIN, 0.5);
      plan = {
        start,
        end: queued + lognormal(rnd, 4 * MIN, 0.7),
        queued,
        assigned: null,
        reply: null,
        agent: null,
        group,
        channel,
        messages: Math.min(messages, 4),
        transfers: 0,
      };
    } else {
      const queued = rnd() < 0.8 ? start + lognormal(rnd, MIN, 0.5) : null;
      const assigned = (queued ?? start + MIN) + (queued ? lognormal(rnd, 40_000, 1) : 0);
      const reply = assigned + lognormal(rnd, 35_000, 0.9);
      plan = {
        start,
        end: assigned + lognormal(rnd, 11 * MIN, 0.7),
        queued,
        assigned,
        reply,
        agent: agentIds[pickWeighted(rnd, [6, 5, 5, 4, 4, 3, 2, 1])]!,
        group,
        channel,
        messages,
        transfers: rnd() < 0.06 ? 1 : 0,
      };
    }
    plans.push(plan);
  }
  plans.sort((a, b) => a.start - b.start);
  // The newest few are still going.
  const open = new Set(plans.slice(-5).map((_, k) => plans.length - 1 - k));

  const sessionIds: number[] = [];
  await inBatches(
    plans.map((p, i) => ({ p, i })),
    500,
    async (batch) => {
      const visitors = await db
        .insertInto('visitors')
        .values(
          batch.map(({ p, i }) => ({
            tenant_id: o.tenantId,
            channel_id: p.channel,
            user_id: `ubench${o.seed ?? 31}x${i}`,
            created_at: p.start,
            last_seen_at: p.end,
          })),
        )
        .returning(['id', 'user_id'])
        .execute();
      const visitorOf = new Map(visitors.map((v) => [v.user_id, Number(v.id)]));
      const rows = batch.map(({ p, i }) => {
        const still = open.has(i) || p.end > now;
        return {
          tenant_id: o.tenantId,
          channel_id: p.channel,
          visitor_id: visitorOf.get(`ubench${o.seed ?? 31}x${i}`)!,
          agent_id: p.agent,
          group_id: p.group,
          status: still ? (p.agent ? 2 : p.queued ? 3 : 1) : 0,
          out_type: still ? null : 1,
          started_at: p.start,
          ended_at: still ? null : p.end,
          queued_at: still && p.queued && !p.agent ? p.queued : null,
          first_queued_at: p.queued,
          assigned_at: p.assigned,
          transfers: p.transfers,
          // What closeSession rolls up when a conversation ends.
          message_count: still ? null : p.messages,
          first_response_at: still ? null : p.reply,
        };
      });
      const ids = await db.insertInto('sessions').values(rows).returning(['id', 'visitor_id']).execute();
      const byVisitor = new Map(ids.map((r) => [Number(r.visitor_id), Number(r.id)]));
      for (const r of rows) sessionIds.push(byVisitor.get(r.visitor_id)!);
    },
  );

  log(`messages: ~${o.messages}`);
  let pending: NewMessage[] = [];
  const flush = async () => {
    if (pending.length) await db.insertInto('messages').values(pending).execute();
    pending = [];
  };
  const visitorOfSession = new Map<number, number>();
  const vrows = await db.selectFrom('sessions').select(['id', 'visitor_id']).where('tenant_id', '=', o.tenantId).execute();
  for (const r of vrows) visitorOfSession.set(Number(r.id), Number(r.visitor_id));
  for (const [i, p] of plans.entries()) {
    const sessionId = sessionIds[i]!;
    const span = Math.max(1000, p.end - p.start);
    for (let m = 0; m < p.messages; m++) {
      let sender: number = m % 2 === 0 ? SenderType.VISITOR : p.agent ? SenderType.AGENT : SenderType.ROBOT;
      let at = p.start + Math.floor((span * m) / p.messages);
      if (p.agent && p.reply && m === 1) at = p.reply;
      else if (p.agent && p.assigned && sender === SenderType.AGENT && at <= p.reply!) sender = SenderType.VISITOR;
      pending.push({
        tenant_id: o.tenantId,
        session_id: sessionId,
        visitor_id: visitorOfSession.get(sessionId)!,
        sender_type: sender,
        sender_id: sender === SenderType.AGENT ? p.agent : null,
        sender_name: '',
        msg_type: 1,
        content: 'Message text of a generated conversation',
        extra: '{}',
        client_id: null,
        recall_flag: 0,
        inside_flag: 0,
        sensitive_flag: 0,
        created_at: at,
      });
      if (pending.length >= 1000) await flush();
    }
  }
  await flush();

  log(`ratings: ${o.ratings}`);
  const rated = plans.map((p, i) => ({ p, i })).filter(({ p }) => p.agent && p.end < now);
  const ratingRows = [];
  for (let k = 0; k < Math.min(o.ratings, rated.length); k++) {
    const { p, i } = rated[Math.floor((k * rated.length) / Math.min(o.ratings, rated.length))]!;
    const star = 5 - pickWeighted(rnd, [56, 24, 9, 5, 6]);
    ratingRows.push({
      tenant_id: o.tenantId,
      session_id: sessionIds[i]!,
      visitor_id: visitorOfSession.get(sessionIds[i]!)!,
      agent_id: p.agent,
      target: 'agent',
      star,
      solved: star >= 3 ? 1 : 0,
      tags: '[]',
      comment: rnd() < 0.25 ? COMMENTS[(star >= 4 ? 0 : 5) + Math.floor(rnd() * 5)]! : '',
      created_at: p.end + 30_000,
    });
  }
  await inBatches(ratingRows, 1000, async (b) => void (await db.insertInto('evaluations').values(b).execute()));

  log(`tickets: ${o.tickets}`);
  const template = await db.selectFrom('ticket_templates').select('id').where('tenant_id', '=', o.tenantId).executeTakeFirst();
  const span = dayStarts.at(-1)! - dayStarts[0]!;
  const ticketPlans = Array.from({ length: o.tickets }, (_, k) => {
    const created = dayStarts[0]! + Math.floor((span * k) / o.tickets) + Math.floor(rnd() * 60_000);
    const answered = created + lognormal(rnd, 50 * MIN, 0.8);
    const resolved = answered + lognormal(rnd, 6 * 60 * MIN, 0.8);
    const reopened = rnd() < 0.07 ? resolved + lognormal(rnd, 24 * 60 * MIN, 0.5) : null;
    const changes: [number, number][] = [[TicketStatus.ACCEPTED, answered]];
    if (resolved < now) changes.push([TicketStatus.RESOLVED, resolved]);
    if (reopened && reopened < now && resolved < now) changes.push([TicketStatus.WAITING_REPLY, reopened]);
    return { created, answered, resolved, changes: changes.filter(([, at]) => at < now) };
  });
  await inBatches(ticketPlans, 500, async (batch) => {
    const ids = await db
      .insertInto('tickets')
      .values(
        batch.map((t, k) => ({
          tenant_id: o.tenantId,
          channel_id: o.channelIds[k % o.channelIds.length]!,
          visitor_id: visitorOfSession.values().next().value!,
          template_id: template?.id ?? '',
          type_name: 'Support request',
          title: 'Generated ticket',
          content: 'x',
          files: '[]',
          custom_fields: '[]',
          customer_name: '',
          customer_email: '',
          customer_phone: '',
          status: t.changes.at(-1)?.[0] ?? TicketStatus.NOT_ACCEPTED,
          priority: 1,
          assignee_agent_id: agentIds[k % agentIds.length]!,
          assignee_group_id: groupIds[k % groupIds.length]!,
          start_way: 1,
          first_response_minutes: 60,
          resolution_minutes: 8 * 60,
          sla_elapsed_ms: 0,
          sla_running_since: null,
          first_response_elapsed_ms: t.answered < now ? t.answered - t.created : null,
          resolved_elapsed_ms: t.resolved < now ? t.resolved - t.created : null,
          link_version: 0,
          visitor_read_handle_id: 0,
          rating_star: null,
          rating_comment: null,
          rated_at: null,
          created_at: t.created,
          updated_at: t.changes.at(-1)?.[1] ?? t.created,
        })),
      )
      .returning('id')
      .execute();
    const handles = batch.flatMap((t, k) =>
      t.changes.map(([status, at]) => ({
        tenant_id: o.tenantId,
        ticket_id: ids[k]!.id,
        handle_type: 1,
        status_after: status,
        content: 'x',
        files: '[]',
        author: 'agent',
        author_name: '',
        agent_id: null,
        created_at: at,
      })),
    );
    if (handles.length) await db.insertInto('ticket_handles').values(handles).execute();
  });

  log(`unanswered questions: ${o.unanswered}`);
  const robots = await db.selectFrom('channels').select(['id', 'robot_no']).where('id', 'in', o.channelIds).execute();
  const unanswered = Array.from({ length: o.unanswered }, (_, k) => {
    const q =
      QUESTIONS[
        pickWeighted(
          rnd,
          QUESTIONS.map((_, j) => 1 / (j + 1)),
        )
      ]!;
    return {
      tenant_id: o.tenantId,
      robot_no: robots[k % robots.length]!.robot_no,
      question: q,
      question_key: q.toLowerCase(),
      answer_type: k % 3 === 0 ? 2 : 0,
      created_at: dayStarts[0]! + Math.floor(rnd() * span),
    };
  });
  await inBatches(unanswered, 1000, async (b) => void (await db.insertInto('robot_unanswered').values(b).execute()));
}
