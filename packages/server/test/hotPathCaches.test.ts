import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, SenderType, UserStatus, VisitorPath } from '@parley/protocol';
import { loginAdmin, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 17 item 4: a visitor's message reads neither their row nor their live session from the database when this
 * node knows them. What it kept must never make a message land wrong: the INSERT re-checks the session's status, and
 * every write to a visitor or a session drops the copies after its commit.
 */
describe.each(dialects)('the caches of the message path on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const sessionsOf = async (userId: string) =>
    t.ctx.db.kysely
      .selectFrom('sessions')
      .innerJoin('visitors', 'visitors.id', 'sessions.visitor_id')
      .select(['sessions.id', 'sessions.status'])
      .where('visitors.user_id', '=', userId)
      .orderBy('sessions.id')
      .execute();
  const textsOf = async (sessionId: number) =>
    (await t.ctx.db.kysely.selectFrom('messages').select('content').where('session_id', '=', sessionId).orderBy('id').execute()).map(
      (m) => m.content,
    );

  it('a message to a conversation that ended unheard (its cached copy stale) starts a new one; the ended one gets nothing', async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'one' })).code).toBe(200);
    // Read into the cache here; the next message is written against the cached copy.
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'two' })).code).toBe(200);
    const [first] = await sessionsOf(v.userId);
    // Ended behind the cache's back, as when a node dies between its commit and its publication.
    await t.ctx.db.kysely
      .updateTable('sessions')
      .set({ status: UserStatus.OFFLINE, ended_at: t.clock.now })
      .where('id', '=', first!.id)
      .execute();
    const sent = await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'three', id: 'local-3' });
    expect(sent.code).toBe(200);
    const sessions = await sessionsOf(v.userId);
    expect(sessions).toHaveLength(2);
    expect(sessions[1]).toMatchObject({ status: UserStatus.ROBOT });
    expect(await textsOf(Number(first!.id))).toEqual(['one', 'two']);
    expect(await textsOf(Number(sessions[1]!.id))).toEqual(['three']);
    // A retry of the same local id finds that message, wherever it went.
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'three', id: 'local-3' })).data.msgId).toBe(sent.data.msgId);
  });

  it('a conversation taken, edited and closed through the console: each next message goes where and as whom it should', async () => {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'to the robot' })).code).toBe(200);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(UserStatus.AGENT);
    const [s] = await sessionsOf(v.userId);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'to the agent' })).code).toBe(200);
    expect((await admin.post(ConsolePath.visitor(s!.id), { name: 'Ada Lovelace' })).statusCode).toBe(200);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'renamed' })).code).toBe(200);
    expect((await admin.post(ConsolePath.close(s!.id), {})).statusCode).toBe(200);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'after the close' })).code).toBe(200);

    const rows = await t.ctx.db.kysely
      .selectFrom('messages')
      .innerJoin('visitors', 'visitors.id', 'messages.visitor_id')
      .select(['messages.session_id', 'messages.content', 'messages.sender_name'])
      .where('visitors.user_id', '=', v.userId)
      .where('messages.sender_type', '=', SenderType.VISITOR)
      .orderBy('messages.id')
      .execute();
    const sessions = await sessionsOf(v.userId);
    expect(sessions.map((x) => x.status)).toEqual([UserStatus.OFFLINE, UserStatus.ROBOT]);
    expect(rows.map((r) => [Number(r.session_id), r.content, r.sender_name])).toEqual([
      [Number(s!.id), 'to the robot', ''],
      [Number(s!.id), 'to the agent', ''],
      [Number(s!.id), 'renamed', 'Ada Lovelace'],
      [Number(sessions[1]!.id), 'after the close', 'Ada Lovelace'],
    ]);
  });

  it("typing names the conversation as it now is: after the console closes one, the next one's id, never the ended one's", async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'first' })).code).toBe(200);
    const typed: number[] = [];
    const off = await t.ctx.bus.subscribe('tenant:demo', (m) => {
      const e = JSON.parse(m) as { type: string; sessionId: number };
      if (e.type === 'visitorTyping') typed.push(e.sessionId);
    });
    expect((await v.call(VisitorPath.typing, { msgContent: 'a' })).code).toBe(200);
    const [first] = await sessionsOf(v.userId);
    expect((await admin.post(ConsolePath.close(first!.id), {})).statusCode).toBe(200);
    // No live conversation: typing tells nobody.
    expect((await v.call(VisitorPath.typing, { msgContent: 'b' })).code).toBe(200);
    expect((await v.call(VisitorPath.sendMsg, { msgType: 1, msgContent: 'second' })).code).toBe(200);
    expect((await v.call(VisitorPath.typing, { msgContent: 'c' })).code).toBe(200);
    await off();
    const sessions = await sessionsOf(v.userId);
    expect(typed).toEqual([Number(first!.id), Number(sessions[1]!.id)]);
  });
});
