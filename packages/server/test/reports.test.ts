import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPath,
  AGENT_GONE_AFTER_MS,
  ConsolePath,
  ReportPath,
  SenderType,
  TicketStatus,
  VisitorPath,
  type ReportLive,
  type ReportOverview,
} from '@parley/protocol';
import { localDayStart, localTime } from '../src/domains/reports/zoneTime.js';
import { sessionFacts } from '../src/domains/reports/reportQueries.js';
import { closeLapsedSpans } from '../src/domains/agents/presenceSpans.js';
import { touchAgent } from '../src/domains/agents/agentStore.js';
import { createAgent, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe.each(dialects)('reports on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const overview = async (query: string, who = admin) => {
    const res = await who.get(`${ReportPath.overview}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as ReportOverview;
  };
  const setZone = (zone: string) => t.ctx.db.kysely.updateTable('tenants').set({ time_zone: zone }).where('id', '=', 'demo').execute();

  it('S-RP3 S-RP4 S-RP8 the conversation write path keeps the first queue time, the first agent and the transfers; the live panel counts now', async () => {
    await setZone('Asia/Shanghai');
    const agent = await createAgent(t, admin, { capacity: 1 });
    await setPresence(agent, 'online');
    const v1 = await newVisitor(t);
    await v1.call(VisitorPath.transferAgent);
    const v2 = await newVisitor(t);
    expect((await v2.call(VisitorPath.transferAgent)).data.status).toBe(3);
    const live = (await admin.get(ReportPath.live)).json().data as ReportLive;
    expect(live).toMatchObject({ queued: 1, inProgress: 1, longestWaitSince: t.clock.now });
    expect(live.agentsOnline).toBeGreaterThanOrEqual(1);

    t.clock.advance(3 * MIN);
    const mine = async (who: AgentSession) => (await who.get(`${ConsolePath.conversations}?status=active`)).json().data;
    const [first] = await mine(agent);
    expect((await agent.post(ConsolePath.close(first.sessionId))).statusCode).toBe(200);
    // The freed seat takes v2 after 3 minutes in the queue; the agent answers a minute later.
    const [second] = await mine(agent);
    t.clock.advance(MIN);
    await agent.post(ConsolePath.messages(second.sessionId), { msgContent: 'Hello, how can I help?' });
    await setPresence(admin, 'online');
    expect((await agent.post(ConsolePath.transfer(second.sessionId), { agentId: admin.agentId })).statusCode).toBe(200);

    const today = localTime(t.clock.now, 'Asia/Shanghai').date;
    const r = await overview(`from=${today}&to=${today}`);
    expect(r.timeZone).toBe('Asia/Shanghai');
    expect(r.current).toMatchObject({
      started: 2,
      handed: 2,
      transfers: 1,
      waitMedianMs: 0,
      waitP90Ms: 3 * MIN,
      firstResponseMedianMs: MIN,
    });
    const byAgent = new Map(r.agents.map((a) => [a.agentId, a]));
    expect(byAgent.get(agent.agentId)).toMatchObject({ conversations: 1, transfersOut: 0 });
    expect(byAgent.get(admin.agentId)).toMatchObject({ conversations: 1, transfersOut: 1, firstResponseMedianMs: MIN });
    await setPresence(admin, 'offline');
    await setPresence(agent, 'offline');
  });

  it('S-RP1 S-RP2 S-RP3 S-RP5 S-RP6 figures of hand-made rows: a clock-change day, over midnight, the previous period, filters', async () => {
    const zone = 'Europe/Berlin';
    await setZone(zone);
    const k = t.ctx.db.kysely;
    const day = localDayStart('2026-03-29', zone); // 23 hours long
    const next = localDayStart('2026-03-30', zone);
    const before = localDayStart('2026-03-28', zone);
    const visitor = await k.selectFrom('visitors').select('id').executeTakeFirstOrThrow();
    const agentId = admin.agentId;
    const addSession = async (s: { channel?: string; start: number; end?: number; queued?: number; assigned?: number; agent?: number }) =>
      Number(
        (
          await k
            .insertInto('sessions')
            .values({
              tenant_id: 'demo',
              channel_id: s.channel ?? 'demo',
              visitor_id: visitor.id,
              agent_id: s.agent ?? null,
              group_id: null,
              status: s.end ? 0 : 1,
              out_type: null,
              started_at: s.start,
              ended_at: s.end ?? null,
              first_queued_at: s.queued ?? null,
              assigned_at: s.assigned ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const addMessage = async (sessionId: number, senderType: number, at: number, inside = 0) =>
      k
        .insertInto('messages')
        .values({
          tenant_id: 'demo',
          session_id: sessionId,
          visitor_id: visitor.id,
          sender_type: senderType,
          sender_id: senderType === SenderType.AGENT ? agentId : null,
          sender_name: '',
          msg_type: 1,
          content: 'x',
          extra: '{}',
          client_id: null,
          recall_flag: 0,
          inside_flag: inside,
          sensitive_flag: 0,
          created_at: at,
        })
        .execute();
    // The robot alone, at 03:30 local on the change day.
    const robot = await addSession({ start: day + 2.5 * HOUR, end: day + 2.6 * HOUR });
    await addMessage(robot, SenderType.VISITOR, day + 2.5 * HOUR);
    await addMessage(robot, SenderType.ROBOT, day + 2.5 * HOUR);
    // Over midnight: queued 5 minutes from 23:40, the welcome text at the take, an internal note, a reply 2 minutes later.
    const late = next - 20 * MIN;
    const overnight = await addSession({ start: late, queued: late, assigned: late + 5 * MIN, agent: agentId, end: next + HOUR });
    await addMessage(overnight, SenderType.VISITOR, late);
    await addMessage(overnight, SenderType.AGENT, late + 5 * MIN);
    await addMessage(overnight, SenderType.AGENT, late + 6 * MIN, 1);
    await addMessage(overnight, SenderType.SYSTEM, late + 6 * MIN);
    await addMessage(overnight, SenderType.AGENT, late + 7 * MIN);
    // Abandoned the day before (the previous period), on another channel.
    await k
      .insertInto('channels')
      .values({
        id: `other-${dialect}`,
        tenant_id: 'demo',
        name: 'Other',
        robot_no: `other-${dialect}`,
        settings: '{}',
        created_at: 0,
        updated_at: 0,
      })
      .execute();
    const gone = await addSession({ channel: `other-${dialect}`, start: before + HOUR, queued: before + HOUR, end: before + 2 * HOUR });
    // Ratings (one per conversation): 5 and 3 stars on the day, one on the day before.
    for (const [sessionId, star, at, comment] of [
      [overnight, 5, day + 5 * HOUR, 'Quick and kind'],
      [robot, 3, day + 6 * HOUR, ''],
      [gone, 1, before + 3 * HOUR, 'Nobody came'],
    ] as const) {
      await k
        .insertInto('evaluations')
        .values({
          tenant_id: 'demo',
          session_id: sessionId,
          visitor_id: visitor.id,
          agent_id: agentId,
          target: 'agent',
          star,
          solved: null,
          tags: '[]',
          comment,
          created_at: at,
        })
        .execute();
    }
    // A ticket made on the day, answered within its clock, resolved, then reopened.
    const template = await k.selectFrom('ticket_templates').select('id').where('tenant_id', '=', 'demo').executeTakeFirstOrThrow();
    const ticket = await k
      .insertInto('tickets')
      .values({
        tenant_id: 'demo',
        channel_id: 'demo',
        visitor_id: visitor.id,
        template_id: template.id,
        type_name: 'x',
        title: 'x',
        content: 'x',
        files: '[]',
        custom_fields: '[]',
        customer_name: '',
        customer_email: '',
        customer_phone: '',
        status: TicketStatus.WAITING_REPLY,
        priority: 1,
        assignee_agent_id: agentId,
        assignee_group_id: null,
        start_way: 1,
        first_response_minutes: 60,
        resolution_minutes: 60,
        sla_elapsed_ms: 0,
        sla_running_since: null,
        first_response_elapsed_ms: 10 * MIN,
        resolved_elapsed_ms: 2 * HOUR,
        link_version: 0,
        visitor_read_handle_id: 0,
        rating_star: null,
        rating_comment: null,
        rated_at: null,
        created_at: day + HOUR,
        updated_at: day + 8 * HOUR,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [status, at] of [
      [TicketStatus.ACCEPTED, day + 1.1 * HOUR],
      [TicketStatus.RESOLVED, day + 3 * HOUR],
      [TicketStatus.WAITING_REPLY, day + 8 * HOUR],
    ] as const) {
      await k
        .insertInto('ticket_handles')
        .values({
          tenant_id: 'demo',
          ticket_id: ticket.id,
          handle_type: 1,
          status_after: status,
          content: '',
          files: '[]',
          author: 'agent',
          author_name: '',
          agent_id: agentId,
          created_at: at,
        })
        .execute();
    }

    const r = await overview('from=2026-03-29&to=2026-03-29');
    expect(r.period).toEqual({ from: '2026-03-29', to: '2026-03-29', start: day, end: next });
    expect(r.previous).toEqual({ from: '2026-03-28', to: '2026-03-28', start: before, end: day });
    expect(r.period.end - r.period.start).toBe(23 * HOUR);
    expect(r.current).toMatchObject({
      started: 2,
      robotSettled: 1,
      handed: 1,
      abandoned: 0,
      waitMedianMs: 5 * MIN,
      // The welcome text and the internal note are not a response.
      firstResponseMedianMs: 2 * MIN,
      resolutionMedianMs: 80 * MIN,
      // System notices and internal notes are not messages of the conversation: (2 + 3) / 2.
      messagesPerConversation: 2.5,
      ratingCount: 2,
      ratingAverage: 4,
      ratingShare45: 0.5,
      ticketsCreated: 1,
      ticketsResolved: 1,
      ticketsReopened: 1,
      ticketsBacklog: 1,
      firstResponseSlaMet: 1,
      resolutionSlaMet: 0,
    });
    expect(r.before).toMatchObject({ started: 1, abandoned: 1, ratingCount: 1, ratingAverage: 1, ticketsCreated: 0, ticketsBacklog: 0 });
    expect(r.stars).toEqual([0, 0, 1, 0, 1]);
    expect(r.comments).toEqual([expect.objectContaining({ star: 5, comment: 'Quick and kind' })]);
    expect(r.series.find((p) => p.label === '2026-03-29 03:00')?.started).toBe(1);
    expect(r.series.find((p) => p.label === '2026-03-29 23:00')?.started).toBe(1);
    expect(r.channels.map((c) => c.channelId)).toEqual(['demo']);

    const filtered = await overview(`from=2026-03-28&to=2026-03-29&channelId=other-${dialect}`);
    expect(filtered.current).toMatchObject({ started: 1, abandoned: 1, ticketsCreated: 0 });
    expect(filtered.bucket).toBe('day');
    expect(filtered.series.map((p) => [p.label, p.started])).toEqual([
      ['2026-03-28', 1],
      ['2026-03-29', 0],
    ]);
    expect((await overview(`from=2026-03-29&to=2026-03-29&agentId=${agentId}`)).current).toMatchObject({ started: 1, handed: 1 });
  });

  it('S-RP9 S-RP11 the rollups written when a conversation ends equal a plain recount of its messages after random writes, and the report read the same while it was open', async () => {
    const k = t.ctx.db.kysely;
    const agent = await createAgent(t, admin, { capacity: 5 });
    await setPresence(agent, 'online');
    let seed = 9;
    const rnd = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const ended: number[] = [];
    const whileOpen = new Map<number, { messages: number; firstResponseMs: number | null }>();
    for (let c = 0; c < 4; c++) {
      const v = await newVisitor(t);
      await v.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: 1, msgId: `message${c}-0` });
      await v.call(VisitorPath.transferAgent);
      const session = await k.selectFrom('sessions').select('id').where('status', '=', 2).orderBy('id', 'desc').executeTakeFirstOrThrow();
      const id = Number(session.id);
      for (let i = 0; i < 6; i++) {
        t.clock.advance(Math.floor(rnd() * 20_000));
        const r = rnd();
        if (r < 0.4) await v.call(VisitorPath.sendMsg, { msgContent: `v${i}`, msgType: 1, msgId: `message${c}-${i + 1}` });
        else if (r < 0.8) await agent.post(ConsolePath.messages(id), { msgContent: `a${i}` });
        else await agent.post(ConsolePath.messages(id), { msgContent: `note ${i}`, inside: true });
      }
      const open = (await sessionFacts(t.ctx.db, { tenantId: 'demo' }, { start: 0, end: t.clock.now + 1 })).find((f) => f.id === id)!;
      whileOpen.set(id, { messages: open.messages, firstResponseMs: open.firstResponseMs });
      expect((await agent.post(ConsolePath.close(id))).statusCode).toBe(200);
      ended.push(id);
    }
    const rows = await k
      .selectFrom('sessions')
      .select(['id', 'message_count', 'first_response_at', 'assigned_at'])
      .where('id', 'in', ended)
      .execute();
    for (const row of rows) {
      const msgs = await k
        .selectFrom('messages')
        .select(['sender_type', 'inside_flag', 'created_at'])
        .where('session_id', '=', row.id)
        .execute();
      const counted = msgs.filter((m) => m.sender_type !== SenderType.SYSTEM && m.inside_flag === 0);
      const replies = counted
        .filter((m) => m.sender_type === SenderType.AGENT && Number(m.created_at) > Number(row.assigned_at))
        .map((m) => Number(m.created_at));
      expect(Number(row.message_count)).toBe(counted.length);
      expect(row.first_response_at === null ? null : Number(row.first_response_at)).toBe(replies.length ? Math.min(...replies) : null);
      // Closing adds only a system notice, so the open conversation's figures are the ended one's.
      expect(whileOpen.get(Number(row.id))).toEqual({
        messages: counted.length,
        firstResponseMs: replies.length ? Math.min(...replies) - Number(row.assigned_at) : null,
      });
    }
    await setPresence(agent, 'offline');
  });

  it('S-RP10 time online and away per agent: spans clipped to a 25-hour day, a lapse after a crash, sign-out, the agent filter', async () => {
    const zone = 'Europe/Berlin';
    await setZone(zone);
    const k = t.ctx.db.kysely;
    const email = `presence-${dialect}@demo.parley.local`;
    const made = await admin.post(AdminPath.agents, { email, password: 'agent-password', nickname: 'Presence', capacity: 1 });
    expect(made.statusCode, made.body).toBe(200);
    const agent = await loginAgent(t, email, 'agent-password');
    const dayStart = localDayStart('2026-10-25', zone); // clocks go back: 25 hours
    const dayEnd = localDayStart('2026-10-26', zone);
    expect(dayEnd - dayStart).toBe(25 * HOUR);
    const heartbeats = async (until: number) => {
      while (t.clock.now + MIN <= until) {
        t.clock.advance(MIN);
        await touchAgent(k, agent.agentId, t.clock.now);
      }
    };
    t.clock.now = dayStart - HOUR;
    await setPresence(agent, 'online'); // the day before, 23:00
    await heartbeats(dayStart + 2 * HOUR);
    await setPresence(agent, 'busy');
    await heartbeats(dayStart + 2.5 * HOUR);
    // The node crashes: no sign of life; a node starting later closes the span where it lapsed.
    const lastSeen = t.clock.now;
    t.clock.now = dayStart + 5 * HOUR;
    expect(await closeLapsedSpans(k, t.clock.now)).toBe(1);
    const closed = await k
      .selectFrom('agent_presence_spans')
      .select('ended_at')
      .where('agent_id', '=', agent.agentId)
      .where('presence', '=', 'busy')
      .executeTakeFirstOrThrow();
    expect(Number(closed.ended_at)).toBe(lastSeen + AGENT_GONE_AFTER_MS);
    // The console comes back (still away), then the agent signs out of their only session.
    await touchAgent(k, agent.agentId, t.clock.now);
    await heartbeats(dayStart + 5 * HOUR + 10 * MIN);
    expect((await agent.post(ConsolePath.logout, {})).statusCode).toBe(200);
    const again = await loginAgent(t, email, 'agent-password');
    t.clock.now = dayStart + 24.5 * HOUR; // local 23:30
    await setPresence(again, 'online');
    await heartbeats(dayEnd + HOUR);
    await setPresence(again, 'offline');

    const r = await overview(`from=2026-10-25&to=2026-10-25&agentId=${agent.agentId}`);
    const row = r.agents.find((a) => a.agentId === agent.agentId);
    expect(row).toMatchObject({ conversations: 0, onlineMs: 2 * HOUR + 30 * MIN, awayMs: 30 * MIN + AGENT_GONE_AFTER_MS + 10 * MIN });
    // The day before holds the first hour online; the whole workspace lists the agent without a filter too.
    const before = await overview('from=2026-10-24&to=2026-10-24');
    expect(before.agents.find((a) => a.agentId === agent.agentId)).toMatchObject({ onlineMs: HOUR, awayMs: 0 });
  });

  it('S-RP7 admins only: a plain agent is refused, bad periods answer 400 naming the field', async () => {
    const agent = await createAgent(t, admin);
    expect((await agent.get(`${ReportPath.overview}?from=2026-03-29&to=2026-03-29`)).statusCode).toBe(403);
    expect((await agent.get(ReportPath.live)).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: ReportPath.live })).statusCode).toBe(401);
    for (const q of ['from=2026-03-30&to=2026-03-29', 'from=2020-01-01&to=2026-01-01', 'from=2026-02-30&to=2026-03-01']) {
      const res = await admin.get(`${ReportPath.overview}?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.body, q).toMatch(/from|to/);
    }
  });
});
