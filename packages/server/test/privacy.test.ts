import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, MsgType, TicketDeskPath, TicketPath, VisitorPath } from '@parley/protocol';
import { FILE_LINK_TTL_MS } from '../src/platform/auth/fileLink.js';
import { hashPassword } from '../src/platform/auth/password.js';
import { purgeExpiredData } from '../src/domains/privacy/dataRetention.js';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import {
  createAgent,
  drainEvents,
  loginAdmin,
  loginAgent,
  newVisitor,
  setPresence,
  type AgentSession,
  type VisitorHandle,
} from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const PNG =
  'data:image/png;base64,' +
  Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5e2a1d10000000049454e44ae426082',
    'hex',
  ).toString('base64');
const DAY = 24 * 3600 * 1000;

/** Issue 18 items 9 and 10: what one tenant can learn of another, file links, read marks, and a visitor's data. */
describe.each(dialects)('privacy on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  const other = `pv-${dialect}`;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    await setPresence(admin, 'online');
    const k = t.ctx.db.kysely;
    const now = Date.now();
    await k.insertInto('tenants').values({ id: other, name: 'Other Co', created_at: now }).execute();
    await k
      .insertInto('agents')
      .values({
        tenant_id: other,
        email: 'shared@example.com',
        password_hash: await hashPassword('other-password'),
        nickname: 'Other',
        role: 'admin',
        created_at: now,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visitor with a conversation with the admin, holding a file, a ticket, a leave message and an internal note. */
  async function richVisitor(): Promise<{ v: VisitorHandle; sessionId: number; fileUrl: string; woId: string }> {
    const v = await newVisitor(t);
    await t.post(
      VisitorPath.chatStart,
      { channelId: 'demo', userId: v.userId, userName: 'Ann', email: 'ann@example.com', phone: '13800138000' },
      v.headers,
    );
    const fileUrl = (await v.call(VisitorPath.uploadBase64, { imgData: PNG })).data.url as string;
    await v.call(VisitorPath.sendMsg, { msgContent: 'hello, my number is 13800138000', msgType: MsgType.TEXT });
    await v.call(VisitorPath.sendMsg, { msgContent: fileUrl, msgType: MsgType.IMAGE });
    await v.call(VisitorPath.transferAgent);
    const sessionId = (await v.call(VisitorPath.getSessionMsg)).data[0].sessionId as number;
    await admin.post(ConsolePath.messages(sessionId), { msgContent: 'a note about Ann', inside: true });
    await admin.post(ConsolePath.messages(sessionId), { msgContent: fileUrl, msgType: MsgType.IMAGE });
    const woId = (
      await v.call(TicketPath.addWo, {
        tenantId: 'demo',
        woContent: 'my order is late',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
      })
    ).data.woId as string;
    expect((await v.call(VisitorPath.leaveMsg, { customerName: 'Ann', msgContent: 'call me', customerPhone: '13800138000' })).code).toBe(
      200,
    );
    return { v, sessionId, fileUrl, woId };
  }

  it('S-PV1 S-AU5 an agent e-mail used in another tenant is accepted; in this tenant it is 409 without naming anyone', async () => {
    const made = await admin.post(AdminPath.agents, { email: 'shared@example.com', password: 'demo-shared-1', nickname: 'Shared here' });
    expect(made.statusCode, made.body).toBe(200);
    const again = await admin.post(AdminPath.agents, { email: 'shared@example.com', password: 'demo-shared-1', nickname: 'Twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^email: an agent of this workspace/);
    const mine = (await admin.get(AdminPath.agents)).json().data.find((a: { email: string }) => a.email === 'shared@example.com');
    expect(mine.nickname).toBe('Shared here');
  });

  it('S-PV2 sign-in picks the account by password, asks for the workspace when several match, and takes tenantId', async () => {
    const here = await loginAgent(t, 'shared@example.com', 'demo-shared-1');
    expect((await here.get(ConsolePath.me)).json().data.tenantId).toBe('demo');
    const there = await loginAgent(t, 'shared@example.com', 'other-password');
    expect((await there.get(ConsolePath.me)).json().data.tenantId).toBe(other);
    // Same password in both: the caller holds both accounts and chooses.
    await t.ctx.db.kysely
      .updateTable('agents')
      .set({ password_hash: await hashPassword('demo-shared-1') })
      .where('tenant_id', '=', other)
      .execute();
    const both = await t.post(ConsolePath.login, { email: 'shared@example.com', password: 'demo-shared-1' });
    expect(both.statusCode).toBe(409);
    expect(
      both
        .json()
        .data.workspaces.map((w: { tenantId: string }) => w.tenantId)
        .sort(),
    ).toEqual(['demo', other].sort());
    const chosen = await t.post(ConsolePath.login, { email: 'shared@example.com', password: 'demo-shared-1', tenantId: other });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data.tenantId).toBe(other);
    expect(
      (await t.post(ConsolePath.login, { email: 'shared@example.com', password: 'demo-shared-1', tenantId: 'nowhere' })).statusCode,
    ).toBe(401);
    expect((await t.post(ConsolePath.login, { email: 'shared@example.com', password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('S-PV3 a file link expires; history, events and tickets answer links signed afresh', async () => {
    const v = await newVisitor(t);
    const url = (await v.call(VisitorPath.uploadBase64, { imgData: PNG })).data.url as string;
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(200);
    await v.call(VisitorPath.sendMsg, { msgContent: url, msgType: MsgType.IMAGE });
    await v.call(VisitorPath.transferAgent);
    await drainEvents(v);
    const sessionId = (await v.call(VisitorPath.getSessionMsg)).data[0].sessionId as number;
    await admin.post(ConsolePath.messages(sessionId), { msgContent: url, msgType: MsgType.IMAGE });
    const woId = (
      await v.call(TicketPath.addWo, {
        tenantId: 'demo',
        woContent: 'see picture',
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-2' }],
        woFileRelVoList: [{ fileName: 'x.png', fileUrl: url }],
      })
    ).data.woId as string;

    t.clock.advance(FILE_LINK_TTL_MS + 3600_000 + 1);
    expect((await t.inject({ method: 'GET', url })).statusCode).toBe(403);
    // Still readable with the visitor's token or an agent's session.
    expect((await t.inject({ method: 'GET', url, headers: v.headers })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url, headers: { cookie: `parley_session=${admin.cookie}` } })).statusCode).toBe(200);

    const fresh = async (link: string) => {
      expect(link).not.toBe(url);
      expect(Number(/[?&]e=(\d+)/.exec(link)![1])).toBeGreaterThan(t.clock.now);
      expect((await t.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    };
    const history = (await v.call(VisitorPath.getHistoryMsg, { pageSize: 20, maxTime: 0 })).data as Array<{ msgContent: string }>;
    await fresh(history.find((m) => m.msgContent.startsWith('/api/files/'))!.msgContent);
    const session = (await v.call(VisitorPath.getSessionMsg)).data as Array<{ msgContent: string }>;
    await fresh(session.find((m) => m.msgContent.startsWith('/api/files/'))!.msgContent);
    const events = await drainEvents(v);
    await fresh(events.find((e) => e.message?.msgContent?.startsWith('/api/files/')).message.msgContent);
    const wo = (await v.call(TicketPath.queryWoById, { id: woId })).data;
    await fresh(wo.woFileRelVoList[0].fileUrl);
  });

  it('S-AG10 S-AG8 a plain agent may correct any visitor of the tenant but moves read marks only in their own conversations', async () => {
    const agent = await createAgent(t, admin);
    const { sessionId } = await richVisitor();
    expect((await agent.post(ConsolePath.visitor(sessionId), { name: 'Ann B.' })).statusCode).toBe(200);
    const msgId = (await admin.get(ConsolePath.messages(sessionId))).json().data.at(-1).msgId as number;
    const res = await agent.post(ConsolePath.read(sessionId), { msgId });
    expect(res.statusCode).toBe(403);
    expect((await admin.post(ConsolePath.read(sessionId), { msgId })).statusCode).toBe(200);
  });

  it('S-PV4 an admin exports everything kept about a visitor, internal notes aside; the audit names no visitor', async () => {
    const { v, fileUrl, woId } = await richVisitor();
    const res = await admin.get(AdminPath.visitorExport(v.userId));
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.profile).toMatchObject({ userId: v.userId, name: 'Ann', email: 'ann@example.com', phone: '13800138000' });
    expect(d.conversations).toHaveLength(1);
    const contents = d.conversations[0].messages.map((m: { content: string }) => m.content);
    expect(contents).toContain('hello, my number is 13800138000');
    expect(contents).not.toContain('a note about Ann');
    expect(d.files).toHaveLength(1);
    expect(d.files[0].url.split('?')[0]).toBe(fileUrl.split('?')[0]);
    expect(d.tickets.map((x: { woId: string }) => x.woId)).toEqual([woId]);
    expect(d.leaveMessages[0]).toMatchObject({ content: 'call me', customerPhone: '13800138000' });
    const audit = await t.ctx.db.kysely.selectFrom('privacy_audit').selectAll().where('action', '=', 'export').execute();
    expect(audit.length).toBeGreaterThan(0);
    expect(JSON.stringify(audit)).not.toContain(v.userId);
    expect(JSON.parse(audit.at(-1)!.counts)).toMatchObject({ conversations: 1, files: 1, tickets: 1, leaveMessages: 1 });
  });

  it('S-PV5 S-AU4 export and erasure are for admins of the visitor tenant only', async () => {
    const { v } = await richVisitor();
    const agent = await createAgent(t, admin);
    expect((await agent.get(AdminPath.visitorExport(v.userId))).statusCode).toBe(403);
    expect((await agent.post(AdminPath.visitorErase(v.userId), { confirmUserId: v.userId })).statusCode).toBe(403);
    // The other tenant's admin (S-PV2 gave both accounts one password): a visitor of demo is no one there.
    const signedIn = await t.post(ConsolePath.login, { email: 'shared@example.com', password: 'demo-shared-1', tenantId: other });
    const cookie = `parley_session=${signedIn.cookies.find((c) => c.name === 'parley_session')!.value}`;
    expect((await t.inject({ method: 'GET', url: AdminPath.visitorExport(v.userId), headers: { cookie } })).statusCode).toBe(404);
    const erase = await t.inject({
      method: 'POST',
      url: AdminPath.visitorErase(v.userId),
      payload: { confirmUserId: v.userId },
      headers: { cookie },
    });
    expect(erase.statusCode).toBe(404);
    expect((await admin.get(AdminPath.visitorExport(v.userId))).statusCode).toBe(200);
    expect((await admin.get(AdminPath.visitorExport('u000000000000000000000000'))).statusCode).toBe(404);
  });

  it('S-PV6 erasure needs the userId repeated, then removes the visitor and all their data in one transaction, the stored files by a job written with it', async () => {
    const { v, fileUrl, sessionId } = await richVisitor();
    const key = fileUrl.split('/')[3]!;
    const refused = await admin.post(AdminPath.visitorErase(v.userId), { confirmUserId: 'someone-else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^confirmUserId/);
    const res = await admin.post(AdminPath.visitorErase(v.userId), { confirmUserId: v.userId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ conversations: 1, files: 1, tickets: 1, leaveMessages: 1 });
    expect(res.json().data.messages).toBeGreaterThanOrEqual(4);
    const k = t.ctx.db.kysely;
    for (const table of ['visitors', 'uploads'] as const) {
      const col = table === 'visitors' ? 'user_id' : 'key';
      expect(
        await k
          .selectFrom(table)
          .select('id')
          .where(col, '=', table === 'visitors' ? v.userId : key)
          .execute(),
      ).toEqual([]);
    }
    expect(await k.selectFrom('messages').select('id').where('session_id', '=', sessionId).execute()).toEqual([]);
    expect(await k.selectFrom('sessions').select('id').where('id', '=', sessionId).execute()).toEqual([]);
    // The bytes go by a job written with the erasure (its own test: jobQueue.test.ts).
    await t.jobs!.drain();
    await expect(t.ctx.files.size(key)).rejects.toThrow();
    expect((await admin.get(ConsolePath.conversation(sessionId))).statusCode).toBe(404);
    // The visitor's token names no one now: their widget starts over.
    expect((await t.post(VisitorPath.getHistoryMsg, { userId: v.userId, pageSize: 20, maxTime: 0 }, v.headers)).statusCode).toBe(401);
    const audit = await k.selectFrom('privacy_audit').selectAll().where('action', '=', 'erase').execute();
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(v.userId);
    expect(JSON.stringify(audit)).not.toContain('ann@example.com');
  });

  it('S-PV7 retention periods are per tenant (0 keeps forever) and the purge removes what is older, the bytes of files by a job written with it', async () => {
    expect((await admin.get(AdminPath.retention)).json().data).toEqual({ messageDays: 0, fileDays: 0, ticketDays: 0 });
    const bad = await admin.post(AdminPath.retention, { messageDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('messageDays');
    const { v, sessionId, fileUrl, woId } = await richVisitor();
    await admin.post(ConsolePath.close(sessionId));
    await admin.post(TicketDeskPath.ticket(woId), { status: 5 });
    const key = fileUrl.split('/')[3]!;
    // Nothing is purged while every period is 0.
    t.clock.advance(400 * DAY);
    expect(await purgeExpiredData(t.ctx)).toEqual({ messages: 0, files: 0, tickets: 0, leaveMessages: 0 });
    // 400 days on, the console session has long expired.
    admin = await loginAdmin(t);
    expect((await admin.post(AdminPath.retention, { messageDays: 30 })).json().data).toEqual({
      messageDays: 30,
      fileDays: 0,
      ticketDays: 0,
    });
    expect((await admin.post(AdminPath.retention, { fileDays: 60, ticketDays: 90 })).json().data).toEqual({
      messageDays: 30,
      fileDays: 60,
      ticketDays: 90,
    });
    const k = t.ctx.db.kysely;
    const purged = await purgeExpiredData(t.ctx);
    await t.jobs!.drain();
    expect(purged.messages).toBeGreaterThanOrEqual(4);
    expect(purged.files).toBeGreaterThanOrEqual(1);
    expect(purged.tickets).toBeGreaterThanOrEqual(1);
    expect(await k.selectFrom('messages').select('id').where('session_id', '=', sessionId).execute()).toEqual([]);
    expect(await k.selectFrom('uploads').select('id').where('key', '=', key).execute()).toEqual([]);
    await expect(t.ctx.files.size(key)).rejects.toThrow();
    expect((await admin.get(TicketDeskPath.ticket(woId))).statusCode).toBe(404);
    // The visitor and the conversation stay: only what has a period goes.
    expect((await admin.get(ConsolePath.conversation(sessionId))).statusCode).toBe(200);
    expect((await admin.get(AdminPath.visitorExport(v.userId))).json().data.profile.email).toBe('ann@example.com');
    // Another tenant's periods are its own.
    expect(
      (await k.selectFrom('tenants').select('message_retention_days').where('id', '=', other).executeTakeFirstOrThrow())
        .message_retention_days,
    ).toBe(0);
    await admin.post(AdminPath.retention, { messageDays: 0, fileDays: 0, ticketDays: 0 });
  });
});
