import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, VisitorPath } from '@parley/protocol';
import { findVisitor } from '../src/domains/visitors/visitorStore.js';
import { loginAdmin, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('pre-chat form, rating and visitor data on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeEach(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterEach(async () => {
    await t?.close();
  });

  const form = {
    userFormMode: 1,
    userForm: {
      formTitle: 'Before we start',
      formList: [
        { name: 'Name', require: 1, show: 1, fieldType: 1 },
        { name: 'Phone', require: 0, show: 1, fieldType: 1 },
        { name: 'E-mail', require: 0, show: 1, fieldType: 1 },
        { name: 'Order number', require: 1, show: 1, fieldType: 1 },
        { name: 'Topic', require: 0, show: 1, fieldType: 6, options: [{ label: 'Billing', value: 'billing' }] },
      ],
    },
  };

  it('S-FM1 stores a valid pre-chat form on the visitor, shown to agents', async () => {
    expect((await admin.post(AdminPath.channel('demo'), form)).statusCode).toBe(200);
    const v = await newVisitor(t);
    const resume = async () => (await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers)).json().data;
    expect((await resume()).userFormDone).toBe(false);
    const res = await v.call(VisitorPath.submitUserForm, {
      userName: 'Lin',
      phone: '13800138000',
      email: 'lin@example.com',
      formParams: JSON.stringify({ 'Order number': 'A-1', Topic: 'billing' }),
    });
    expect(res.code).toBe(200);
    expect((await resume()).userFormDone).toBe(true);
    const row = (await findVisitor(t.ctx, 'demo', v.userId))!;
    expect(row).toMatchObject({ name: 'Lin', phone: '13800138000', email: 'lin@example.com' });
    expect(JSON.parse(row.form_params)).toEqual({ 'Order number': 'A-1', Topic: 'billing' });
  });

  it.each([
    [{ phone: '13800138000', formParams: '{"Order number":"A"}' }, 'Name'],
    [{ userName: 'Lin', phone: '+999 1234567', formParams: '{"Order number":"A"}' }, 'correct phone'],
    [{ userName: 'Lin', email: 'lin@', formParams: '{"Order number":"A"}' }, 'email: must be one e-mail address'],
    [{ userName: 'Lin', formParams: '{}' }, 'Order number'],
    [{ userName: 'Lin', formParams: 'not json' }, 'formParams'],
    [{ userName: 42 }, 'userName'],
  ])('S-FM1 refuses %j with a message about %s', async (body, needle) => {
    await admin.post(AdminPath.channel('demo'), form);
    const v = await newVisitor(t);
    const res = await t.post(VisitorPath.submitUserForm, { userId: v.userId, ...body }, v.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(needle);
  });

  it('S-FM1 follows the channel phone rule', async () => {
    await admin.post(AdminPath.channel('demo'), { phoneRule: 'e164' });
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.submitUserForm, { phone: '+44 20 7946 0958' })).code).toBe(200);
    expect((await v.call(VisitorPath.submitUserForm, { phone: '13800138000' })).code).toBe(400);
  });

  it('S-RA6 answers the rating configuration with starList and scoreList', async () => {
    const res = await t.post(VisitorPath.getEvaluateInfo, { tenantId: 'demo', channelId: 'demo' });
    const data = res.json().data;
    expect(data.starList).toHaveLength(5);
    expect(data.scoreList).toEqual(data.starList);
    expect(data).toMatchObject({ evaluateModel: 1, evaluateAdminSolve: 1 });
    expect((await t.post(VisitorPath.getEvaluateInfo, { tenantId: 'other', channelId: 'demo' })).statusCode).toBe(404);
    expect((await t.post(VisitorPath.getEvaluateInfo, {})).statusCode).toBe(400);
  });

  async function agentChat() {
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const sessionId = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data[0].sessionId as number;
    return { v, sessionId };
  }

  it('S-RA1 S-RA2 S-RA3 S-RA5 opens the agent rating only after the end, once, with the level rules enforced', async () => {
    const { v, sessionId } = await agentChat();
    expect((await v.call(VisitorPath.isEvaluate)).data).toMatchObject({ enableEvaluate: false, target: 'agent', reason: 'notEnded' });
    expect((await t.post(VisitorPath.evaluate, { userId: v.userId, evaluateAdminStar: 5 }, v.headers)).statusCode).toBe(409);
    await admin.post(ConsolePath.close(sessionId));
    expect((await v.call(VisitorPath.isEvaluate)).data).toMatchObject({ enableEvaluate: true, target: 'agent', adminNick: 'Ada' });

    const bad = async (body: Record<string, unknown>) => t.post(VisitorPath.evaluate, { userId: v.userId, ...body }, v.headers);
    expect((await bad({ evaluateAdminStar: 0 })).statusCode).toBe(400);
    expect((await bad({ evaluateAdminStar: 6 })).statusCode).toBe(400);
    expect((await bad({ evaluateAdminStar: 5, evaluateAdminContent: 'x'.repeat(65) })).statusCode).toBe(400);
    expect((await bad({ evaluateAdminSolve: 1 })).json().message).toContain('star');
    expect((await bad({ evaluateAdminStar: 1, evaluateAdminTag: 'Slow reply' })).json().message).toContain('evaluation content');
    expect((await bad({ evaluateAdminStar: 2, evaluateAdminContent: 'meh' })).json().message).toContain('select a label');
    expect((await bad({ evaluateAdminStar: 2, evaluateAdminTag: 'Made up' })).json().message).toContain('not a label');

    const good = await bad({
      evaluateAdminStar: 2,
      evaluateAdminSolve: 0,
      evaluateAdminTag: 'Slow reply,Impolite',
      evaluateAdminContent: 'Took long',
    });
    expect(good.statusCode).toBe(200);
    expect((await bad({ evaluateAdminStar: 5 })).statusCode).toBe(409);
    expect((await v.call(VisitorPath.isEvaluate)).data).toMatchObject({ enableEvaluate: false, evaluated: true, reason: 'rated' });

    const conv = (await admin.get(ConsolePath.conversation(sessionId))).json().data;
    expect(conv.rating).toEqual({ star: 2, solved: 0, comment: 'Took long', tags: ['Slow reply', 'Impolite'] });
    const me = (await admin.get(ConsolePath.agents)).json().data.find((a: { agentId: number }) => a.agentId === admin.agentId);
    expect(me).toMatchObject({ ratingAverage: 2, ratingCount: 1 });
  });

  it('S-RA2 S-RA3 lets an agent invitation open the rating before the end, and omits the star when the model is 2', async () => {
    const cfg = (await t.post(VisitorPath.getEvaluateInfo, { channelId: 'demo' })).json().data;
    await admin.post(AdminPath.channel('demo'), { evaluateConfig: { ...cfg, evaluateModel: 2 } });
    const { v, sessionId } = await agentChat();
    await admin.post(ConsolePath.inviteEvaluate(sessionId));
    expect((await v.call(VisitorPath.isEvaluate)).data.enableEvaluate).toBe(true);
    expect((await v.call(VisitorPath.evaluate, { evaluateAdminSolve: 1 })).code).toBe(200);
    expect((await admin.get(ConsolePath.conversation(sessionId))).json().data.rating).toMatchObject({ star: null, solved: 1 });
  });

  it('S-RA2 S-RA4 rates the robot: solved, or unsolved with its labels and a comment', async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.isEvaluate)).data).toMatchObject({ enableEvaluate: false, reason: 'none' });
    await v.call(VisitorPath.robotAsk, { question: 'How do I return an item?' });
    expect((await v.call(VisitorPath.isEvaluate)).data).toMatchObject({ enableEvaluate: true, target: 'robot' });
    expect((await t.post(VisitorPath.evaluate, { userId: v.userId }, v.headers)).json().message).toContain('evaluateRobotSolve');
    expect(
      (await t.post(VisitorPath.evaluate, { userId: v.userId, evaluateRobotSolve: 0, evaluateRobotTag: 'Nonsense' }, v.headers)).statusCode,
    ).toBe(400);
    expect(
      (await v.call(VisitorPath.evaluate, { evaluateRobotSolve: 0, evaluateRobotTag: 'Could not answer', evaluateRobotContent: 'no luck' }))
        .code,
    ).toBe(200);
    expect((await v.call(VisitorPath.evaluate, { evaluateRobotSolve: 1 })).code).toBe(409);
  });

  it('S-RA8 a level or the robot that offers no labels takes a rating without one, even where a label is required, and refuses any', async () => {
    const cfg = (await t.post(VisitorPath.getEvaluateInfo, { channelId: 'demo' })).json().data;
    const starList = cfg.starList.map((l: { star: number }) => (l.star === 2 ? { ...l, levelTagNone: 1 } : l));
    const saved = await admin.post(AdminPath.channel('demo'), { evaluateConfig: { ...cfg, evaluateModel: 1, starList, robotTagNone: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const info = (await t.post(VisitorPath.getEvaluateInfo, { channelId: 'demo' })).json().data;
      expect(info.starList[1]).toMatchObject({ star: 2, levelTagRequired: 1, levelTagNone: 1 });
      expect(info).toMatchObject({ robotTagNone: 1 });

      const { v, sessionId } = await agentChat();
      await admin.post(ConsolePath.close(sessionId));
      const rate = (body: Record<string, unknown>) =>
        t.post(VisitorPath.evaluate, { userId: v.userId, evaluateAdminStar: 2, ...body }, v.headers);
      expect((await rate({ evaluateAdminTag: 'Slow reply', evaluateAdminContent: 'meh' })).json().message).toContain('not a label');
      expect((await rate({ evaluateAdminContent: 'meh' })).statusCode).toBe(200);

      const r = await newVisitor(t);
      await r.call(VisitorPath.robotAsk, { question: 'How do I return an item?' });
      const robot = (body: Record<string, unknown>) =>
        t.post(VisitorPath.evaluate, { userId: r.userId, evaluateRobotSolve: 0, ...body }, r.headers);
      expect((await robot({ evaluateRobotTag: 'Could not answer' })).statusCode).toBe(400);
      expect((await robot({ evaluateRobotContent: 'no luck' })).statusCode).toBe(200);
    } finally {
      await admin.post(AdminPath.channel('demo'), { evaluateConfig: cfg });
    }
  });

  it('S-RA7 answers blank default rating texts, accepts the built-in labels, and blanks the untouched English defaults of a stored channel', async () => {
    const info = async () => (await t.post(VisitorPath.getEvaluateInfo, { tenantId: 'demo', channelId: 'demo' })).json().data;
    const fresh = await info();
    expect(fresh).toMatchObject({ evaluateGuideMsg: '', robotTag: '', select: [{ name: '' }, { name: '' }] });
    expect(fresh.starList.map((l: { levelGuideMsg: string; levelTag: string }) => l.levelGuideMsg + l.levelTag)).toEqual([
      '',
      '',
      '',
      '',
      '',
    ]);

    // A channel stored before: every default in English, two texts its admin wrote.
    const english = {
      ...fresh,
      evaluateGuideMsg: 'How was our service today?',
      robotTag: 'Too slow,Wrong answer',
      select: [
        { name: 'Solved', value: 1 },
        { name: 'Not solved', value: 0 },
      ],
      starList: [
        ['Very dissatisfied', 'Poor attitude,Slow reply,Could not solve,Impolite'],
        ['Dissatisfied', 'Poor attitude,Slow reply,Could not solve,Impolite'],
        ['Meh', 'Slow reply,Could not solve'],
        ['Satisfied', 'Quick reply,Friendly,Solved my problem'],
        ['Very satisfied', 'Quick reply,Friendly,Solved my problem,Professional'],
      ].map(([levelGuideMsg, levelTag], i) => ({ ...fresh.starList[i], levelGuideMsg, levelTag })),
    };
    const k = t.ctx.db.kysely;
    const row = await k.selectFrom('channels').select('settings').where('id', '=', 'demo').executeTakeFirstOrThrow();
    const stored = JSON.parse(row.settings);
    stored.evaluateConfig = english;
    delete stored.evaluateConfig.scoreList;
    await k
      .updateTable('channels')
      .set({ settings: JSON.stringify(stored) })
      .where('id', '=', 'demo')
      .execute();
    await k
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', '0080_rating_texts' as never)
      .execute();
    t = await t.restart();

    const migrated = await info();
    expect(migrated).toMatchObject({ evaluateGuideMsg: '', robotTag: 'Too slow,Wrong answer', select: [{ name: '' }, { name: '' }] });
    expect(migrated.starList.map((l: { levelGuideMsg: string; levelTag: string }) => [l.levelGuideMsg, l.levelTag])).toEqual([
      ['', ''],
      ['', ''],
      ['Meh', ''],
      ['', ''],
      ['', ''],
    ]);

    // The widget sends a built-in label by its name; the server checks it against the same list.
    admin = await loginAdmin(t);
    const { v, sessionId } = await agentChat();
    await admin.post(ConsolePath.close(sessionId));
    expect((await v.call(VisitorPath.evaluate, { evaluateAdminStar: 5, evaluateAdminTag: 'Slow reply' })).code).toBe(400);
    expect((await v.call(VisitorPath.evaluate, { evaluateAdminStar: 5, evaluateAdminTag: 'Friendly,Professional' })).code).toBe(200);
  });

  it('S-FM2 updates the visitor with resetInfo', async () => {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.resetInfo, { userName: 'Kim', locale: 'ko', params: { plan: 'pro' } })).code).toBe(200);
    const row = (await findVisitor(t.ctx, 'demo', v.userId))!;
    expect(row).toMatchObject({ name: 'Kim', locale: 'ko' });
    expect(JSON.parse(row.params)).toEqual({ plan: 'pro' });
    expect((await t.post(VisitorPath.resetInfo, { userId: v.userId, email: 5 }, v.headers)).statusCode).toBe(400);
  });
});
