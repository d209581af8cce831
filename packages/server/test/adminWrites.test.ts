import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** Issue 18 item 6: an admin write that answers 400 has written nothing. */
describe.each(dialects)('admin writes on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-AU5 a group with an unknown agent is not created', async () => {
    const before = (await admin.get(AdminPath.groups)).json().data.length;
    const res = await admin.post(AdminPath.groups, { groupName: 'Ghosts', agentIds: [admin.agentId, 987654] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('agentIds');
    expect((await admin.get(AdminPath.groups)).json().data).toHaveLength(before);
  });

  it('S-AU5 an agent with an unknown group is not created and cannot sign in', async () => {
    const res = await admin.post(AdminPath.agents, {
      email: `ghost-${dialect}@demo.parley.local`,
      password: 'agent-password',
      nickname: 'Ghost',
      groupIds: ['987654'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('groupIds');
    expect((await admin.get(AdminPath.agents)).json().data.some((a: { nickname: string }) => a.nickname === 'Ghost')).toBe(false);
    expect((await t.post(ConsolePath.login, { email: `ghost-${dialect}@demo.parley.local`, password: 'agent-password' })).statusCode).toBe(
      401,
    );
  });

  it('S-AU5 an edit that names an unknown group changes nothing of the agent', async () => {
    const made = (
      await admin.post(AdminPath.agents, { email: `kept-${dialect}@demo.parley.local`, password: 'agent-password', nickname: 'Kept' })
    ).json().data;
    const res = await admin.post(AdminPath.agent(made.agentId), {
      email: `kept-${dialect}@demo.parley.local`,
      nickname: 'Renamed',
      groupIds: ['987654'],
    });
    expect(res.statusCode).toBe(400);
    expect((await admin.get(AdminPath.agents)).json().data.find((a: { agentId: number }) => a.agentId === made.agentId).nickname).toBe(
      'Kept',
    );
  });
});
