import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ConsolePath,
  EventCode,
  VisitorPath,
  SERVER_ONLY_CHANNEL_SETTINGS,
  channelSettingsSchema,
  type ChatMessage,
} from '@parley/protocol';
import { closeByVisitor } from '../src/domains/chat/visitorChat.js';
import { findVisitor } from '../src/domains/visitors/visitorStore.js';
import { inTransaction } from '../src/platform/db/unitOfWork.js';
import { tellVisitor } from '../src/domains/conversation/visitorEvents.js';
import { purgeOldEvents } from '../src/domains/events/eventPurge.js';
import { createTestApp, dialects, DEMO_PASSWORD, type TestApp } from './harness.js';

describe.each(dialects)('visitor calls on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function startVisitor(extra: Record<string, unknown> = {}) {
    const res = await t.post(VisitorPath.chatStart, { channelId: 'demo', ...extra });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    return { ...data, headers: { token: data.token as string } } as {
      userId: string;
      token: string;
      status: number;
      sessionId: number;
      pollId: string;
      lastEventId: number;
      tenantId: string;
      headers: Record<string, string>;
    };
  }
  async function send(v: { userId: string; headers: Record<string, string> }, msgContent: string, id?: string) {
    return t.post(VisitorPath.sendMsg, { userId: v.userId, msgContent, msgType: 1, ...(id ? { id } : {}) }, v.headers);
  }

  describe('channelInfo', () => {
    it('S-CH1 answers every init-data field of the channel', async () => {
      const res = await t.post(VisitorPath.channelInfo, { channelId: 'demo' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.code).toBe(200);
      const serverOnly: readonly string[] = SERVER_ONLY_CHANNEL_SETTINGS;
      for (const key of Object.keys(channelSettingsSchema.shape)) {
        if (serverOnly.includes(key)) expect(body.data).not.toHaveProperty(key);
        else expect(body.data).toHaveProperty(key);
      }
      expect(body.data).toMatchObject({ channelId: 'demo', tenantId: 'demo', noticeMode: 1 });
      expect(body.data.robotWelcomeMsg).not.toBe('');
      expect(body.data.chatMenuConfigPlan.menus).toHaveLength(3);
    });
    it('S-CH1 S-EN1 answers 404 for an unknown channel', async () => {
      const res = await t.post(VisitorPath.channelInfo, { channelId: 'nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null });
    });
    it.each([[{}], [{ channelId: 5 }], [{ channelId: '' }]])('S-EN2 answers 400 naming channelId for %j', async (body) => {
      const res = await t.post(VisitorPath.channelInfo, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().message).toContain('channelId');
    });
    it('S-EN2 answers 400, not 500, to broken JSON and to a missing body', async () => {
      const broken = await t.inject({
        method: 'POST',
        url: VisitorPath.channelInfo,
        payload: '{bad',
        headers: { 'content-type': 'application/json' },
      });
      expect(broken.statusCode).toBe(400);
      const none = await t.inject({ method: 'POST', url: VisitorPath.channelInfo });
      expect(none.statusCode).toBe(400);
      expect(none.json().code).toBe(400);
    });
  });

  describe('chatStart', () => {
    it('S-ID2 S-ID3 creates a visitor with a token and no live session', async () => {
      const v = await startVisitor({
        params: '{"UID":"40002421"}',
        email: 'a@b.co',
        phone: '13800138000',
        userName: 'Ann',
        locale: 'en',
        previousUrl: 'https://shop.example/p/1',
        refer: 'https://google.example',
      });
      expect(v.userId).toMatch(/^u[0-9a-f]{24}$/);
      expect(v.status).toBe(0);
      expect(v.sessionId).toBe(0);
      expect(v.tenantId).toBe('demo');
      expect(v.pollId).toBeTruthy();
      const row = await findVisitor(t.ctx, 'demo', v.userId);
      expect(JSON.parse(row!.params)).toEqual({ UID: '40002421' });
      expect(row).toMatchObject({
        email: 'a@b.co',
        phone: '13800138000',
        name: 'Ann',
        locale: 'en',
        previous_url: 'https://shop.example/p/1',
      });
    });
    it('S-ID1 S-ID4 resumes the same visitor and live session with a valid token', async () => {
      const v = await startVisitor();
      await send(v, 'first');
      const again = await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers);
      const d = again.json().data;
      expect(d.userId).toBe(v.userId);
      expect(d.status).toBe(1);
      expect(d.sessionId).toBeGreaterThan(0);
    });
    it('S-ID1 starts a new visitor when the userId comes without its token', async () => {
      const v = await startVisitor();
      const guess = await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId });
      expect(guess.json().data.userId).not.toBe(v.userId);
      const other = await startVisitor();
      const borrowed = await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, other.headers);
      expect(borrowed.json().data.userId).not.toBe(v.userId);
    });
    it('S-ID3 keeps malformed params out silently', async () => {
      const v = await startVisitor({ params: '{not json' });
      expect((await findVisitor(t.ctx, 'demo', v.userId))!.params).toBe('{}');
    });
    it('S-EN2 refuses an unknown channel and a mistyped field', async () => {
      expect((await t.post(VisitorPath.chatStart, { channelId: 'nope' })).statusCode).toBe(404);
      const bad = await t.post(VisitorPath.chatStart, { channelId: 'demo', email: 42 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('email');
    });
  });

  describe('sendMsg', () => {
    it('S-MS1 S-MS2 persists a trimmed text message in a new robot-phase session', async () => {
      const v = await startVisitor();
      const res = await send(v, '  hello there  ', 'message1700000000000001');
      expect(res.statusCode).toBe(200);
      const m = res.json().data as ChatMessage;
      expect(m).toMatchObject({ msgContent: 'hello there', msgType: 1, senderType: 1, id: 'message1700000000000001' });
      expect(m.msgId).toBeGreaterThan(0);
      expect(m.sessionId).toBeGreaterThan(0);
    });
    it('S-MS3 answers a retried local id with the first message instead of a second one', async () => {
      const v = await startVisitor();
      const a = (await send(v, 'once', 'message1')).json().data;
      const b = (await send(v, 'once', 'message1')).json().data;
      expect(b.msgId).toBe(a.msgId);
      const history = (await t.post(VisitorPath.getHistoryMsg, { userId: v.userId }, v.headers)).json().data;
      expect(history).toHaveLength(1);
    });
    it.each([
      [{ msgContent: 'x', msgType: 1 }, 'userId'],
      [{ userId: 'U', msgType: 1 }, 'msgContent'],
      [{ userId: 'U', msgContent: 'x' }, 'msgType'],
      [{ userId: 'U', msgContent: '   ', msgType: 1 }, 'msgContent'],
      [{ userId: 'U', msgContent: 'x', msgType: 'text' }, 'msgType'],
      [{ userId: 'U', msgContent: 5, msgType: 1 }, 'msgContent'],
      [{ userId: 'U', msgContent: 'x', msgType: 1, id: 12 }, 'id'],
    ])('S-EN2 answers 400 naming the field for %j', async (body, field) => {
      const v = await startVisitor();
      const res = await t.post(VisitorPath.sendMsg, { ...body, ...('userId' in body ? { userId: v.userId } : {}) }, v.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });
    it('S-ID6 answers 401 without a token, with a forged token, and for another visitor', async () => {
      const v = await startVisitor();
      const other = await startVisitor();
      expect((await t.post(VisitorPath.sendMsg, { userId: v.userId, msgContent: 'x', msgType: 1 })).statusCode).toBe(401);
      const forged = v.token.slice(0, -3) + (v.token.endsWith('AAA') ? 'BBB' : 'AAA');
      expect((await t.post(VisitorPath.sendMsg, { userId: v.userId, msgContent: 'x', msgType: 1 }, { token: forged })).statusCode).toBe(
        401,
      );
      const res = await t.post(VisitorPath.sendMsg, { userId: other.userId, msgContent: 'x', msgType: 1 }, v.headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401);
    });
    it('S-ID5 answers 401 once the token has expired', async () => {
      const v = await startVisitor();
      t.clock.advance(504_000_001);
      try {
        expect((await send(v, 'late')).statusCode).toBe(401);
      } finally {
        t.clock.advance(-504_000_001);
      }
    });
  });

  describe('history and session messages', () => {
    it('S-MS4 pages history by 20 with maxTime, oldest first, and ends with a short page', async () => {
      const v = await startVisitor();
      for (let i = 0; i < 25; i++) {
        t.clock.advance(1000);
        await send(v, `m${i}`);
      }
      const page1 = (await t.post(VisitorPath.getHistoryMsg, { userId: v.userId, maxTime: 0, pageSize: 20 }, v.headers)).json()
        .data as ChatMessage[];
      expect(page1).toHaveLength(20);
      expect(page1[0]!.msgContent).toBe('m5');
      expect(page1.at(-1)!.msgContent).toBe('m24');
      const page2 = (await t.post(VisitorPath.getHistoryMsg, { userId: v.userId, maxTime: page1[0]!.msgTime }, v.headers)).json()
        .data as ChatMessage[];
      const fresh = page2.filter((m) => !page1.some((p) => p.msgId === m.msgId));
      expect(fresh.map((m) => m.msgContent)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
      expect(page2.length).toBeLessThan(20);
    });
    it('S-EN2 answers 400 for a bad page size or maxTime', async () => {
      const v = await startVisitor();
      expect((await t.post(VisitorPath.getHistoryMsg, { userId: v.userId, pageSize: 0 }, v.headers)).statusCode).toBe(400);
      expect((await t.post(VisitorPath.getHistoryMsg, { userId: v.userId, maxTime: 'yesterday' }, v.headers)).statusCode).toBe(400);
    });
    it("S-MS5 answers the live session only, and nothing of another visitor's session", async () => {
      const v = await startVisitor();
      await send(v, 'one');
      await send(v, 'two');
      const sid = (await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers)).json().data.sessionId;
      const mine = (await t.post(VisitorPath.getSessionMsg, { userId: v.userId, sessionId: sid }, v.headers)).json().data;
      expect(mine.map((m: ChatMessage) => m.msgContent)).toEqual(['one', 'two']);
      const other = await startVisitor();
      const theirs = (await t.post(VisitorPath.getSessionMsg, { userId: other.userId, sessionId: sid }, other.headers)).json().data;
      expect(theirs).toEqual([]);
    });
  });

  describe('offline messages, events, typing, close', () => {
    it('S-EV3 S-CL1 answers an empty event list and the cursor, then a 1202 after chatClose', async () => {
      const v = await startVisitor();
      await send(v, 'hi');
      const empty = (
        await t.post(VisitorPath.getEventMsg, { userId: v.userId, pollId: v.pollId, lastEventId: v.lastEventId }, v.headers)
      ).json().data;
      expect(empty).toMatchObject({ status: 1, waitIndex: 0, msgList: [] });
      const closed = await t.post(VisitorPath.chatClose, { userId: v.userId }, v.headers);
      expect(closed.json().code).toBe(200);
      const ev = (
        await t.post(VisitorPath.getEventMsg, { userId: v.userId, pollId: v.pollId, lastEventId: empty.lastEventId }, v.headers)
      ).json().data;
      expect(ev.status).toBe(0);
      expect(ev.msgList).toHaveLength(1);
      expect(ev.msgList[0]).toMatchObject({ code: EventCode.CLOSED, outType: 0 });
      const after = (await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: ev.lastEventId }, v.headers)).json().data;
      expect(after.msgList).toEqual([]);
      // Closing again is harmless.
      expect((await t.post(VisitorPath.chatClose, { userId: v.userId }, v.headers)).json().code).toBe(200);
    });
    it('S-EV5 S-EV6 purges old events and answers 410 to a cursor inside the purged range', async () => {
      const v = await startVisitor();
      await send(v, 'hi');
      await t.post(VisitorPath.chatClose, { userId: v.userId }, v.headers);
      t.clock.advance(2000);
      {
        expect(await purgeOldEvents(t.ctx, 1000)).toBeGreaterThan(0);
        const stale = await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: v.lastEventId }, v.headers);
        expect(stale.statusCode).toBe(410);
        const fresh = (await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers)).json().data;
        expect(fresh.userId).toBe(v.userId);
        expect((await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: fresh.lastEventId }, v.headers)).statusCode).toBe(
          200,
        );
      }
    });
    it('S-EV5 answers 410 for a cursor this database never issued', async () => {
      const v = await startVisitor();
      const res = await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: 999_999_999 }, v.headers);
      expect(res.statusCode).toBe(410);
      expect(res.json().code).toBe(410);
    });
    it('S-EV4 holds a long-poll until an event arrives', async () => {
      const v = await startVisitor();
      await send(v, 'hi');
      const pending = t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: v.lastEventId, wait: 5000 }, v.headers);
      await new Promise((r) => setTimeout(r, 100));
      const visitor = (await findVisitor(t.ctx, 'demo', v.userId))!;
      await closeByVisitor(t.ctx, visitor);
      const res = (await pending).json().data;
      expect(res.msgList.map((e: { code: number }) => e.code)).toEqual([EventCode.CLOSED]);
    });
    it('S-MS6 S-MS7 answers agent messages the visitor has not seen, once', async () => {
      const v = await startVisitor();
      const mine = (await send(v, 'question')).json().data as ChatMessage;
      const visitor = (await findVisitor(t.ctx, 'demo', v.userId))!;
      await t.ctx.db.kysely
        .insertInto('messages')
        .values({
          tenant_id: 'demo',
          session_id: mine.sessionId,
          visitor_id: visitor.id,
          sender_type: 2,
          sender_id: 1,
          sender_name: 'Ada',
          msg_type: 1,
          content: 'answer while you were away',
          extra: '{}',
          client_id: null,
          recall_flag: 0,
          inside_flag: 0,
          sensitive_flag: 0,
          created_at: t.clock.now,
        })
        .execute();
      await t.ctx.db.kysely
        .insertInto('messages')
        .values({
          tenant_id: 'demo',
          session_id: mine.sessionId,
          visitor_id: visitor.id,
          sender_type: 2,
          sender_id: 1,
          sender_name: 'Ada',
          msg_type: 1,
          content: 'internal note',
          extra: '{}',
          client_id: null,
          recall_flag: 0,
          inside_flag: 1,
          sensitive_flag: 0,
          created_at: t.clock.now,
        })
        .execute();
      const first = (await t.post(VisitorPath.getOfflineMsg, { userId: v.userId, pollId: v.pollId }, v.headers)).json();
      expect(first.message).toBe('SUCCESS');
      expect(first.data.msgList.map((m: ChatMessage) => m.msgContent)).toEqual(['answer while you were away']);
      const second = (await t.post(VisitorPath.getOfflineMsg, { userId: v.userId, pollId: v.pollId }, v.headers)).json();
      expect(second.data.msgList).toEqual([]);
      const history = (await t.post(VisitorPath.getHistoryMsg, { userId: v.userId }, v.headers)).json().data as ChatMessage[];
      expect(history.map((m) => m.msgContent)).not.toContain('internal note');
    });
    it('S-MS9 passes typing to agents and accepts beforeUnload', async () => {
      const v = await startVisitor();
      await send(v, 'hello');
      const seen: string[] = [];
      const off = await t.ctx.bus.subscribe('tenant:demo', (m) => seen.push(m));
      expect((await t.post(VisitorPath.typing, { userId: v.userId, msgContent: 'half a sent' }, v.headers)).json().code).toBe(200);
      expect((await t.post(VisitorPath.beforeUnload, { userId: v.userId }, v.headers)).json().code).toBe(200);
      await off();
      // beforeUnload also records its agents-only notice (a message) in the live conversation.
      expect(seen.map((s) => JSON.parse(s).type)).toEqual(['visitorTyping', 'message', 'visitorLeft']);
      expect(JSON.parse(seen[0]!).draft).toBe('half a sent');
      expect((await t.post(VisitorPath.typing, { userId: v.userId, msgContent: 7 }, v.headers)).statusCode).toBe(400);
    });
    it('S-ID6 refuses every authed call without a token', async () => {
      const v = await startVisitor();
      for (const path of [
        VisitorPath.getHistoryMsg,
        VisitorPath.getSessionMsg,
        VisitorPath.getOfflineMsg,
        VisitorPath.getEventMsg,
        VisitorPath.typing,
        VisitorPath.chatClose,
        VisitorPath.beforeUnload,
        VisitorPath.msgComplete,
      ]) {
        const res = await t.post(path, { userId: v.userId });
        expect(res.statusCode, path).toBe(401);
      }
    });
    it('S-EV1 keeps a published event across the bus notification', async () => {
      const v = await startVisitor();
      const visitor = (await findVisitor(t.ctx, 'demo', v.userId))!;
      const e = await inTransaction(t.ctx, (tx) => tellVisitor(t.ctx, tx, 'demo', visitor.id, { code: EventCode.AGENT_TYPING }));
      const got = (await t.post(VisitorPath.getEventMsg, { userId: v.userId, lastEventId: v.lastEventId }, v.headers)).json().data;
      expect(got.msgList[0]).toMatchObject({ eventId: e.eventId, code: EventCode.AGENT_TYPING });
    });
  });

  describe('console login', () => {
    it('S-AU1 logs the seeded admin in with a session cookie and refuses a wrong password', async () => {
      const bad = await t.post(ConsolePath.login, { email: 'admin@demo.parley.local', password: 'wrong' });
      expect(bad.statusCode).toBe(401);
      const good = await t.post(ConsolePath.login, { email: 'Admin@demo.parley.local', password: DEMO_PASSWORD });
      expect(good.statusCode).toBe(200);
      const cookie = good.cookies.find((c) => c.name === 'parley_session');
      expect(cookie?.httpOnly).toBe(true);
      const me = await t.inject({ method: 'GET', url: ConsolePath.me, cookies: { parley_session: cookie!.value } });
      expect(me.json().data).toMatchObject({ tenantId: 'demo', role: 'admin' });
      // Without the cookie nobody is signed in (S-AU6); a console call then needs one (S-AU2).
      expect((await t.inject({ method: 'GET', url: ConsolePath.me })).json()).toMatchObject({ code: 200, data: null });
      expect((await t.inject({ method: 'GET', url: ConsolePath.conversations })).statusCode).toBe(401);
      expect((await t.post(ConsolePath.login, { email: 'not-an-email', password: 'x' })).statusCode).toBe(400);
    });
  });

  it('S-MS11 keeps messages across a restart', async () => {
    const v = await startVisitor();
    await send(v, 'remember me');
    t = await t.restart();
    const history = (await t.post(VisitorPath.getHistoryMsg, { userId: v.userId }, v.headers)).json().data as ChatMessage[];
    expect(history.map((m) => m.msgContent)).toEqual(['remember me']);
  });
});
