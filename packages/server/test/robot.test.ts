import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, AnswerType, ReplySource, SenderType, TO_CUSTOMER_SERVICE, VisitorPath, type ChatMessage } from '@parley/protocol';
import { importDocs } from '../src/domains/robot/kbStore.js';
import { invalidateRobot, robotCache } from '../src/domains/robot/robotCache.js';
import { DEMO_ROBOT_NO, DEMO_TENANT_ID } from '../src/domains/demo/demoSeed.js';
import { loginAdmin } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('robot calls on %s', (dialect) => {
  let t: TestApp;
  let v: { userId: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    v = await startVisitor();
  });
  afterAll(async () => {
    await t?.close();
  });

  async function startVisitor() {
    const res = await t.post(VisitorPath.chatStart, { channelId: 'demo' });
    const data = res.json().data as { userId: string; token: string };
    return { userId: data.userId, headers: { token: data.token } };
  }
  const ask = (body: Record<string, unknown>, who = v) => t.post(VisitorPath.robotAsk, { userId: who.userId, ...body }, who.headers);

  describe('robotAsk', () => {
    it('S-RB1 S-RB3 answers a typed question with the document and stores question and reply in the session', async () => {
      const res = await ask({ question: 'how can I send back a lamp I bought?' });
      expect(res.statusCode).toBe(200);
      const d = res.json().data;
      expect(d).toMatchObject({
        status: 1,
        answerType: AnswerType.ANSWER,
        docId: 'demo-1',
        docPattern: 'How do I return an item?',
        showTransferBtn: false,
        suggestList: [],
        referenceFile: [],
      });
      expect(d.answers[0]).toMatchObject({ replySource: 'TEXT_REPLY' });
      expect(d.answers[0].text).toContain('30 days');
      expect(d.question).toMatchObject({ senderType: SenderType.VISITOR, msgContent: 'how can I send back a lamp I bought?' });
      expect(d.reply).toMatchObject({ senderType: SenderType.ROBOT, docId: 'demo-1', answerType: 1 });
      const history = await t.post(VisitorPath.getSessionMsg, { userId: v.userId }, v.headers);
      const ids = (history.json().data as ChatMessage[]).map((m) => m.msgId);
      expect(ids).toEqual(expect.arrayContaining([d.question.msgId, d.reply.msgId]));
    });
    it('S-RB2 answers a menu click (click=1) with the named document, without ranking', async () => {
      const d = (await ask({ docId: 'demo-5', click: 1 })).json().data;
      expect(d).toMatchObject({ answerType: 1, docId: 'demo-5' });
      expect(d.question.msgContent).toBe('How do I get an invoice?');
    });
    it('answers button clicks with their text and echoes nodeId', async () => {
      const d = (await ask({ button: 'Track my parcel', nodeId: 'n1', itemId: 'i1', bingCode: 'b', bindValue: 'x' })).json().data;
      expect(d.docId).toBe('demo-8');
      expect(d.answers[0].nodeId).toBe('n1');
    });
    it('S-RB6 S-RB2 answers a document that has buttons with a BUTTONS item; a tapped bound button answers its document', async () => {
      // A visitor of its own: the feedback tests below rely on v never having been answered with demo-9.
      const w = await startVisitor();
      const d = (await ask({ question: 'When will my order arrive?' }, w)).json().data;
      expect(d.docId).toBe('demo-2');
      const buttons = [
        { text: 'Track my parcel', button: 'Track my parcel', nodeId: 'demo-2', itemId: '1', bindValue: 'demo-8' },
        { text: 'Shipping costs', button: 'Shipping costs', nodeId: 'demo-2', itemId: '2', bindValue: 'demo-9' },
      ];
      expect(d.answers).toEqual([expect.objectContaining({ replySource: ReplySource.BUTTONS, buttons })]);
      expect(d.reply.itemList).toEqual(buttons);
      const tapped = (
        await ask(
          {
            question: 'Shipping costs',
            click: 1,
            button: 'Shipping costs',
            nodeId: 'demo-2',
            itemId: '2',
            bindValue: 'demo-9',
            docId: 'demo-9',
          },
          w,
        )
      ).json().data;
      expect(tapped).toMatchObject({ answerType: AnswerType.ANSWER, docId: 'demo-9' });
      expect(tapped.question).toMatchObject({ msgContent: 'Shipping costs', button: 'Shipping costs', itemId: '2', bindValue: 'demo-9' });
    });
    it('S-RB3 answers unknown (0) with the transfer button the channel asks for', async () => {
      const d = (await ask({ question: 'what will the weather be like in Oslo tomorrow' })).json().data;
      expect(d).toMatchObject({ answerType: AnswerType.UNKNOWN, docId: '', showTransferBtn: true });
    });
    it('S-RB4 S-RB17 a request for a person alone is not looked up: the transfer button at once, in any locale and with typos', async () => {
      const before = await t.ctx.db.kysely
        .selectFrom('robot_unanswered')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      for (const question of ['can I talk to a human', 'Can i tlak to a hunam?', '转人公', 'quiero hablar con una persona']) {
        const d = (await ask({ question })).json().data;
        expect(d, question).toMatchObject({ answerType: AnswerType.UNKNOWN, docId: '', showTransferBtn: true, suggestList: [] });
        expect(d.answers[0].instruction, question).toBeUndefined();
        expect(d.reply).toMatchObject({ humanRequested: true, showTransferBtn: true });
      }
      const after = await t.ctx.db.kysely
        .selectFrom('robot_unanswered')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });
    it('S-RB17 a question asked with the request is answered, and the transfer offered with the answer', async () => {
      const d = (await ask({ question: 'How do I return an item? or let me talk to someone' })).json().data;
      expect(d).toMatchObject({ answerType: AnswerType.ANSWER, docId: 'demo-1', showTransferBtn: true });
      expect(d.reply.humanRequested).toBe(true);
    });
    it('S-RB17 hands over at once (the instruction) when robotUnknownTransferUserMode is not 1; never without transferUserMode', async () => {
      const admin = await loginAdmin(t);
      expect((await admin.post(AdminPath.channel('demo'), { robotUnknownTransferUserMode: 2 })).statusCode).toBe(200);
      const now = (await ask({ question: 'agent please' })).json().data;
      expect(now.answers[0].instruction).toBe(TO_CUSTOMER_SERVICE);
      expect(now.showTransferBtn).toBe(false);
      const both = (await ask({ question: 'where is my parcel? actually, let me talk to a person' })).json().data;
      expect(both.answers[0].instruction).toBe(TO_CUSTOMER_SERVICE);
      expect(both.answerType).not.toBe(AnswerType.UNKNOWN);
      expect((await admin.post(AdminPath.channel('demo'), { robotUnknownTransferUserMode: 1, transferUserMode: 0 })).statusCode).toBe(200);
      const off = (await ask({ question: 'talk to a human' })).json().data;
      expect(off.reply.humanRequested).toBeUndefined();
      expect(off.answers[0].instruction).toBeUndefined();
      expect((await admin.post(AdminPath.channel('demo'), { transferUserMode: 1 })).statusCode).toBe(200);
    });
    it("S-RB4 takes the channel's own words for asking for a person, and refuses a bad list", async () => {
      const admin = await loginAdmin(t);
      const set = (robotTransferKeywords: unknown) => admin.post(AdminPath.channel('demo'), { robotTransferKeywords });
      const bad = await set(['ok', '']);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400 });
      expect(bad.json().message).toContain('robotTransferKeywords');
      const concierge = (await ask({ question: 'concierge' })).json().data;
      expect(concierge.reply.humanRequested).toBeUndefined();
      expect((await set(['管家', 'concierge'])).statusCode).toBe(200);
      expect((await ask({ question: 'Can I speak to the concierge?' })).json().data.reply.humanRequested).toBe(true);
      expect((await ask({ question: '请帮我找管家' })).json().data.reply.humanRequested).toBe(true);
      expect((await set([])).statusCode).toBe(200);
      expect((await ask({ question: 'concierge' })).json().data.reply.humanRequested).toBeUndefined();
      // The built-in requests stay whatever the channel's own list.
      expect((await ask({ question: '转人工' })).json().data.reply.humanRequested).toBe(true);
    });
    it('S-RB18 a ranked reply carries how sure the robot was; a clicked document does not', async () => {
      const ranked = (await ask({ question: 'how can I send back a lamp I bought?' })).json().data;
      expect(ranked.reply.robotConfidence).toBeGreaterThan(0);
      expect(ranked.reply.robotConfidence).toBeLessThanOrEqual(1);
      const unsure = (await ask({ question: 'what will the weather be like in Oslo tomorrow' })).json().data;
      expect(unsure.reply.robotConfidence).toBeLessThan(ranked.reply.robotConfidence);
      const clicked = (await ask({ docId: 'demo-5', click: 1 })).json().data;
      expect(clicked.reply.robotConfidence).toBeUndefined();
    });
    it('S-RB16 answers small talk in the visitor’s locale, the tenant’s own replies first, and never as unanswered', async () => {
      const admin = await loginAdmin(t);
      const start = async (locale?: string) => {
        const d = (await t.post(VisitorPath.chatStart, { channelId: 'demo', ...(locale ? { locale } : {}) })).json().data;
        return { userId: d.userId as string, headers: { token: d.token as string } };
      };
      const en = await start('en');
      const hi = (await ask({ question: 'hi' }, en)).json().data;
      expect(hi).toMatchObject({ answerType: AnswerType.ANSWER, docId: '', suggestList: [], showTransferBtn: false });
      expect(hi.answers[0]).toMatchObject({ replySource: ReplySource.TEXT_REPLY, text: 'Hello! How can I help you today?' });
      expect((await ask({ question: 'hello, anyone there?' }, en)).json().data.answers[0].text).toBe(
        "Yes, I'm here. What can I do for you?",
      );
      expect((await ask({ question: 'Hello from the product page' }, en)).json().data).toMatchObject({
        docId: '',
        reply: { msgContent: 'Hello! How can I help you today?' },
      });
      // A greeting with a question answers the question.
      expect((await ask({ question: 'hello, how do I return an item?' }, en)).json().data).toMatchObject({
        answerType: 1,
        docId: 'demo-1',
      });
      const zh = await start('zh');
      expect((await ask({ question: 'thanks!' }, zh)).json().data.reply.msgContent).toBe('不客气！还有其他可以帮您的吗？');
      // (The demo knowledge base is in English.)
      expect((await ask({ question: '您好！how do I get an invoice? 谢谢' }, zh)).json().data).toMatchObject({
        answerType: 1,
        docId: 'demo-5',
      });
      // A request for a person is not small talk.
      expect((await ask({ question: '你好，转人工' }, zh)).json().data.reply.humanRequested).toBe(true);

      const own = { enabled: true, replies: { en: { greeting: 'Hi! Ask me about lamps.' } } };
      expect((await admin.post(AdminPath.channel('demo'), { robotSmallTalk: { ...own, replies: { xx: {} } } })).statusCode).toBe(400);
      expect((await admin.post(AdminPath.channel('demo'), { robotSmallTalk: own })).statusCode).toBe(200);
      expect((await ask({ question: 'hey there' }, en)).json().data.reply.msgContent).toBe('Hi! Ask me about lamps.');
      expect((await ask({ question: 'bye' }, en)).json().data.reply.msgContent).toBe('Thanks for chatting with us. Have a great day!');
      expect((await admin.post(AdminPath.channel('demo'), { robotSmallTalk: { enabled: false } })).statusCode).toBe(200);
      expect((await ask({ question: 'hi' }, en)).json().data.answerType).toBe(AnswerType.UNKNOWN);
      expect((await admin.post(AdminPath.channel('demo'), { robotSmallTalk: { enabled: true, replies: {} } })).statusCode).toBe(200);

      const gaps = (await admin.get(`${AdminPath.robotUnanswered('demo')}?days=1`)).json().data as { items: Array<{ question: string }> };
      const asked = gaps.items.map((g) => g.question.toLowerCase());
      expect(asked).toContain('hi'); // only while small talk was off
      expect(asked.some((q) => q.includes('thanks') || q.includes('hello') || q.includes('bye'))).toBe(false);
    });
    it("S-RB5 uses the channel's own synonyms for documents and questions, and refuses a one-word group", async () => {
      const admin = await loginAdmin(t);
      const question = 'zahlbox ok?';
      expect((await ask({ question })).json().data.docId).not.toBe('demo-4');
      const bad = await admin.post(AdminPath.channel('demo'), { robotSynonyms: [['PayPal']] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('robotSynonyms');
      expect((await admin.post(AdminPath.channel('demo'), { robotSynonyms: [['PayPal', 'zahlbox', '贝宝']] })).statusCode).toBe(200);
      expect((await ask({ question })).json().data).toMatchObject({ answerType: AnswerType.ANSWER, docId: 'demo-4' });
      expect((await admin.post(AdminPath.channel('demo'), { robotSynonyms: [] })).statusCode).toBe(200);
      expect((await ask({ question })).json().data.docId).not.toBe('demo-4');
    });
    it('S-RB5 keeps one index per synonym set for a robot that two channels share, and drops them all when documents change', async () => {
      const cache = robotCache(t.ctx);
      const groupsA = [['PayPal', 'zahlbox']];
      const groupsB = [['invoice', 'rechnung']];
      const a = await cache.engine(DEMO_TENANT_ID, DEMO_ROBOT_NO, groupsA);
      const b = await cache.engine(DEMO_TENANT_ID, DEMO_ROBOT_NO, groupsB);
      expect(b).not.toBe(a);
      // Alternating channels reuse their own index instead of rebuilding in turn.
      expect(await cache.engine(DEMO_TENANT_ID, DEMO_ROBOT_NO, groupsA)).toBe(a);
      expect(await cache.engine(DEMO_TENANT_ID, DEMO_ROBOT_NO, groupsB)).toBe(b);
      expect(a.rank(a['index'].prepare('zahlbox'))[0]?.docId).toBe('demo-4');
      expect(b.rank(b['index'].prepare('zahlbox'))[0]?.docId).not.toBe('demo-4');
      await invalidateRobot(t.ctx, DEMO_TENANT_ID, DEMO_ROBOT_NO);
      expect(await cache.engine(DEMO_TENANT_ID, DEMO_ROBOT_NO, groupsA)).not.toBe(a);
    });
    it('S-MS3 answers a retried ask (same local id) with the first question and reply', async () => {
      const a = (await ask({ question: 'Which payment methods do you accept?', id: 'message1700000000000' })).json().data;
      const b = (await ask({ question: 'Which payment methods do you accept?', id: 'message1700000000000' })).json().data;
      expect(b.question.msgId).toBe(a.question.msgId);
      expect(b.reply.msgId).toBe(a.reply.msgId);
      expect(b.question.id).toBe('message1700000000000');
    });
    it('sees documents imported later once the robot is invalidated', async () => {
      await importDocs(
        t.ctx.db.kysely,
        'demo',
        'demo-robot',
        [
          {
            docId: 'demo-x',
            question: 'Do you sell gift vouchers?',
            similarQuestions: [],
            answer: 'Yes, from €10.',
            category: '',
            lang: 'en',
            enabled: true,
            buttons: [],
          },
        ],
        t.clock.now,
      );
      await invalidateRobot(t.ctx, 'demo', 'demo-robot');
      expect((await ask({ question: 'Do you sell gift vouchers?' })).json().data.docId).toBe('demo-x');
    });
    it.each([
      [{ question: 'hi' }, 'userId', true],
      [{ userId: 'x', question: 'hi', click: 'menu' }, 'click', false],
      [{ userId: 'x', question: 5 }, 'question', false],
    ])('S-EN2 answers 400 naming the field for %j', async (body, field, noUser) => {
      const res = await t.post(VisitorPath.robotAsk, noUser ? body : { ...body, userId: v.userId }, v.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });
    it('S-RB2 answers 400 when there is nothing to ask', async () => {
      const res = await ask({ question: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('question');
    });
    it('S-ID6 S-RB10 answers 401 to a wrong token and 404 to another robot', async () => {
      expect((await t.post(VisitorPath.robotAsk, { userId: v.userId, question: 'hi' }, { token: 'forged' })).statusCode).toBe(401);
      expect((await ask({ question: 'hi', robotNo: 'someone-else' })).statusCode).toBe(404);
    });
  });

  describe('robotTips', () => {
    it('S-RB9 suggests documents with the matched words highlighted', async () => {
      const res = await t.post(VisitorPath.robotTips, { userId: v.userId, question: 'warranty' }, v.headers);
      expect(res.statusCode).toBe(200);
      const tips = res.json().data as Array<{ docId: string; question: string; highlight: string }>;
      expect(tips.length).toBeGreaterThan(0);
      expect(tips.length).toBeLessThanOrEqual(5);
      expect(tips[0]).toEqual({
        docId: 'demo-6',
        question: 'How long is the warranty?',
        highlight: 'How long is the <em class="hl">warranty</em>?',
      });
    });
    it('S-RB9 answers nothing to blank input, 400 without question, 401 with a wrong token', async () => {
      expect((await t.post(VisitorPath.robotTips, { userId: v.userId, question: ' ' }, v.headers)).json().data).toEqual([]);
      const bad = await t.post(VisitorPath.robotTips, { userId: v.userId }, v.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('question');
      expect((await t.post(VisitorPath.robotTips, { userId: v.userId, question: 'x' }, { token: 'nope' })).statusCode).toBe(401);
    });
  });

  describe('commentDoc', () => {
    it('S-RB8 keeps the first vote per answer and shows it in history as disabled', async () => {
      const w = await startVisitor();
      const d = (await ask({ question: 'How long is the warranty?' }, w)).json().data;
      const first = await t.post(VisitorPath.commentDoc, { userId: w.userId, docId: 'demo-6', isUseful: 1 }, w.headers);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({ msgId: d.reply.msgId, docId: 'demo-6', isUseful: 1, disabled: 0 });
      const second = await t.post(
        VisitorPath.commentDoc,
        { userId: w.userId, docId: 'demo-6', isUseful: 0, msgId: d.reply.msgId },
        w.headers,
      );
      expect(second.json().data).toEqual({ msgId: d.reply.msgId, docId: 'demo-6', isUseful: 1, disabled: 0 });
      const history = (await t.post(VisitorPath.getHistoryMsg, { userId: w.userId }, w.headers)).json().data as ChatMessage[];
      expect(history.find((m) => m.msgId === d.reply.msgId)?.disabled).toBe(0);
      const rows = await t.ctx.db.kysely
        .selectFrom('robot_feedback')
        .selectAll()
        .where(
          'visitor_id',
          '=',
          (await t.ctx.db.kysely.selectFrom('visitors').select('id').where('user_id', '=', w.userId).executeTakeFirstOrThrow()).id,
        )
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ tenant_id: 'demo', robot_no: 'demo-robot', doc_id: 'demo-6', is_useful: 1 });
    });
    it('S-RB8 answers 404 for a document the visitor was never answered with', async () => {
      const res = await t.post(VisitorPath.commentDoc, { userId: v.userId, docId: 'demo-9', isUseful: 0 }, v.headers);
      expect(res.statusCode).toBe(404);
    });
    it.each([
      [{ docId: 'demo-1', isUseful: 5 }, 'isUseful'],
      [{ docId: 'demo-1' }, 'isUseful'],
      [{ isUseful: 1 }, 'docId'],
    ])('S-EN2 answers 400 naming the field for %j', async (body, field) => {
      const res = await t.post(VisitorPath.commentDoc, { userId: v.userId, ...body }, v.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    });
    it('S-ID6 answers 401 to a wrong token', async () => {
      expect((await t.post(VisitorPath.commentDoc, { userId: v.userId, docId: 'demo-1', isUseful: 1 }, { token: 'nope' })).statusCode).toBe(
        401,
      );
    });
  });

  describe('getRobotDoc', () => {
    it("S-RB10 answers the question and answer of a document, with the visitor's channel for the page's branding", async () => {
      const res = await t.post(VisitorPath.getRobotDoc, { userId: v.userId, docId: 'demo-4' }, v.headers);
      expect(res.json().data).toMatchObject({ docQuestion: 'Which payment methods do you accept?', channelId: 'demo' });
      expect(res.json().data.docAnswer).toContain('PayPal');
    });
    it('S-ID6 names the visitor by the token alone when userId is absent', async () => {
      expect((await t.post(VisitorPath.getRobotDoc, { docId: 'demo-4' }, v.headers)).statusCode).toBe(200);
    });
    it('S-RB10 answers 404 to an unknown document, 400 without docId, 401 with a wrong token', async () => {
      expect((await t.post(VisitorPath.getRobotDoc, { userId: v.userId, docId: 'nope' }, v.headers)).statusCode).toBe(404);
      const bad = await t.post(VisitorPath.getRobotDoc, { userId: v.userId }, v.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('docId');
      expect((await t.post(VisitorPath.getRobotDoc, { docId: 'demo-4' }, { token: 'nope' })).statusCode).toBe(401);
    });
  });
});
