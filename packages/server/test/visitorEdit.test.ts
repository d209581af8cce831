import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsolePath, VisitorPath } from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { findVisitor } from '../src/domains/visitors/visitorStore.js';
import { createAgent, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('agents edit the visitor on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterEach(async () => {
    await t?.close();
  });

  async function agentChat() {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId as number;
    return { v, sessionId };
  }

  it('S-AG8 changes only the fields sent and answers the conversation as the panel shows it', async () => {
    const { v, sessionId } = await agentChat();
    await v.call(VisitorPath.submitUserForm, { userName: 'Lin', email: 'lin@example.com' });
    const res = await admin.post(ConsolePath.visitor(sessionId), { phone: ' +44 (0)20 7946-0958 ext. 12 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.visitorProfile).toMatchObject({ name: 'Lin', email: 'lin@example.com', phone: '+44 (0)20 7946-0958 ext. 12' });
    expect(res.json().data.visitor).toMatchObject({ name: 'Lin', phone: '+44 (0)20 7946-0958 ext. 12' });

    expect((await admin.post(ConsolePath.visitor(sessionId), { name: 'Lin Wei', email: '' })).statusCode).toBe(200);
    expect(await findVisitor(t.ctx, 'demo', v.userId)).toMatchObject({ name: 'Lin Wei', email: '', phone: '+44 (0)20 7946-0958 ext. 12' });
  });

  it('S-AG8 lets any agent of the tenant edit, even after the chat ended', async () => {
    const { v, sessionId } = await agentChat();
    await admin.post(ConsolePath.close(sessionId));
    const colleague = await createAgent(t, admin);
    expect((await colleague.post(ConsolePath.visitor(sessionId), { name: 'Returning customer' })).statusCode).toBe(200);
    expect((await findVisitor(t.ctx, 'demo', v.userId))?.name).toBe('Returning customer');
  });

  it.each([
    [{ email: 'not-an-address' }, 'e-mail'],
    [{ phone: '1'.repeat(33) }, 'phone'],
    [{ name: 'x'.repeat(65) }, 'name'],
    [{}, 'required'],
    [{ name: 7 }, 'name'],
  ])('S-AG8 refuses %j', async (body, needle) => {
    const { v, sessionId } = await agentChat();
    const res = await admin.post(ConsolePath.visitor(sessionId), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(needle);
    expect((await findVisitor(t.ctx, 'demo', v.userId))?.name).toBe('');
  });

  it('S-AU2 S-AU4 needs a signed-in agent of the same tenant', async () => {
    const { v, sessionId } = await agentChat();
    expect((await t.post(ConsolePath.visitor(sessionId), { name: 'Mallory' })).statusCode).toBe(401);
    expect((await t.post(ConsolePath.visitor(sessionId), { name: 'Mallory' }, v.headers)).statusCode).toBe(401);

    const now = t.clock.now;
    await t.ctx.db.kysely.insertInto('tenants').values({ id: 'other', name: 'Other Co', created_at: now }).execute();
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
    expect((await outsider.post(ConsolePath.visitor(sessionId), { name: 'Mallory' })).statusCode).toBe(404);
    expect((await admin.post(ConsolePath.visitor(999_999), { name: 'Nobody' })).statusCode).toBe(404);
    expect((await findVisitor(t.ctx, 'demo', v.userId))?.name).toBe('');
  });
});
