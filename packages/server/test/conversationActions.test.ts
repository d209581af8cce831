import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventCode, MsgType, OutType, SenderType, UserStatus, VisitorPath } from '@parley/protocol';
import { topics } from '../src/platform/bus/bus.js';
import type { Session, Visitor } from '../src/platform/db/schema.js';
import { inTransaction, type Tx } from '../src/platform/db/unitOfWork.js';
import { SYSTEM_SENDER, annotateMessage, postMessage, recallMessage } from '../src/domains/conversation/messageActions.js';
import {
  agentSender,
  assignSession,
  closeSession,
  handOverSession,
  inviteEvaluation,
  markReadByAgent,
  queueSession,
  startSession,
} from '../src/domains/conversation/sessionActions.js';
import { sessionById } from '../src/domains/conversation/sessionStore.js';
import { findVisitor } from '../src/domains/visitors/visitorStore.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 12: each conversation action writes its row, the visitor's event and the consoles' update together,
 * and publishes on the bus only after commit; a transaction that rolls back leaves no row, no event and no
 * publication behind.
 */
class Rollback extends Error {}

describe.each(dialects)('conversation actions on %s', (dialect) => {
  let t: TestApp;
  let published: Array<{ topic: string; message: string }>;
  let visitor: Visitor;
  let agent: { id: number; nickname: string };
  let other: { id: number; nickname: string };
  const unsubscribe: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const agents = await t.ctx.db.kysely
      .selectFrom('agents')
      .select(['id', 'nickname'])
      .where('tenant_id', '=', 'demo')
      .orderBy('id')
      .execute();
    agent = { id: Number(agents[0]!.id), nickname: agents[0]!.nickname };
    const second = await t.ctx.db.kysely
      .insertInto('agents')
      .values({
        tenant_id: 'demo',
        email: `second-${dialect}@demo.parley.local`,
        password_hash: 'x',
        nickname: 'Second',
        avatar: '',
        role: 'agent',
        capacity: 5,
        presence: 'offline',
        last_active_at: 0,
        last_assigned_at: 0,
        created_at: t.clock.now,
      })
      .returning(['id', 'nickname'])
      .executeTakeFirstOrThrow();
    other = { id: Number(second.id), nickname: second.nickname };
    unsubscribe.push(
      await t.ctx.bus.subscribe(topics.tenant('demo'), (message) => published.push({ topic: topics.tenant('demo'), message })),
    );
  });
  afterAll(async () => {
    for (const u of unsubscribe) await u();
    await t?.close();
  });

  beforeEach(async () => {
    const start = (await t.post(VisitorPath.chatStart, { channelId: 'demo' })).json().data as { userId: string };
    visitor = (await findVisitor(t.ctx, 'demo', start.userId))!;
    published = [];
    const topic = topics.visitor(visitor.id);
    unsubscribe.push(await t.ctx.bus.subscribe(topic, (message) => published.push({ topic, message })));
  });

  const counts = async () => {
    const k = t.ctx.db.kysely;
    const [m, e, s] = await Promise.all([
      k
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('visitor_id', '=', visitor.id)
        .executeTakeFirstOrThrow(),
      k
        .selectFrom('events')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('visitor_id', '=', visitor.id)
        .executeTakeFirstOrThrow(),
      k
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('visitor_id', '=', visitor.id)
        .executeTakeFirstOrThrow(),
    ]);
    return { messages: Number(m.n), events: Number(e.n), sessions: Number(s.n) };
  };
  const eventCodes = async () =>
    (await t.ctx.db.kysely.selectFrom('events').select('code').where('visitor_id', '=', visitor.id).orderBy('id').execute()).map(
      (r) => r.code,
    );
  const agentEvents = () =>
    published.filter((p) => p.topic === topics.tenant('demo')).map((p) => JSON.parse(p.message) as { type: string });
  const visitorWakes = () => published.filter((p) => p.topic === topics.visitor(visitor.id)).length;

  /** A session in the given state, set up in a transaction of its own, with the publications it caused cleared. */
  async function sessionIn(status: number): Promise<Session> {
    const s = await inTransaction(t.ctx, async (tx) => {
      const started = await startSession(t.ctx, tx, visitor);
      if (status === UserStatus.AGENT) await assignSession(t.ctx, tx, started, agent, null);
      if (status === UserStatus.QUEUED) await queueSession(t.ctx, tx, started, null);
      return started;
    });
    await new Promise((r) => setTimeout(r, 20));
    published.length = 0;
    return (await sessionById(t.ctx.db.kysely, Number(s.id)))!;
  }

  /** Runs the action, then checks that it rolled back whole when the transaction failed after it. */
  async function rolledBack(action: (tx: Tx) => Promise<unknown>): Promise<void> {
    const before = await counts();
    const codesBefore = await eventCodes();
    published.length = 0;
    await expect(
      inTransaction(t.ctx, async (tx) => {
        await action(tx);
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    await new Promise((r) => setTimeout(r, 20));
    expect(await counts()).toEqual(before);
    expect(await eventCodes()).toEqual(codesBefore);
    expect(published).toEqual([]);
  }

  it("S-EV1 S-EV2 postMessage (agent): the row, event 1201 and the consoles' message together; nothing on rollback", async () => {
    const s = await sessionIn(UserStatus.AGENT);
    const post = (tx: Tx) =>
      postMessage(t.ctx, tx, { session: s, sender: agentSender(agent), msgType: MsgType.TEXT, content: 'Hello from the agent' });
    await rolledBack(post);
    const row = await inTransaction(t.ctx, post);
    expect(await eventCodes()).toContain(EventCode.AGENT_MESSAGE);
    expect(visitorWakes()).toBe(1);
    expect(agentEvents()).toEqual([
      expect.objectContaining({ type: 'message', message: expect.objectContaining({ msgId: Number(row.id), senderId: agent.id }) }),
    ]);
    // The agent's turn starts the visitor-idle timer when the channel has one; the visitor's message ends it.
    const timers = await t.ctx.db.kysely.selectFrom('timers').select('kind').where('session_id', '=', s.id).execute();
    expect(timers.map((r) => r.kind)).not.toContain('agentIdle');
  });

  it('S-MS2 S-AG2 S-RB1 postMessage (visitor, internal note, robot): the visitor is not told; the consoles are', async () => {
    const s = await sessionIn(UserStatus.AGENT);
    const codes = await eventCodes();
    await inTransaction(t.ctx, async (tx) => {
      await postMessage(t.ctx, tx, {
        session: s,
        sender: { type: SenderType.VISITOR, name: 'V' },
        msgType: MsgType.TEXT,
        content: 'hi',
        clientId: 'message1',
      });
      await postMessage(t.ctx, tx, { session: s, sender: agentSender(agent), msgType: MsgType.TEXT, content: 'note', inside: true });
      await postMessage(t.ctx, tx, {
        session: s,
        sender: { type: SenderType.ROBOT, name: 'Robot' },
        msgType: MsgType.CARD,
        content: 'answer',
      });
    });
    expect(await eventCodes()).toEqual(codes);
    expect(visitorWakes()).toBe(0);
    expect(agentEvents().map((e) => e.type)).toEqual(['message', 'message', 'message']);
    await rolledBack((tx) => postMessage(t.ctx, tx, { session: s, sender: SYSTEM_SENDER, msgType: MsgType.TEXT, content: 'notice' }));
  });

  it('S-MS1 S-EV2 startSession: one live session per visitor, nothing left on rollback', async () => {
    await rolledBack((tx) => startSession(t.ctx, tx, visitor));
    const a = await inTransaction(t.ctx, (tx) => startSession(t.ctx, tx, visitor));
    const b = await inTransaction(t.ctx, (tx) => startSession(t.ctx, tx, visitor));
    expect(Number(b.id)).toBe(Number(a.id));
    expect(a.status).toBe(UserStatus.ROBOT);
  });

  it("S-RT8 S-EV1 S-EV2 assignSession: status 2, event 1200 and the consoles' update together; nothing on rollback", async () => {
    const s = await sessionIn(UserStatus.QUEUED);
    await rolledBack((tx) => assignSession(t.ctx, tx, s, agent, null));
    expect((await sessionById(t.ctx.db.kysely, Number(s.id)))!.status).toBe(UserStatus.QUEUED);
    expect(await inTransaction(t.ctx, (tx) => assignSession(t.ctx, tx, s, agent, null))).toBe(true);
    expect((await eventCodes()).at(-1)).toBe(EventCode.CONNECTED);
    expect(visitorWakes()).toBe(1);
    expect(agentEvents().at(-1)).toMatchObject({
      type: 'conversationChanged',
      conversation: { status: UserStatus.AGENT, agentId: agent.id },
    });
    // Taken already: a second assignment changes nothing.
    expect(await inTransaction(t.ctx, (tx) => assignSession(t.ctx, tx, s, other, null))).toBe(false);
  });

  it('S-EV1 S-EV2 queueSession and handOverSession: the row and the update together; nothing on rollback', async () => {
    const s = await sessionIn(UserStatus.ROBOT);
    await rolledBack((tx) => queueSession(t.ctx, tx, s, null));
    await inTransaction(t.ctx, (tx) => queueSession(t.ctx, tx, s, null));
    expect((await sessionById(t.ctx.db.kysely, Number(s.id)))!.status).toBe(UserStatus.QUEUED);
    expect(agentEvents().at(-1)).toMatchObject({ type: 'conversationChanged', conversation: { status: UserStatus.QUEUED } });

    await inTransaction(t.ctx, (tx) => assignSession(t.ctx, tx, s, agent, null));
    published.length = 0;
    await rolledBack((tx) => handOverSession(t.ctx, tx, s, other));
    await inTransaction(t.ctx, (tx) => handOverSession(t.ctx, tx, s, other));
    expect((await sessionById(t.ctx.db.kysely, Number(s.id)))!.agent_id).toBe(other.id);
    expect((await eventCodes()).at(-1)).toBe(EventCode.CONNECTED);
    expect(visitorWakes()).toBe(1);
  });

  it('S-CL3 S-EV1 S-EV2 closeSession: the closing text, status 0, event 1202 and the update together; nothing on rollback; once only', async () => {
    const s = await sessionIn(UserStatus.AGENT);
    const close = (tx: Tx) => closeSession(t.ctx, tx, s, OutType.AGENT_CLOSED, { text: 'Bye for now', sender: agentSender(agent) });
    await rolledBack(close);
    expect(await inTransaction(t.ctx, close)).toBeDefined();
    const ended = (await sessionById(t.ctx.db.kysely, Number(s.id)))!;
    expect(ended).toMatchObject({ status: UserStatus.OFFLINE, out_type: OutType.AGENT_CLOSED });
    expect((await eventCodes()).slice(-2)).toEqual([EventCode.AGENT_MESSAGE, EventCode.CLOSED]);
    expect(visitorWakes()).toBe(2);
    expect(agentEvents().map((e) => e.type)).toEqual(['message', 'conversationChanged']);
    expect(await t.ctx.db.kysely.selectFrom('timers').select('id').where('session_id', '=', s.id).execute()).toEqual([]);
    expect(await inTransaction(t.ctx, close)).toBeUndefined();
  });

  it('S-EV1 S-EV2 S-AG11 inviteEvaluation, recallMessage, markReadByAgent, annotateMessage: written with their events; nothing on rollback', async () => {
    const s = await sessionIn(UserStatus.AGENT);
    await rolledBack((tx) => inviteEvaluation(t.ctx, tx, s));
    await inTransaction(t.ctx, (tx) => inviteEvaluation(t.ctx, tx, s));
    expect((await eventCodes()).at(-1)).toBe(EventCode.INVITE_EVALUATE);

    const row = await inTransaction(t.ctx, (tx) =>
      postMessage(t.ctx, tx, { session: s, sender: agentSender(agent), msgType: MsgType.TEXT, content: 'oops' }),
    );
    published.length = 0;
    await rolledBack((tx) => recallMessage(t.ctx, tx, row));
    await inTransaction(t.ctx, (tx) => recallMessage(t.ctx, tx, row));
    expect((await eventCodes()).at(-1)).toBe(EventCode.RECALL);
    expect(agentEvents().at(-1)).toMatchObject({ type: 'messageRecalled', msgId: Number(row.id) });

    await expect(
      inTransaction(t.ctx, async (tx) => {
        await markReadByAgent(t.ctx, tx, s, Number(row.id));
        await annotateMessage(tx, Number(row.id), { disabled: 1 });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect((await sessionById(t.ctx.db.kysely, Number(s.id)))!.agent_read_msg_id).toBe(0);
    await inTransaction(t.ctx, (tx) => markReadByAgent(t.ctx, tx, s, Number(row.id)));
    expect(Number((await sessionById(t.ctx.db.kysely, Number(s.id)))!.agent_read_msg_id)).toBe(Number(row.id));
    // S-AG11: the visitor is told once; a mark that does not move tells nothing.
    expect((await eventCodes()).at(-1)).toBe(EventCode.AGENT_READ);
    const told = (await eventCodes()).length;
    await inTransaction(t.ctx, (tx) => markReadByAgent(t.ctx, tx, s, Number(row.id)));
    expect((await eventCodes()).length).toBe(told);
  });
});
