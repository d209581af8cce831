import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, EventCode, TransferStatus, UserStatus, VisitorPath } from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { runDueTimers } from '../src/jobs/dueTimers.js';
import { createAgent, drainEvents, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('routing and the console on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterEach(async () => {
    await t?.close();
  });

  const configure = async (settings: Record<string, unknown>) =>
    expect((await admin.post(AdminPath.channel('demo'), settings)).statusCode).toBe(200);
  const sessionOf = async (userId: string) =>
    await t.ctx.db.kysely
      .selectFrom('sessions')
      .innerJoin('visitors', 'visitors.id', 'sessions.visitor_id')
      .selectAll('sessions')
      .where('visitors.user_id', '=', userId)
      .orderBy('sessions.id', 'desc')
      .executeTakeFirstOrThrow();

  it('S-RT3 S-CH2 answers 1 with the offline text when nobody is online', async () => {
    await configure({ adminOfflineMode: 1, adminOfflineMsg: 'We are away' });
    // A partial update keeps every other setting.
    const info = (await t.post(VisitorPath.channelInfo, { channelId: 'demo' })).json().data;
    expect(info).toMatchObject({ adminOfflineMode: 1, noticeMode: 1, titleDesc: 'Lumen Home Support' });
    expect(info.chatMenuConfigPlan.menus).toHaveLength(3);
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.transferAgent);
    expect(res.data).toMatchObject({ status: TransferStatus.NO_AGENT, message: 'We are away' });
    expect((await sessionOf(v.userId)).status).toBe(UserStatus.ROBOT);
  });

  it('S-RT2 S-RT11 answers 5 outside working hours, even with agents online', async () => {
    await setPresence(admin, 'online');
    const closedAllWeek = { enabled: true, timeZone: 'Europe/Berlin', week: [[], [], [], [], [], [], []], holidays: [] };
    expect((await admin.post(AdminPath.workingHours('demo'), closedAllWeek)).statusCode).toBe(200);
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.transferAgent);
    expect(res.data.status).toBe(TransferStatus.OFF_HOURS);
    expect(res.data.message).toContain('offline');
    expect((await admin.post(AdminPath.workingHours('demo'), { ...closedAllWeek, timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
  });

  it('S-RT1 S-RT8 S-RT10 S-ID4 connects to an online agent: 2, card, event 1200, welcome stored, idempotent on repeat', async () => {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.transferAgent);
    expect(res.data).toMatchObject({ status: TransferStatus.CONNECTED, adminNick: 'Ada', adminId: String(admin.agentId) });
    const again = await v.call(VisitorPath.transferAgent);
    expect(again.data.status).toBe(TransferStatus.CONNECTED);
    const events = await drainEvents(v);
    expect(events.filter((e) => e.code === EventCode.CONNECTED)).toHaveLength(1);
    const card = (await v.call(VisitorPath.getAdminCard)).data;
    expect(card).toMatchObject({ adminNick: 'Ada', adminCardSign: 'Lumen Home customer care', adminCardEmail: 'care@lumen.example' });
    const msgs = (await v.call(VisitorPath.getSessionMsg)).data;
    expect(msgs.map((m: { msgContent: string }) => m.msgContent)).toContain('Hello! Thanks for waiting. How can I help you today?');
    const start = (await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers)).json().data;
    expect(start).toMatchObject({ status: UserStatus.AGENT, adminNick: 'Ada' });
  });

  it('S-QU1 S-QU2 S-QU3 S-CL2 queues with capacity 1 and three visitors, and a freed seat takes the next at once', async () => {
    const agent = await createAgent(t, admin, { capacity: 1 });
    await setPresence(agent, 'online');
    const [v1, v2, v3] = [await newVisitor(t), await newVisitor(t), await newVisitor(t)];
    expect((await v1.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.CONNECTED);
    expect((await v2.call(VisitorPath.transferAgent)).data).toMatchObject({ status: TransferStatus.QUEUED, waitIndex: 1 });
    expect((await v3.call(VisitorPath.transferAgent)).data).toMatchObject({ status: TransferStatus.QUEUED, waitIndex: 2 });
    expect((await v3.call(VisitorPath.getEventMsg, { lastEventId: 0 })).data).toMatchObject({ status: UserStatus.QUEUED, waitIndex: 2 });
    const queue = (await agent.get(ConsolePath.queue)).json().data;
    expect(queue.map((q: { visitor: { userId: string }; position: number }) => [q.visitor.userId, q.position])).toEqual([
      [v2.userId, 1],
      [v3.userId, 2],
    ]);
    await drainEvents(v2);
    await drainEvents(v3);

    const s1 = await sessionOf(v1.userId);
    expect((await agent.post(ConsolePath.close(s1.id))).statusCode).toBe(200);
    const closedFor1 = await drainEvents(v1);
    expect(closedFor1.at(-1)).toMatchObject({ code: EventCode.CLOSED, outType: 2 });
    expect((await drainEvents(v2)).map((e) => e.code)).toContain(EventCode.CONNECTED);
    const v3Events = await drainEvents(v3);
    expect(v3Events.filter((e) => e.code === EventCode.QUEUE_POSITION).at(-1)).toMatchObject({ waitIndex: 1 });
    expect((await sessionOf(v2.userId)).status).toBe(UserStatus.AGENT);
  });

  it('S-RT7 routes by group, lists the groups, and refuses an unknown one', async () => {
    const a = await createAgent(t, admin, { capacity: 2 });
    const b = await createAgent(t, admin, { capacity: 2 });
    const g1 = (await admin.post(AdminPath.groups, { groupName: 'Sales', agentIds: [a.agentId] })).json().data;
    const g2 = (await admin.post(AdminPath.groups, { groupName: 'Support', agentIds: [b.agentId] })).json().data;
    await setPresence(a, 'online');
    await setPresence(b, 'online');
    const v = await newVisitor(t);
    const groups = (await v.call(VisitorPath.getChannelGroup)).data;
    expect(groups.map((g: { groupName: string }) => g.groupName)).toEqual(['Sales', 'Support']);
    expect((await v.call(VisitorPath.transferAgent, { groupId: g2.groupId })).data).toMatchObject({
      status: 2,
      adminId: String(b.agentId),
    });
    const w = await newVisitor(t);
    expect((await w.call(VisitorPath.transferAgent, { groupId: g1.groupId })).data).toMatchObject({
      status: 2,
      adminId: String(a.agentId),
    });
    const bad = await t.post(VisitorPath.transferAgent, { userId: w.userId, groupId: '99999' }, w.headers);
    expect(bad.statusCode).toBe(400);
    await configure({ groupConfig: JSON.stringify([{ groupId: g2.groupId }]) });
    expect((await v.call(VisitorPath.getChannelGroup)).data).toEqual([{ groupId: g2.groupId, groupName: 'Support' }]);
  });

  it('S-RT4 S-QU3 queues for busy agents and connects when one comes online', async () => {
    await setPresence(admin, 'busy');
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.QUEUED);
    await setPresence(admin, 'online');
    expect((await sessionOf(v.userId)).status).toBe(UserStatus.AGENT);
  });

  it('S-QU6 lets an agent accept from the queue, and someone else cannot take it twice', async () => {
    await setPresence(admin, 'busy');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const s = await sessionOf(v.userId);
    const ok = await admin.post(ConsolePath.accept, { sessionId: s.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ status: UserStatus.AGENT, agentId: admin.agentId, visitorProfile: { userId: v.userId } });
    expect((await admin.post(ConsolePath.accept, { sessionId: s.id })).statusCode).toBe(409);
  });

  it('S-AG1 S-AG3 S-AG5 S-MS3 S-MS8 carries messages both ways, hides internal notes, withdraws within 2 minutes, and tracks reads and typing', async () => {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const s = await sessionOf(v.userId);
    await drainEvents(v);
    const mine = (await v.call(VisitorPath.sendMsg, { msgContent: 'Where is my parcel?', msgType: 1 })).data;
    const history = (await admin.get(ConsolePath.messages(s.id))).json().data;
    expect(history.at(-1)).toMatchObject({ msgContent: 'Where is my parcel?', senderType: 1 });
    expect((await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0]).toMatchObject({ sessionId: s.id, unread: 1 });
    await admin.post(ConsolePath.read(s.id), { msgId: mine.msgId });
    expect((await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].unread).toBe(0);

    const reply = (await admin.post(ConsolePath.messages(s.id), { msgContent: 'It ships today', clientId: 'c1' })).json().data;
    const dup = (await admin.post(ConsolePath.messages(s.id), { msgContent: 'It ships today', clientId: 'c1' })).json().data;
    expect(dup.msgId).toBe(reply.msgId);
    // Two simultaneous sends with one local id (a double click, a retry racing its original): one message, both 200.
    const twins = await Promise.all([1, 2, 3].map(() => admin.post(ConsolePath.messages(s.id), { msgContent: 'Twice?', clientId: 'c2' })));
    expect(twins.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(twins.map((r) => r.json().data.msgId)).size).toBe(1);
    await admin.post(ConsolePath.messages(s.id), { msgContent: 'note: VIP', inside: true });
    await admin.post(ConsolePath.typing(s.id), { typing: true });
    const events = await drainEvents(v);
    // S-AG11: the read mark reaches the visitor before the replies.
    expect(events.map((e) => e.code)).toEqual([
      EventCode.AGENT_READ,
      EventCode.AGENT_MESSAGE,
      EventCode.AGENT_MESSAGE,
      EventCode.AGENT_TYPING,
    ]);
    expect(events[1].message).toMatchObject({ msgContent: 'It ships today', senderType: 2, senderName: 'Ada' });

    await v.call(VisitorPath.msgComplete, { msgId: reply.msgId });
    expect((await admin.get(ConsolePath.conversation(s.id))).json().data.visitorReadMsgId).toBe(reply.msgId);

    expect((await admin.post(ConsolePath.recall(reply.msgId))).statusCode).toBe(200);
    expect(await drainEvents(v)).toEqual([expect.objectContaining({ code: EventCode.RECALL, msgId: reply.msgId })]);
    const seen = (await v.call(VisitorPath.getSessionMsg)).data.find((m: { msgId: number }) => m.msgId === reply.msgId);
    expect(seen).toMatchObject({ recallFlag: 1, msgContent: '' });
    const late = (await admin.post(ConsolePath.messages(s.id), { msgContent: 'later' })).json().data;
    t.clock.advance(120_001);
    expect((await admin.post(ConsolePath.recall(late.msgId))).statusCode).toBe(409);
    expect((await admin.post(ConsolePath.messages(s.id), { msgContent: '   ' })).statusCode).toBe(400);
  });

  it('S-AG7 S-RT6 transfers to another agent (event 1200) and to a group queue', async () => {
    const other = await createAgent(t, admin, { capacity: 3 });
    await setPresence(admin, 'online');
    await setPresence(other, 'online');
    const g = (await admin.post(AdminPath.groups, { groupName: 'Billing', agentIds: [other.agentId] })).json().data;
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent, { adminId: String(admin.agentId) });
    const s = await sessionOf(v.userId);
    expect(s.agent_id).toBe(admin.agentId);
    await drainEvents(v);
    expect((await admin.post(ConsolePath.transfer(s.id), { agentId: other.agentId })).statusCode).toBe(200);
    expect(await drainEvents(v)).toEqual([expect.objectContaining({ code: EventCode.CONNECTED, adminId: String(other.agentId) })]);
    expect((await admin.post(ConsolePath.transfer(s.id), {})).statusCode).toBe(400);
    expect((await other.post(ConsolePath.transfer(s.id), { groupId: g.groupId })).statusCode).toBe(200);
    expect(await sessionOf(v.userId)).toMatchObject({ status: UserStatus.AGENT, agent_id: other.agentId, group_id: g.groupId });
  });

  it('S-TM1 S-TM2 S-TM3 fires idle timers by the clock and cancels them on new activity', async () => {
    await configure({
      userTimeoutMode: 1,
      userTimeoutTime: 1,
      userTimeoutMsg: 'Are you still there?',
      userOverMsg: 'Chat closed for inactivity',
      adminTimeoutMode: 1,
      adminTimeoutTime: 2,
      adminTimeoutMsg: 'Sorry for the wait',
    });
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const s = await sessionOf(v.userId);
    await drainEvents(v);

    // The visitor answered in time: the visitor-idle timer lapses when it comes due (it sends nothing: they wrote
    // since it was set), the agent-idle one runs.
    await admin.post(ConsolePath.messages(s.id), { msgContent: 'Hi' });
    t.clock.advance(30_000);
    await v.call(VisitorPath.sendMsg, { msgContent: 'Hello', msgType: 1 });
    t.clock.advance(60_000);
    expect(await runDueTimers(t.ctx)).toBe(1);
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    expect((await drainEvents(v)).filter((e) => e.code === EventCode.AGENT_MESSAGE).map((e) => e.message.msgContent)).toEqual([
      'Hi',
      'Sorry for the wait',
    ]);

    // The agent writes and the visitor stays silent: a reminder, then the session ends as "user over".
    await admin.post(ConsolePath.messages(s.id), { msgContent: 'Anything else?' });
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    const tail = await drainEvents(v);
    expect(tail.map((e) => e.code)).toEqual([EventCode.AGENT_MESSAGE, EventCode.AGENT_MESSAGE, EventCode.AGENT_MESSAGE, EventCode.CLOSED]);
    expect(tail.map((e) => e.message?.msgContent ?? e.outType)).toEqual([
      'Anything else?',
      'Are you still there?',
      'Chat closed for inactivity',
      1,
    ]);
    expect(await t.ctx.db.kysely.selectFrom('timers').selectAll().execute()).toEqual([]);
  });

  it('S-TM3 a visitor who answers the reminder keeps the conversation: the "user over" timer lapses when due', async () => {
    await configure({ userTimeoutMode: 1, userTimeoutTime: 1, userTimeoutMsg: 'Still there?', userOverMsg: 'Closed', adminTimeoutMode: 0 });
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const s = await sessionOf(v.userId);
    await admin.post(ConsolePath.messages(s.id), { msgContent: 'Anything else?' });
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    await v.call(VisitorPath.sendMsg, { msgContent: 'Yes, one more thing', msgType: 1 });
    t.clock.advance(60_001);
    // Due and claimed, but the visitor wrote after it was set: nothing is sent and the conversation goes on.
    expect(await runDueTimers(t.ctx)).toBe(1);
    expect(await sessionOf(v.userId)).toMatchObject({ id: s.id, status: UserStatus.AGENT });
    const texts = (await drainEvents(v)).map((e) => e.message?.msgContent ?? e.code);
    expect(texts).not.toContain('Closed');
    expect(texts.filter((x) => x === 'Still there?')).toHaveLength(1);
    expect(await t.ctx.db.kysely.selectFrom('timers').selectAll().execute()).toEqual([]);
  });

  it('S-MS11 S-TM5 keeps a queued visitor and a due timer across a restart', async () => {
    await configure({ adminTimeoutMode: 1, adminTimeoutTime: 1, adminTimeoutMsg: 'Still on it' });
    const agent = await createAgent(t, admin, { capacity: 1 });
    await setPresence(agent, 'online');
    const [v1, v2] = [await newVisitor(t), await newVisitor(t)];
    await v1.call(VisitorPath.transferAgent);
    await v2.call(VisitorPath.transferAgent);
    await v1.call(VisitorPath.sendMsg, { msgContent: 'hello?', msgType: 1 });
    t = await t.restart();
    const again = await loginAgent(
      t,
      (await t.ctx.db.kysely.selectFrom('agents').select('email').where('id', '=', agent.agentId).executeTakeFirstOrThrow()).email,
      'agent-password',
    );
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    const s1 = await sessionOf(v1.userId);
    await again.post(ConsolePath.close(s1.id));
    expect((await sessionOf(v2.userId)).status).toBe(UserStatus.AGENT);
  });

  it('S-AU3 S-AU4 keeps each tenant to itself', async () => {
    const now = t.clock.now;
    await t.ctx.db.kysely.insertInto('tenants').values({ id: 'other', name: 'Other Co', created_at: now }).execute();
    await t.ctx.db.kysely
      .insertInto('channels')
      .values({
        id: 'other-web',
        tenant_id: 'other',
        name: 'Web',
        robot_no: 'other-robot',
        settings: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.ctx.db.kysely
      .insertInto('agents')
      .values({
        tenant_id: 'other',
        email: 'boss@other.example',
        password_hash: await hashPassword('other-password'),
        nickname: 'Boss',
        role: 'admin',
        created_at: now,
      })
      .execute();
    const outsider = await loginAgent(t, 'boss@other.example', 'other-password');
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const s = await sessionOf(v.userId);
    const msg = (await admin.post(ConsolePath.messages(s.id), { msgContent: 'private' })).json().data;

    expect((await outsider.get(ConsolePath.conversation(s.id))).statusCode).toBe(404);
    expect((await outsider.get(ConsolePath.messages(s.id))).statusCode).toBe(404);
    expect((await outsider.post(ConsolePath.messages(s.id), { msgContent: 'hi' })).statusCode).toBe(404);
    expect((await outsider.post(ConsolePath.close(s.id))).statusCode).toBe(404);
    expect((await outsider.post(ConsolePath.recall(msg.msgId))).statusCode).toBe(404);
    expect((await outsider.get(`${ConsolePath.conversations}?status=all`)).json().data).toEqual([]);
    expect((await outsider.get(ConsolePath.queue)).json().data).toEqual([]);
    expect((await outsider.get(AdminPath.agents)).json().data.map((a: { nickname: string }) => a.nickname)).toEqual(['Boss']);
    expect((await outsider.get(AdminPath.channel('demo'))).statusCode).toBe(404);
    expect((await outsider.post(AdminPath.agent(admin.agentId), { email: 'x@y.co', nickname: 'x' })).statusCode).toBe(404);
    // An agent who is not an admin cannot configure anything.
    const plain = await createAgent(t, admin);
    expect((await plain.get(AdminPath.agents)).statusCode).toBe(403);
  });

  it('S-AB3 slows sign-in attempts for an account from one client after five failures, with a 429 envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 5; i++)
      codes.push((await t.post(ConsolePath.login, { email: 'admin@demo.parley.local', password: `wrong-${i}` })).statusCode);
    expect(codes.every((c) => c === 401)).toBe(true);
    const last = await t.post(ConsolePath.login, { email: 'admin@demo.parley.local', password: 'wrong' });
    expect(last.statusCode).toBe(429);
    expect(last.json().code).toBe(429);
  });

  it('S-EN2 validates console and admin input with 400s naming the field', async () => {
    const bad = await admin.post(ConsolePath.presence, { presence: 'away' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('presence');
    expect((await admin.post(AdminPath.agents, { email: 'nope', nickname: 'x' })).json().message).toContain('email');
    expect((await admin.post(AdminPath.agents, { email: 'new@demo.parley.local', nickname: 'x' })).statusCode).toBe(400);
    expect((await admin.get('/api/console/conversations/abc')).statusCode).toBe(400);
    expect((await admin.get(`${ConsolePath.conversations}?limit=1000`)).statusCode).toBe(400);
    expect(
      (
        await admin.post(AdminPath.workingHours('demo'), {
          enabled: true,
          week: [[{ from: '25:00', to: '26:00' }], [], [], [], [], [], []],
        })
      ).statusCode,
    ).toBe(400);
  });
});
