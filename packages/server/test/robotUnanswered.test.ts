import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, UNANSWERED_MAX_DAYS, VisitorPath, type RobotUnansweredItem } from '@parley/protocol';
import { purgeOldUnanswered } from '../src/domains/robot/unanswered.js';
import { createAgent, loginAdmin, newVisitor, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const DAY = 86_400_000;

describe.each(dialects)('robot unanswered questions on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = async (body: Record<string, unknown>) => (await newVisitor(t)).call(VisitorPath.robotAsk, body);
  const list = async (query = '') => {
    const res = await admin.get(`${AdminPath.robotUnanswered('demo')}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { items: RobotUnansweredItem[]; days: number };
  };

  it('S-RB14 keeps what the robot could not answer, grouped by wording, most asked first; answers and clicks are not gaps', async () => {
    await ask({ question: 'What will the weather be like in Oslo tomorrow?' });
    t.clock.advance(1000);
    await ask({ question: '  what will the weather be like in OSLO tomorrow ' });
    await ask({ question: 'delivery' });
    await ask({ question: 'When will my order arrive?' });
    await ask({ question: '转人工' });
    await ask({ docId: 'demo-3', click: 1 });

    const { items, days } = await list();
    expect(days).toBe(30);
    expect(items).toEqual([
      { question: 'what will the weather be like in OSLO tomorrow', count: 2, unknown: 2, clarify: 0, lastAskedAt: t.clock.now },
      { question: 'delivery', count: 1, unknown: 0, clarify: 1, lastAskedAt: t.clock.now },
    ]);
    expect((await list('?limit=1')).items.map((i) => i.question)).toEqual(['what will the weather be like in OSLO tomorrow']);
  });

  it('S-RB14 shows only the chosen period', async () => {
    t.clock.advance(31 * DAY);
    // A month on, the admin signs in again.
    admin = await loginAdmin(t);
    expect((await list()).items).toEqual([]);
    expect((await list('?days=90')).items).toHaveLength(2);
  });

  it('S-RB14 takes a question off the list in any of its wordings', async () => {
    const res = await admin.post(AdminPath.robotUnansweredDismiss('demo'), {
      questions: ['What will the weather be like in Oslo tomorrow?'],
    });
    expect(res.json().data).toEqual({ dismissed: 2 });
    expect((await list('?days=90')).items.map((i) => i.question)).toEqual(['delivery']);
  });

  it('S-RB14 purges questions older than the longest period', async () => {
    await admin.post(AdminPath.robotUnansweredDismiss('demo'), { questions: ['delivery'] });
    await ask({ question: 'What will the weather be like in Oslo tomorrow?' });
    await ask({ question: 'Is it going to snow?' });
    t.clock.advance((UNANSWERED_MAX_DAYS - 1) * DAY);
    expect(await purgeOldUnanswered(t.ctx)).toBe(0);
    t.clock.advance(2 * DAY);
    expect(await purgeOldUnanswered(t.ctx)).toBe(2);
    admin = await loginAdmin(t);
    expect((await list(`?days=${UNANSWERED_MAX_DAYS}`)).items).toEqual([]);
  });

  it('S-AU3 answers 400 for a bad period, limit or list, and is for admins of the tenant only', async () => {
    expect((await admin.get(`${AdminPath.robotUnanswered('demo')}?days=0`)).statusCode).toBe(400);
    expect((await admin.get(`${AdminPath.robotUnanswered('demo')}?limit=500`)).statusCode).toBe(400);
    const empty = await admin.post(AdminPath.robotUnansweredDismiss('demo'), { questions: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('questions');
    expect((await t.inject({ method: 'GET', url: AdminPath.robotUnanswered('demo') })).statusCode).toBe(401);
    const agent = await createAgent(t, admin);
    expect((await agent.get(AdminPath.robotUnanswered('demo'))).statusCode).toBe(403);
    expect((await agent.post(AdminPath.robotUnansweredDismiss('demo'), { questions: ['delivery'] })).statusCode).toBe(403);
    expect((await admin.get(AdminPath.robotUnanswered('elsewhere'))).statusCode).toBe(404);
  });
});
