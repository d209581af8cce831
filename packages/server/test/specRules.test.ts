import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminPath,
  ConsolePath,
  EventCode,
  MsgType,
  SenderType,
  TicketPath,
  TransferStatus,
  UserStatus,
  VisitorPath,
  type ChatMessage,
} from '@parley/protocol';
import { inTransaction } from '../src/platform/db/unitOfWork.js';
import { postMessage } from '../src/domains/conversation/messageActions.js';
import { agentSender } from '../src/domains/conversation/sessionActions.js';
import { activeSession } from '../src/domains/conversation/sessionStore.js';
import { claimDueTimers } from '../src/domains/conversation/timerStore.js';
import { purgeOldEvents } from '../src/domains/events/eventPurge.js';
import { startBackgroundLoop, sweepQueues } from '../src/jobs/backgroundLoop.js';
import { runDueTimers } from '../src/jobs/dueTimers.js';
import { findVisitor } from '../src/domains/visitors/visitorStore.js';
import { createAgent, drainEvents, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { DEMO_PASSWORD, createTestApp, dialects, type TestApp } from './harness.js';
import { namedIds, specRules, testFiles } from '../../../scripts/specRules.mjs';

/**
 * SPEC.md and the tests agree: every rule is named by a test title (or marked untested), and every id a test
 * names is a rule. Below that, the rules no other test file checks.
 */
const serverDir = fileURLToPath(new URL('..', import.meta.url));

describe('SPEC.md', () => {
  const rules = specRules(join(serverDir, 'SPEC.md'));
  const named = namedIds([...testFiles(join(serverDir, 'test')), ...testFiles(join(serverDir, 'src'))], (file) =>
    relative(serverDir, file),
  );

  it('defines each rule id once', () => {
    expect(rules.length).toBeGreaterThan(50);
    const ids = rules.map((r) => r.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('has every rule named by a test title, or marked (untested); a named rule is not marked', () => {
    expect(rules.filter((r) => !r.untested && !named.has(r.id)).map((r) => r.id)).toEqual([]);
    expect(rules.filter((r) => r.untested && named.has(r.id)).map((r) => r.id)).toEqual([]);
  });

  it('knows every rule id a test title names', () => {
    const defined = new Set(rules.map((r) => r.id));
    expect([...named].filter(([id]) => !defined.has(id)).flatMap(([, where]) => where)).toEqual([]);
  });
});

/** A multipart body with the given fields and one file, as the widget's upload sends it. */
function multipart(fields: Record<string, string>, name: string, data: Buffer, headers: Record<string, string> = {}) {
  const boundary = `----parley${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
  'hex',
);

describe('server rules that do not depend on the database', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp('sqlite');
  });
  afterEach(async () => {
    await t?.close();
  });

  it('S-EN4 a 500 says only "Internal server error"', async () => {
    t.app.get('/api/test/broken', async () => {
      throw new Error('connect ECONNREFUSED postgres://parley:secret@db.internal');
    });
    const res = await t.inject({ method: 'GET', url: '/api/test/broken' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: 'Internal server error', data: null });
  });

  it('S-AB4 per address and minute: chatStart 300, upload and ticket upload 60 each, fromRequest 30', async () => {
    const starts = [];
    for (let i = 0; i < 301; i++) starts.push((await t.post(VisitorPath.chatStart, { channelId: 'demo' })).statusCode);
    expect(starts.filter((c) => c === 200)).toHaveLength(300);
    expect(starts.at(-1)).toBe(429);

    // The limits count per route and address: a visitor who started from elsewhere uploads and posts forms from here.
    const start = await t.inject({
      method: 'POST',
      url: VisitorPath.chatStart,
      payload: { channelId: 'demo' },
      remoteAddress: '10.20.0.1',
    });
    const v = start.json().data as { userId: string; token: string };
    for (const url of [VisitorPath.upload, TicketPath.clientUpload]) {
      const codes = [];
      for (let i = 0; i < 61; i++)
        codes.push(
          (await t.inject({ method: 'POST', url, ...multipart({ userId: v.userId }, 'dot.png', PNG, { token: v.token }) })).statusCode,
        );
      expect(
        codes.filter((c) => c === 200),
        url,
      ).toHaveLength(60);
      expect(codes.at(-1), url).toBe(429);
    }
    const forms = [];
    for (let i = 0; i < 31; i++) {
      forms.push(
        (
          await t.post(
            VisitorPath.fromRequest,
            { userId: v.userId, url: VisitorPath.channelInfo, requestBody: { channelId: 'demo' } },
            { token: v.token },
          )
        ).statusCode,
      );
    }
    expect(forms.filter((c) => c === 200)).toHaveLength(30);
    expect(forms.at(-1)).toBe(429);
  });
});

describe.each(dialects)('server rules on %s', (dialect) => {
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
  const sessionOf = async (userId: string) => {
    const visitor = (await findVisitor(t.ctx, 'demo', userId))!;
    return await t.ctx.db.kysely
      .selectFrom('sessions')
      .selectAll()
      .where('visitor_id', '=', visitor.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
  };
  /** A visitor talking to the (online) admin. */
  async function withAdmin() {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.CONNECTED);
    await drainEvents(v);
    return { v, session: await sessionOf(v.userId) };
  }

  it("S-EV6 keeps events 30 days, then purges them and raises the visitor's floor", async () => {
    const v = await newVisitor(t);
    await v.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: 1 });
    await v.call(VisitorPath.chatClose);
    const visitor = (await findVisitor(t.ctx, 'demo', v.userId))!;
    const eventsOf = async () =>
      (await t.ctx.db.kysely.selectFrom('events').select('id').where('visitor_id', '=', visitor.id).execute()).map((e) => Number(e.id));
    const ids = await eventsOf();
    expect(ids).toHaveLength(1);
    t.clock.advance(30 * 24 * 3600 * 1000 - 1);
    await purgeOldEvents(t.ctx);
    expect(await eventsOf()).toEqual(ids);
    t.clock.advance(2);
    await purgeOldEvents(t.ctx);
    expect(await eventsOf()).toEqual([]);
    expect((await findVisitor(t.ctx, 'demo', v.userId))!.event_floor).toBe(ids[0]);
  });

  it('S-EV7 a stream ticket lasts 60 s, a visitor token is none, and an unservable cursor gets one gone frame', async () => {
    const v = await newVisitor(t);
    const stream = (query: string) => t.inject({ method: 'GET', url: `${VisitorPath.eventStream}?${query}` });
    const { ticket } = (await v.call(VisitorPath.eventStreamTicket)).data;
    const gone = await stream(`ticket=${encodeURIComponent(ticket)}&lastEventId=999999999`);
    expect(gone.statusCode).toBe(200);
    expect(gone.headers['content-type']).toContain('text/event-stream');
    expect(gone.body).toContain('event: gone\ndata: {"code":410');
    expect((await stream(`ticket=${encodeURIComponent(v.headers.token!)}`)).statusCode).toBe(401);
    t.clock.advance(60_001);
    expect((await stream(`ticket=${encodeURIComponent(ticket)}&lastEventId=999999999`)).statusCode).toBe(401);
  });

  it('S-MS1 after an end, the next message opens a new session with the robot', async () => {
    const v = await newVisitor(t);
    const first = (await v.call(VisitorPath.sendMsg, { msgContent: 'one', msgType: 1 })).data as ChatMessage;
    await v.call(VisitorPath.chatClose);
    const second = (await v.call(VisitorPath.sendMsg, { msgContent: 'two', msgType: 1 })).data as ChatMessage;
    expect(second.sessionId).not.toBe(first.sessionId);
    expect(await sessionOf(v.userId)).toMatchObject({ id: second.sessionId, status: UserStatus.ROBOT });
  });

  it('S-MS6 an agent message flagged sensitive reaches the visitor nowhere', async () => {
    const { v, session } = await withAdmin();
    await inTransaction(t.ctx, (tx) =>
      postMessage(t.ctx, tx, {
        session,
        sender: agentSender({ id: admin.agentId, nickname: 'Ada' }),
        msgType: MsgType.TEXT,
        content: 'flagged words',
        sensitive: true,
      }),
    );
    expect(await drainEvents(v)).toEqual([]);
    const seen = [
      ...(await v.call(VisitorPath.getHistoryMsg)).data,
      ...(await v.call(VisitorPath.getSessionMsg)).data,
      ...(await v.call(VisitorPath.getOfflineMsg)).data.msgList,
    ] as ChatMessage[];
    expect(seen.map((m) => m.msgContent)).not.toContain('flagged words');
    expect((await admin.get(ConsolePath.messages(session.id))).json().data.at(-1)).toMatchObject({
      msgContent: 'flagged words',
      sensitiveFlag: 1,
    });
  });

  it('S-MS10 sysMsg is a system notice for the agents, with no event for the visitor', async () => {
    const { v, session } = await withAdmin();
    expect((await v.call(VisitorPath.sysMsg, { msgContent: 'Visitor chose: Billing', clientType: 1 })).code).toBe(200);
    expect(await drainEvents(v)).toEqual([]);
    expect((await admin.get(ConsolePath.messages(session.id))).json().data.at(-1)).toMatchObject({
      msgContent: 'Visitor chose: Billing',
      senderType: SenderType.SYSTEM,
    });
  });

  it('S-RT10 getAdminCard answers null unless the visitor is with an agent', async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.getAdminCard)).data).toBeNull();
    await setPresence(admin, 'online');
    await v.call(VisitorPath.transferAgent);
    expect((await v.call(VisitorPath.getAdminCard)).data).toMatchObject({ adminId: String(admin.agentId), adminNick: 'Ada' });
    await v.call(VisitorPath.chatClose);
    expect((await v.call(VisitorPath.getAdminCard)).data).toBeNull();
  });

  it('S-QU4 the sweep gives a seat that came free without a call to the visitor waiting', async () => {
    await setPresence(admin, 'busy');
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.QUEUED);
    // The console comes back without a presence call (e.g. another node wrote it): nothing drains the queue.
    await t.ctx.db.kysely
      .updateTable('agents')
      .set({ presence: 'online', last_active_at: t.clock.now })
      .where('id', '=', admin.agentId)
      .execute();
    expect((await sessionOf(v.userId)).status).toBe(UserStatus.QUEUED);
    await sweepQueues(t.ctx);
    expect((await sessionOf(v.userId)).status).toBe(UserStatus.AGENT);

    // The background loop sweeps by itself, every fifth tick.
    const w = await newVisitor(t);
    await setPresence(admin, 'busy');
    expect((await w.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.QUEUED);
    await t.ctx.db.kysely.updateTable('agents').set({ presence: 'online' }).where('id', '=', admin.agentId).execute();
    const stop = startBackgroundLoop(t.ctx, 20);
    try {
      await expect.poll(async () => (await sessionOf(w.userId)).status, { timeout: 3000 }).toBe(UserStatus.AGENT);
    } finally {
      stop();
    }
  });

  it('S-QU5 two visitors asking at once for the last seat: one connects, one queues', async () => {
    const agent = await createAgent(t, admin, { capacity: 1 });
    await setPresence(agent, 'online');
    const [a, b] = [await newVisitor(t), await newVisitor(t)];
    const answers = await Promise.all([a.call(VisitorPath.transferAgent), b.call(VisitorPath.transferAgent)]);
    expect(answers.map((r) => r.data.status as number).sort((x, y) => x - y)).toEqual([TransferStatus.CONNECTED, TransferStatus.QUEUED]);
  });

  it('S-TM4 a due timer of a session no longer with an agent fires nothing and is dropped', async () => {
    await configure({ userTimeoutMode: 1, userTimeoutTime: 1, userTimeoutMsg: 'Are you still there?' });
    const nobody = (await admin.post(AdminPath.groups, { groupName: 'Night shift', agentIds: [] })).json().data;
    const { v, session } = await withAdmin();
    // Handed back to a group with nobody in it: queued, while the visitor-idle timer of the agent's turn stays.
    expect((await admin.post(ConsolePath.transfer(session.id), { groupId: nobody.groupId })).statusCode).toBe(200);
    expect((await sessionOf(v.userId)).status).toBe(UserStatus.QUEUED);
    expect(await t.ctx.db.kysely.selectFrom('timers').select('kind').where('session_id', '=', session.id).execute()).toEqual([
      { kind: 'userIdle' },
    ]);
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    expect((await drainEvents(v)).filter((e) => e.code === EventCode.AGENT_MESSAGE)).toEqual([]);
    expect(await t.ctx.db.kysely.selectFrom('timers').select('id').where('session_id', '=', session.id).execute()).toEqual([]);
  });

  it('S-TM5 a due timer fires once however many nodes look, and a claim not completed is retried after its 60 s lease', async () => {
    await configure({ adminTimeoutMode: 1, adminTimeoutTime: 1, adminTimeoutMsg: 'Still on it' });
    const { v } = await withAdmin();
    await v.call(VisitorPath.sendMsg, { msgContent: 'hello?', msgType: 1 });
    t.clock.advance(60_001);
    const fired = await Promise.all([runDueTimers(t.ctx), runDueTimers(t.ctx), runDueTimers(t.ctx)]);
    expect(fired.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await drainEvents(v)).map((e) => e.message?.msgContent)).toEqual(['Still on it']);

    // A node claims the next one and dies before firing it: nobody else fires it until the lease runs out.
    await v.call(VisitorPath.sendMsg, { msgContent: 'anyone?', msgType: 1 });
    t.clock.advance(60_001);
    expect(await claimDueTimers(t.ctx.db.kysely, t.clock.now, 60_000)).toHaveLength(1);
    expect(await runDueTimers(t.ctx)).toBe(0);
    t.clock.advance(60_001);
    expect(await runDueTimers(t.ctx)).toBe(1);
    expect((await drainEvents(v)).map((e) => e.message?.msgContent)).toEqual(['Still on it']);
  });

  it('S-AG1 S-AG2 any agent of the tenant adds an internal note, also after the end, where nobody may write; the visitor is not told', async () => {
    const { v, session } = await withAdmin();
    expect((await admin.post(ConsolePath.close(session.id))).statusCode).toBe(200);
    await drainEvents(v);
    const colleague = await createAgent(t, admin);
    const note = await colleague.post(ConsolePath.messages(session.id), { msgContent: 'Called back, sorted', inside: true });
    expect(note.statusCode, note.body).toBe(200);
    expect(note.json().data).toMatchObject({ insideFlag: 1 });
    expect(await drainEvents(v)).toEqual([]);
    expect((await colleague.post(ConsolePath.messages(session.id), { msgContent: 'Hello?' })).statusCode).toBe(409);
  });

  it("S-AG4 typing reaches the visitor at most once per 1500 ms, and only from the conversation's agent", async () => {
    const { v, session } = await withAdmin();
    t.clock.advance(2000);
    const typing = () => admin.post(ConsolePath.typing(session.id), { typing: true });
    await typing();
    await typing();
    t.clock.advance(1499);
    await typing();
    expect((await drainEvents(v)).map((e) => e.code)).toEqual([EventCode.AGENT_TYPING]);
    t.clock.advance(1);
    await typing();
    expect((await drainEvents(v)).map((e) => e.code)).toEqual([EventCode.AGENT_TYPING]);
    const colleague = await createAgent(t, admin);
    expect((await colleague.post(ConsolePath.typing(session.id), { typing: true })).statusCode).toBe(403);
  });

  it("S-AG9 the active list shows an agent their own conversations, an admin everyone's", async () => {
    const agent = await createAgent(t, admin, { capacity: 1 });
    await setPresence(admin, 'online');
    await setPresence(agent, 'online');
    const [a, b] = [await newVisitor(t), await newVisitor(t)];
    await a.call(VisitorPath.transferAgent);
    await b.call(VisitorPath.transferAgent);
    const active = async (who: AgentSession) =>
      (await who.get(`${ConsolePath.conversations}?status=active`)).json().data as Array<{ visitor: { userId: string }; agentId: number }>;
    const mine = await active(agent);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.agentId).toBe(agent.agentId);
    expect((await active(admin)).map((c) => c.visitor.userId).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('S-AU1 the session cookie is httpOnly and SameSite=Lax for 7 days, and ends at logout', async () => {
    const res = await t.post(ConsolePath.login, { email: 'admin@demo.parley.local', password: DEMO_PASSWORD });
    const cookie = res.cookies.find((c) => c.name === 'parley_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 7 * 24 * 3600, path: '/' });
    const me = () => t.inject({ method: 'GET', url: ConsolePath.me, cookies: { parley_session: cookie.value } });
    expect((await me()).statusCode).toBe(200);
    expect((await t.inject({ method: 'POST', url: ConsolePath.logout, cookies: { parley_session: cookie.value } })).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);

    const again = await loginAdmin(t);
    t.clock.advance(7 * 24 * 3600 * 1000 - 1);
    expect((await again.get(ConsolePath.me)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await again.get(ConsolePath.me)).statusCode).toBe(401);
  });

  it('S-AU6 /me without a session cookie is 200 null (nobody signed in); a dead or malformed cookie stays 401', async () => {
    const anonymous = await t.inject({ method: 'GET', url: ConsolePath.me });
    expect([anonymous.statusCode, anonymous.json().data]).toEqual([200, null]);
    const forged = await t.inject({ method: 'GET', url: ConsolePath.me, cookies: { parley_session: 'x'.repeat(43) } });
    expect(forged.statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: ConsolePath.me, cookies: { parley_session: 'short' } })).statusCode).toBe(401);
    // Every other console call still needs a session.
    expect((await t.inject({ method: 'GET', url: ConsolePath.conversations })).statusCode).toBe(401);
  });

  it('S-AU3 an admin cannot take away their own admin role or delete their own account', async () => {
    const demote = await admin.post(AdminPath.agent(admin.agentId), { email: 'admin@demo.parley.local', nickname: 'Ada', role: 'agent' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toContain('role');
    expect((await admin.del(AdminPath.agent(admin.agentId))).statusCode).toBe(400);
    const still = await loginAgent(t, 'admin@demo.parley.local', DEMO_PASSWORD);
    expect((await still.get(ConsolePath.me)).json().data.role).toBe('admin');
  });

  it("S-CL2 an agent ends their own conversation with the closing text first, not a colleague's; any agent ends one with the robot", async () => {
    await configure({ adminCloseMode: 1, adminCloseMsg: 'Thanks for chatting with us' });
    const { v, session } = await withAdmin();
    const colleague = await createAgent(t, admin);
    expect((await colleague.post(ConsolePath.close(session.id))).statusCode).toBe(403);
    expect((await admin.post(ConsolePath.close(session.id))).statusCode).toBe(200);
    const events = await drainEvents(v);
    expect(events.map((e) => e.code)).toEqual([EventCode.AGENT_MESSAGE, EventCode.CLOSED]);
    expect(events[0].message).toMatchObject({ msgContent: 'Thanks for chatting with us', senderType: SenderType.AGENT, senderName: 'Ada' });
    expect(events[1]).toMatchObject({ outType: 2 });

    const w = await newVisitor(t);
    await w.call(VisitorPath.sendMsg, { msgContent: 'hello robot', msgType: 1 });
    expect((await colleague.post(ConsolePath.close((await sessionOf(w.userId)).id))).statusCode).toBe(200);
    expect((await drainEvents(w)).map((e) => [e.code, e.outType])).toEqual([
      [EventCode.AGENT_MESSAGE, undefined],
      [EventCode.CLOSED, 2],
    ]);
  });

  it('S-AG5 S-MS8 read marks only move forward, for the agent and for the visitor', async () => {
    const { v, session } = await withAdmin();
    const m1 = (await v.call(VisitorPath.sendMsg, { msgContent: 'one', msgType: 1 })).data as ChatMessage;
    const m2 = (await v.call(VisitorPath.sendMsg, { msgContent: 'two', msgType: 1 })).data as ChatMessage;
    const detail = async () =>
      (await admin.get(ConsolePath.conversation(session.id))).json().data as { unread: number; visitorReadMsgId: number };
    expect((await detail()).unread).toBe(2);
    await admin.post(ConsolePath.read(session.id), { msgId: m2.msgId });
    await admin.post(ConsolePath.read(session.id), { msgId: m1.msgId });
    expect((await detail()).unread).toBe(0);

    const r1 = (await admin.post(ConsolePath.messages(session.id), { msgContent: 'first answer' })).json().data as ChatMessage;
    const r2 = (await admin.post(ConsolePath.messages(session.id), { msgContent: 'second answer' })).json().data as ChatMessage;
    await v.call(VisitorPath.msgComplete, { msgId: r2.msgId });
    await v.call(VisitorPath.msgComplete, { msgId: r1.msgId });
    expect((await detail()).visitorReadMsgId).toBe(r2.msgId);
  });

  it('S-AG6 presence reads offline after 90 s of console silence, and a console call brings it back', async () => {
    const agent = await createAgent(t, admin);
    await setPresence(agent, 'online');
    const presence = async () =>
      ((await admin.get(ConsolePath.agents)).json().data as Array<{ agentId: number; presence: string }>).find(
        (a) => a.agentId === agent.agentId,
      )!.presence;
    expect(await presence()).toBe('online');
    t.clock.advance(90_000);
    expect(await presence()).toBe('online');
    t.clock.advance(1);
    expect(await presence()).toBe('offline');
    expect((await agent.get(ConsolePath.me)).statusCode).toBe(200);
    expect(await presence()).toBe('online');
  });

  it('S-UP1 an empty file is refused and nothing is kept', async () => {
    const v = await newVisitor(t);
    const res = await t.inject({
      method: 'POST',
      url: VisitorPath.upload,
      ...multipart({ userId: v.userId }, 'empty.txt', Buffer.alloc(0), v.headers),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('empty');
    expect(await t.ctx.db.kysely.selectFrom('uploads').select('key').execute()).toEqual([]);
  });

  it('S-MS1 a visitor who asks for an agent has one live session, kept by the next message', async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.NO_AGENT);
    const visitor = (await findVisitor(t.ctx, 'demo', v.userId))!;
    const live = (await activeSession(t.ctx.db.kysely, visitor.id))!;
    expect(live.status).toBe(UserStatus.ROBOT);
    expect(((await v.call(VisitorPath.sendMsg, { msgContent: 'hi', msgType: 1 })).data as ChatMessage).sessionId).toBe(Number(live.id));
  });
});
