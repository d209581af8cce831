import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, AnswerType, ReplySource, VisitorPath } from '@parley/protocol';
import { hashPassword } from '../src/platform/auth/password.js';
import { createAgent, loginAdmin, loginAgent, newVisitor, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** The admin's knowledge-base calls (robot/adminRoutes.ts) on the demo channel's robot. */

function multipart(file: { name: string; text: string }) {
  const boundary = '----parley' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.text),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const doc = (docId: string, over: Record<string, unknown> = {}) => ({
  docId,
  question: `Question of ${docId}?`,
  similarQuestions: [],
  answer: `Answer of ${docId}.`,
  category: 'Test',
  lang: 'en',
  enabled: true,
  ...over,
});

describe.each(dialects)('robot admin calls on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function upload(name: string, text: string, who = admin) {
    const { payload, headers } = multipart({ name, text });
    return t.inject({
      method: 'POST',
      url: AdminPath.robotImport('demo'),
      payload,
      headers: { ...headers, cookie: `parley_session=${who.cookie}` },
    });
  }
  const ask = async (question: string) => {
    const v = await newVisitor(t);
    return (await v.call(VisitorPath.robotAsk, { question })).data;
  };

  it('lists the seeded documents in pages and searches them case-insensitively', async () => {
    const first = (await admin.get(`${AdminPath.robotDocs('demo')}?pageSize=3`)).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThan(6);
    expect(first).toMatchObject({ page: 1, pageSize: 3 });
    const second = (await admin.get(`${AdminPath.robotDocs('demo')}?pageSize=3&page=2`)).json().data;
    expect(second.items.map((d: { docId: string }) => d.docId)).not.toContain(first.items[0].docId);

    const found = (await admin.get(`${AdminPath.robotDocs('demo')}?q=${encodeURIComponent('INVOICE')}`)).json().data;
    expect(found.items.map((d: { docId: string }) => d.docId)).toContain('demo-5');
    // LIKE wildcards typed by the admin are literal characters.
    expect((await admin.get(`${AdminPath.robotDocs('demo')}?q=%25`)).json().data.total).toBe(0);
  });

  it("shows how visitors rated each document's answer", async () => {
    const vote = async (isUseful: number) => {
      const v = await newVisitor(t);
      expect((await v.call(VisitorPath.robotAsk, { question: 'How long is the warranty?' })).data.docId).toBe('demo-6');
      expect((await v.call(VisitorPath.commentDoc, { docId: 'demo-6', isUseful })).code).toBe(200);
    };
    await vote(1);
    await vote(1);
    await vote(0);
    const items = (await admin.get(`${AdminPath.robotDocs('demo')}?q=demo-`)).json().data.items as Array<{
      docId: string;
      likes: number;
      dislikes: number;
    }>;
    expect(items.find((d) => d.docId === 'demo-6')).toMatchObject({ likes: 2, dislikes: 1 });
    expect(items.find((d) => d.docId === 'demo-5')).toMatchObject({ likes: 0, dislikes: 0 });
  });

  it('S-RB15 creates, reads, updates, disables and deletes a document; the robot answers from each state at once', async () => {
    const created = await admin.post(
      AdminPath.robotDocs('demo'),
      doc('kb-gift', { question: 'Do you sell gift vouchers?', answer: 'Yes, from €10 in every shop.' }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(await ask('Do you sell gift vouchers?')).toMatchObject({ answerType: AnswerType.ANSWER, docId: 'kb-gift' });
    expect((await admin.post(AdminPath.robotDocs('demo'), doc('kb-gift'))).statusCode).toBe(409);

    const got = (await admin.get(AdminPath.robotDoc('demo', 'kb-gift'))).json().data;
    expect(got).toMatchObject({ docId: 'kb-gift', question: 'Do you sell gift vouchers?', enabled: true });

    const { docId: _id, ...rest } = doc('kb-gift', {
      question: 'Do you sell gift vouchers?',
      answer: 'Yes, from €25, online only.',
      similarQuestions: ['gift card'],
    });
    expect((await admin.post(AdminPath.robotDoc('demo', 'kb-gift'), rest)).statusCode).toBe(200);
    const edited = await ask('Do you sell gift vouchers?');
    expect(edited.docId).toBe('kb-gift');
    expect(edited.answers[0].text).toContain('€25');

    expect((await admin.post(AdminPath.robotDocEnabled('demo', 'kb-gift'), { enabled: false })).statusCode).toBe(200);
    expect((await ask('Do you sell gift vouchers?')).docId).not.toBe('kb-gift');
    expect((await admin.post(AdminPath.robotDocEnabled('demo', 'kb-gift'), { enabled: true })).statusCode).toBe(200);
    expect((await ask('Do you sell gift vouchers?')).docId).toBe('kb-gift');

    expect((await admin.del(AdminPath.robotDoc('demo', 'kb-gift'))).statusCode).toBe(200);
    expect((await admin.get(AdminPath.robotDoc('demo', 'kb-gift'))).statusCode).toBe(404);
    expect((await admin.del(AdminPath.robotDoc('demo', 'kb-gift'))).statusCode).toBe(404);
    expect((await ask('Do you sell gift vouchers?')).docId).not.toBe('kb-gift');
  });

  it("S-RB6 stores a document's answer buttons and refuses a blank or ninth one", async () => {
    const buttons = [
      { text: 'Track my parcel', docId: 'demo-8' },
      { text: 'Talk to us', docId: '' },
    ];
    const created = await admin.post(
      AdminPath.robotDocs('demo'),
      doc('kb-btn', { question: 'Where do I see my order status?', answer: 'Under My orders.', buttons }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect((await admin.get(AdminPath.robotDoc('demo', 'kb-btn'))).json().data.buttons).toEqual(buttons);
    expect((await ask('Where do I see my order status?')).answers[0]).toMatchObject({
      replySource: ReplySource.BUTTONS,
      buttons: [{ text: 'Track my parcel', bindValue: 'demo-8' }, { text: 'Talk to us' }],
    });
    const { docId: _id, ...rest } = doc('kb-btn', { question: 'Where do I see my order status?', answer: 'Under My orders.' });
    expect((await admin.post(AdminPath.robotDoc('demo', 'kb-btn'), { ...rest, buttons: [{ text: ' ' }] })).statusCode).toBe(400);
    const nine = Array.from({ length: 9 }, (_, i) => ({ text: `b${i}` }));
    const tooMany = await admin.post(AdminPath.robotDoc('demo', 'kb-btn'), { ...rest, buttons: nine });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('buttons');
    expect((await admin.post(AdminPath.robotDoc('demo', 'kb-btn'), rest)).statusCode).toBe(200);
    expect((await ask('Where do I see my order status?')).answers[0]).toMatchObject({ replySource: ReplySource.TEXT_REPLY });
    expect((await admin.del(AdminPath.robotDoc('demo', 'kb-btn'))).statusCode).toBe(200);
  });

  it('S-RB15 imports a good JSON and a good CSV file, upserting by docId, and exports them back', async () => {
    const json = JSON.stringify([doc('kb-imp-1', { question: 'Can I pay with a voucher code at the till?' }), doc('kb-imp-2')], null, 2);
    const a = await upload('kb.json', json);
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json().data).toEqual({ inserted: 2, updated: 0 });

    const csv =
      'docId,question,answer,similarQuestions,enabled\r\nkb-imp-2,Question two again?,Answer two again.,second|two,0\r\nkb-imp-3,"Third, with a comma?",Third answer.,,\r\n';
    const b = await upload('kb.csv', csv);
    expect(b.json().data).toEqual({ inserted: 1, updated: 1 });
    const two = (await admin.get(AdminPath.robotDoc('demo', 'kb-imp-2'))).json().data;
    expect(two).toMatchObject({ question: 'Question two again?', similarQuestions: ['second', 'two'], enabled: false });
    expect((await ask('Can I pay with a voucher code at the till?')).docId).toBe('kb-imp-1');

    const exported = await admin.get(`${AdminPath.robotExport('demo')}?format=csv`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('demo-knowledge.csv');
    expect(exported.body).toContain('"Third, with a comma?"');
    // The demo robot has a flow, so the JSON export is {documents, flows} (S-FL15).
    const asJson = JSON.parse((await admin.get(AdminPath.robotExport('demo'))).body) as { documents: Array<{ docId: string }> };
    expect(asJson.documents.map((d) => d.docId)).toEqual(expect.arrayContaining(['demo-1', 'kb-imp-1', 'kb-imp-3']));
  });

  it('S-RB15 refuses a file with bad lines as a whole, naming every line, and stores nothing of it', async () => {
    const before = (await admin.get(AdminPath.robotDocs('demo'))).json().data.total;
    const json = [
      '[',
      `  ${JSON.stringify(doc('kb-bad-1'))},`,
      `  ${JSON.stringify(doc('kb-bad-2', { answer: '' }))},`,
      `  ${JSON.stringify(doc('kb-bad-1'))}`,
      ']',
    ].join('\n');
    const res = await upload('bad.json', json);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('nothing imported');
    expect(res.json().data.errors).toEqual(['line 3: answer: answer is required', 'line 4: docId kb-bad-1 already used on line 2']);

    const csv = 'docId,question,answer\nkb-bad-3,Fine?,Fine.\nkb-bad-4,,No question\n';
    const c = await upload('bad.csv', csv);
    expect(c.statusCode).toBe(400);
    expect(c.json().data.errors).toEqual(['line 3: question: question is required']);

    expect((await upload('notes.txt', 'hello')).statusCode).toBe(400);
    expect((await upload('empty.json', '[]')).statusCode).toBe(400);
    expect((await admin.get(AdminPath.robotDocs('demo'))).json().data.total).toBe(before);
    expect((await admin.get(AdminPath.robotDoc('demo', 'kb-bad-1'))).statusCode).toBe(404);
    expect((await admin.get(AdminPath.robotDoc('demo', 'kb-bad-3'))).statusCode).toBe(404);
  });

  it.each([
    ['docId missing', { question: 'Q?', answer: 'A.' }, 'docId'],
    ['blank question', { docId: 'x', question: '  ', answer: 'A.' }, 'question'],
    ['answer not text', { docId: 'x', question: 'Q?', answer: 5 }, 'answer'],
    ['similar questions not a list', { docId: 'x', question: 'Q?', answer: 'A.', similarQuestions: 'q' }, 'similarQuestions'],
  ])('S-EN2 answers 400 naming the field: %s', async (_name, body, field) => {
    const res = await admin.post(AdminPath.robotDocs('demo'), body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('S-EN2 answers 400 for bad paging and a bad enabled flag, and 404 for an unknown document', async () => {
    expect((await admin.get(`${AdminPath.robotDocs('demo')}?pageSize=1000`)).statusCode).toBe(400);
    expect((await admin.post(AdminPath.robotDocEnabled('demo', 'demo-1'), { enabled: 'yes' })).statusCode).toBe(400);
    const { docId: _id, ...rest } = doc('nope');
    expect((await admin.post(AdminPath.robotDoc('demo', 'nope'), rest)).statusCode).toBe(404);
  });

  it('S-AU2 S-AU3 is for admins only: 401 without a session, 403 for an agent', async () => {
    expect((await t.inject({ method: 'GET', url: AdminPath.robotDocs('demo') })).statusCode).toBe(401);
    const agent = await createAgent(t, admin);
    expect((await agent.get(AdminPath.robotDocs('demo'))).statusCode).toBe(403);
    expect((await agent.post(AdminPath.robotDocs('demo'), doc('kb-agent'))).statusCode).toBe(403);
    expect((await agent.del(AdminPath.robotDoc('demo', 'demo-1'))).statusCode).toBe(403);
    expect((await upload('kb.json', JSON.stringify([doc('kb-agent')]), agent)).statusCode).toBe(403);
    expect((await admin.get(AdminPath.robotDoc('demo', 'kb-agent'))).statusCode).toBe(404);
  });

  it("S-AU4 keeps tenants apart: another tenant's admin cannot see or change this channel's robot", async () => {
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
    expect((await outsider.get(AdminPath.robotDocs('demo'))).statusCode).toBe(404);
    expect((await outsider.get(AdminPath.robotDoc('demo', 'demo-1'))).statusCode).toBe(404);
    expect((await outsider.del(AdminPath.robotDoc('demo', 'demo-1'))).statusCode).toBe(404);
    expect((await outsider.post(AdminPath.robotDocEnabled('demo', 'demo-1'), { enabled: false })).statusCode).toBe(404);
    expect((await outsider.get(AdminPath.robotExport('demo'))).statusCode).toBe(404);
    expect((await upload('kb.json', JSON.stringify([doc('demo-1', { answer: 'Hijacked.' })]), outsider)).statusCode).toBe(404);
    expect((await admin.get(AdminPath.robotDoc('demo', 'demo-1'))).json().data).toMatchObject({ enabled: true });
    expect((await admin.get(AdminPath.robotDoc('demo', 'demo-1'))).json().data.answer).not.toContain('Hijacked');
  });
});
