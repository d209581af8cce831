import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, AnswerType, ReplySource, SenderType, VisitorPath, flowEntryDocId, type ChatMessage } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 3 item 8 against a small OpenAI-compatible server of the test's own: what it answers is set per
 * case (an answer, a reply too slow for the channel's time-out, an HTTP error, the model's "no answer").
 */
type Mode = 'answer' | 'slow' | 'error' | 'none';

interface FakeModel {
  server: Server;
  baseUrl: string;
  mode: Mode;
  requests: Array<{
    path: string;
    authorization: string | undefined;
    body: { model: string; messages: Array<{ role: string; content: string }> };
  }>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of req) body += chunk;
  return body;
}

async function startFakeModel(): Promise<FakeModel> {
  const fake = { mode: 'answer', requests: [] } as unknown as FakeModel;
  fake.server = createServer((req, res) => {
    void readBody(req).then((text) => {
      fake.requests.push({ path: req.url ?? '', authorization: req.headers.authorization, body: JSON.parse(text) });
      const reply = (content: string) =>
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }));
      if (fake.mode === 'error') res.writeHead(500).end('{"error":{"message":"overloaded"}}');
      else if (fake.mode === 'none') reply('NO_ANSWER');
      else if (fake.mode === 'slow') setTimeout(() => reply('too late'), 1500);
      else reply('Express delivery takes one working day; standard takes 2–4.');
    });
  });
  await new Promise<void>((ok) => fake.server.listen(0, '127.0.0.1', ok));
  fake.baseUrl = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

describe.each(dialects)('large-model answers on %s', (dialect) => {
  let t: TestApp;
  let model: FakeModel;
  let admin: AgentSession;
  let v: { userId: string; headers: Record<string, string> };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    model = await startFakeModel();
    admin = await loginAdmin(t);
    const start = (await t.post(VisitorPath.chatStart, { channelId: 'demo' })).json().data as { userId: string; token: string };
    v = { userId: start.userId, headers: { token: start.token } };
    // The test's model server is on loopback, which the server refuses unless the operator allows it.
    t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
    t.ctx.config.llmApiKey = 'sk-test-key';
    t.ctx.config.llmBaseUrl = model.baseUrl;
  });
  afterAll(async () => {
    model?.server.closeAllConnections();
    await new Promise((ok) => model?.server.close(ok));
    await t?.close();
  });

  const setModel = (largeModel: Record<string, unknown>) => admin.post(AdminPath.channel('demo'), { largeModel });
  const enable = () => setModel({ enabled: true, baseUrl: model.baseUrl, model: 'parley-test', timeoutMs: 500, documents: 2 });
  const ask = async (question: string) => (await t.post(VisitorPath.robotAsk, { userId: v.userId, question }, v.headers)).json().data;

  it("S-RB11 is off by default: an unsure question gets the knowledge base's own reply and the model is not called", async () => {
    const d = await ask('delivery');
    expect(d.answerType).toBe(AnswerType.CLARIFY);
    expect(model.requests).toHaveLength(0);
  });

  it('S-CH1 S-CH2 refuses to enable without base URL and model, and keeps the settings away from visitors', async () => {
    const bad = await setModel({ enabled: true, baseUrl: '', model: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('baseUrl');
    expect((await setModel({ enabled: false, baseUrl: 'ftp://example.com' })).statusCode).toBe(400);
    expect((await enable()).statusCode).toBe(200);
    const info = (await t.post(VisitorPath.channelInfo, { channelId: 'demo' })).json().data;
    expect(info).not.toHaveProperty('largeModel');
  });

  it('S-RB11 answers an unsure question from the closest documents, which become its sources; the reply is stored', async () => {
    const d = await ask('delivery');
    expect(d).toMatchObject({ status: 1, answerType: AnswerType.ANSWER, docId: '' });
    expect(d.answers).toEqual([
      expect.objectContaining({
        replySource: ReplySource.LARGE_MODEL_REPLY,
        text: 'Express delivery takes one working day; standard takes 2–4.',
      }),
    ]);
    expect(d.referenceFile).toHaveLength(2);
    // The help page keeps the language the chat was in (widget W-SH2).
    expect(d.referenceFile[0].referenceFileUrl).toMatch(
      new RegExp(`^/chat_online/question\\?docId=demo-\\d+&userId=${v.userId}(&locale=[a-z]+)?$`),
    );

    const sent = model.requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.authorization).toBe('Bearer sk-test-key');
    expect(sent.body.model).toBe('parley-test');
    expect(sent.body.messages.at(-1)).toEqual({ role: 'user', content: 'delivery' });
    // The documents the model read are the ones cited to the visitor.
    for (const f of d.referenceFile) expect(sent.body.messages[0]!.content).toContain(`Q: ${f.referenceFileName}`);

    const history = (await t.post(VisitorPath.getSessionMsg, { userId: v.userId }, v.headers)).json().data as ChatMessage[];
    const stored = history.find((m) => m.msgId === d.reply.msgId)!;
    expect(stored).toMatchObject({ senderType: SenderType.ROBOT, msgContent: d.answers[0].text });
    expect(stored.answers?.[0]?.replySource).toBe(ReplySource.LARGE_MODEL_REPLY);
  });

  it('S-RB11 S-RB17 leaves confident answers and requests for a person to the robot', async () => {
    const before = model.requests.length;
    expect((await ask('When will my order arrive?')).docId).toBe('demo-2');
    expect((await ask('转人工')).reply.humanRequested).toBe(true);
    expect(model.requests).toHaveLength(before);
  });

  it.each<[Mode, string]>([
    ['slow', 'a reply slower than the time-out'],
    ['error', 'an HTTP error'],
    ['none', 'the model saying the documents do not answer'],
  ])("S-RB11 falls back to the knowledge base's reply on %s (%s)", async (mode) => {
    model.mode = mode;
    const before = model.requests.length;
    const d = await ask('delivery');
    expect(model.requests.length).toBe(before + 1);
    expect(d.answerType).toBe(AnswerType.CLARIFY);
    expect(d.answers[0].replySource).toBe(ReplySource.TEXT_REPLY);
    expect(d.suggestList.length).toBeGreaterThan(1);
    model.mode = 'answer';
  });

  it('S-RB12 leaves an endpoint that failed three times in a row alone for a minute, then asks it again', async () => {
    model.mode = 'error';
    const before = model.requests.length;
    for (let i = 0; i < 3; i++) await ask('delivery');
    expect(model.requests.length).toBe(before + 3);
    const paused = await ask('delivery');
    expect(paused.answerType).toBe(AnswerType.CLARIFY);
    expect(model.requests.length).toBe(before + 3);
    t.clock.advance(60_000);
    model.mode = 'answer';
    expect((await ask('delivery')).answers[0].replySource).toBe(ReplySource.LARGE_MODEL_REPLY);
    expect(model.requests.length).toBe(before + 4);
  });

  it("S-RB12 a flow's model step passes the same breaker: not asked while it is open", async () => {
    expect((await enable()).statusCode).toBe(200);
    const flow = {
      flowId: 'askmodel',
      name: 'Ask the model',
      trigger: { keywords: [], docIds: [] },
      params: [],
      allowedHosts: [],
      start: 'm',
      nodes: [
        { id: 'm', type: 'llm', question: 'What does delivery cost?', next: 'done' },
        { id: 'done', type: 'end', text: 'Thanks' },
      ],
    };
    expect((await admin.post(AdminPath.robotFlow('demo', 'askmodel'), flow)).statusCode).toBe(200);
    const runFlow = () =>
      t.post(VisitorPath.robotAsk, { userId: v.userId, question: 'Ask', docId: flowEntryDocId('askmodel'), click: 1 }, v.headers);
    model.mode = 'error';
    const before = model.requests.length;
    for (let i = 0; i < 3; i++) await ask('delivery');
    expect(model.requests.length).toBe(before + 3);
    expect((await runFlow()).statusCode).toBe(200);
    expect(model.requests.length).toBe(before + 3);
    t.clock.advance(60_000);
    model.mode = 'answer';
    expect((await runFlow()).statusCode).toBe(200);
    expect(model.requests.length).toBe(before + 4);
  });

  describe('whose key goes where', () => {
    let tenantModel: FakeModel;
    beforeAll(async () => {
      tenantModel = await startFakeModel();
    });
    afterAll(async () => {
      tenantModel?.server.closeAllConnections();
      await new Promise((ok) => tenantModel?.server.close(ok));
    });
    const useTenantModel = () =>
      setModel({ enabled: true, baseUrl: tenantModel.baseUrl, model: 'tenant-model', timeoutMs: 1000, documents: 2 });

    it("S-RB13 never sends the operator's key to an endpoint the tenant configured", async () => {
      model.mode = 'answer';
      expect((await useTenantModel()).statusCode).toBe(200);
      expect((await ask('delivery')).answers[0].replySource).toBe(ReplySource.LARGE_MODEL_REPLY);
      expect(tenantModel.requests.at(-1)!.authorization).toBeUndefined();
      // The operator's own endpoint still gets the operator's key, also written with a trailing slash.
      expect(
        (await setModel({ enabled: true, baseUrl: `${model.baseUrl}/`, model: 'parley-test', timeoutMs: 1000, documents: 2 })).statusCode,
      ).toBe(200);
      await ask('delivery');
      expect(model.requests.at(-1)!.authorization).toBe('Bearer sk-test-key');
    });

    it("S-RB13 sends the channel's own key, stored sealed and never answered by any admin call", async () => {
      await useTenantModel();
      const set = await admin.post(AdminPath.largeModelKey('demo'), { apiKey: 'sk-tenant-own-key' });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toEqual({ apiKeySet: true, operatorBaseUrl: model.baseUrl });
      await ask('delivery');
      expect(tenantModel.requests.at(-1)!.authorization).toBe('Bearer sk-tenant-own-key');

      for (const path of [AdminPath.largeModelKey('demo'), AdminPath.channel('demo'), AdminPath.channels]) {
        expect((await admin.get(path)).body).not.toContain('sk-tenant-own-key');
      }
      const stored = await t.ctx.db.kysely.selectFrom('channel_secrets').select('sealed').execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.sealed).not.toContain('sk-tenant-own-key');

      expect((await admin.post(AdminPath.largeModelKey('demo'), { apiKey: 'has space' })).statusCode).toBe(400);
      expect((await admin.post(AdminPath.largeModelKey('demo'), { apiKey: '' })).json().data.apiKeySet).toBe(false);
      await ask('delivery');
      expect(tenantModel.requests.at(-1)!.authorization).toBeUndefined();
    });

    it('S-OB1 refuses an endpoint on a private address unless the operator allowed that network', async () => {
      await useTenantModel();
      t.ctx.config.outboundAllowNetworks = [];
      const before = tenantModel.requests.length;
      try {
        const d = await ask('delivery');
        expect(d.answers[0].replySource).toBe(ReplySource.TEXT_REPLY);
        expect(tenantModel.requests.length).toBe(before);
      } finally {
        t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
      }
    });
  });
});
