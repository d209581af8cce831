import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPath,
  ConsolePath,
  ReplySource,
  SenderType,
  TO_CUSTOMER_SERVICE,
  VisitorPath,
  flowEntryDocId,
  type ChatMessage,
  type FlowDraftInput,
} from '@parley/protocol';
import { DEMO_TENANT_ID } from '../src/domains/demo/demoSeed.js';
import { createAgent, loginAdmin, newVisitor, setPresence, type AgentSession, type VisitorHandle } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const STATUS_FLOW = (port: number): FlowDraftInput => ({
  flowId: 'status',
  name: 'Order status',
  trigger: { keywords: ['parcel status'], docIds: ['demo-6'] },
  params: [{ key: 'tier', variable: 'tier' }],
  allowedHosts: ['127.0.0.1', 'shop.example.com'],
  start: 'ask',
  nodes: [
    {
      id: 'ask',
      type: 'form',
      text: 'Your order number, {{tier}} member?',
      fields: [{ name: 'orderNo', label: 'Order number', required: true }],
      next: 'lookup',
    },
    {
      id: 'lookup',
      type: 'http',
      url: `http://127.0.0.1:${port}/orders/{{orderNo}}`,
      body: { order: '{{orderNo}}' },
      resultVariable: 'order',
      branches: [{ variable: 'order.state', equals: 'shipped', next: 'shipped' }],
      next: 'other',
      errorText: 'Order lookup is unavailable right now.',
    },
    { id: 'shipped', type: 'end', text: 'Order {{orderNo}} left with {{order.carrier}}.' },
    { id: 'other', type: 'end', text: 'Order {{orderNo}} is {{order.state}}.' },
  ],
});

describe.each(dialects)('guided flows on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let shop: Server;
  let port = 0;
  const seen: Array<{ url: string; token: string | undefined; body: string }> = [];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    shop = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', token: req.headers['x-customer-token'] as string | undefined, body });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ state: 'shipped', carrier: 'DHL' }));
      });
    });
    await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
    port = (shop.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => shop?.close(() => resolve()));
    await t?.close();
  });

  const ask = (v: VisitorHandle, body: Record<string, unknown>) => v.call(VisitorPath.robotAsk, body);

  async function walkToForm(v: VisitorHandle) {
    const started = await ask(v, { question: 'Start a return', docId: flowEntryDocId('returns'), click: 1 });
    expect(started.code).toBe(200);
    const reason = started.data.answers.find((a: { replySource: string }) => a.replySource === ReplySource.BUTTONS);
    const damaged = reason.buttons.find((b: { itemId: string }) => b.itemId === 'damaged');
    const form = await ask(v, {
      button: damaged.button,
      nodeId: damaged.nodeId,
      itemId: damaged.itemId,
      bindValue: damaged.bindValue,
      bingCode: damaged.bingCode,
    });
    return { started, form };
  }

  it('S-FL1 S-FL2 the demo menu entry starts the return flow: its text and reason buttons with nodeId, itemId, bindValue and bingCode', async () => {
    const v = await newVisitor(t);
    const d = (await ask(v, { question: 'Start a return', docId: flowEntryDocId('returns'), click: 1 })).data;
    expect(d.answers.map((a: { replySource: string }) => a.replySource)).toEqual([ReplySource.TEXT_REPLY, ReplySource.BUTTONS]);
    expect(d.answers[1].buttons[0]).toEqual({
      text: 'Arrived damaged',
      button: 'Arrived damaged',
      nodeId: 'reason',
      itemId: 'damaged',
      bindValue: 'damaged',
      bingCode: 'returns',
    });
    expect(d.reply.itemList).toHaveLength(3);
    expect(d.question).toMatchObject({ senderType: SenderType.VISITOR, msgContent: 'Start a return' });
    expect(d.reply.msgContent).toContain('Why are you returning it?');
  });

  it('S-FL16 what a visitor says starts the flow as its menu entry does; a question for the document still gets the document', async () => {
    for (const question of ['I want to return an item', "I'd like to return an item please", '我要退货', '我想退货']) {
      const d = (await ask(await newVisitor(t), { question })).data;
      expect(d.reply.flowId, question).toBe('returns');
      expect(d.reply.msgContent, question).toContain('Why are you returning it?');
      expect(d.question.msgContent).toBe(question);
    }
    const doc = (await ask(await newVisitor(t), { question: 'How do I return an item?' })).data;
    expect(doc).toMatchObject({ docId: 'demo-1' });
    expect(doc.reply.flowId).toBeUndefined();
  });

  it('S-FL5 S-FL8 a button leads to the form; the answered form hands over with agentTime, agentAskContent and the transfer instruction, and agents get the answers as a note', async () => {
    const v = await newVisitor(t);
    const { form } = await walkToForm(v);
    const item = form.data.answers[0];
    expect(item).toMatchObject({ replySource: ReplySource.FROM_REPLY, nodeId: 'details' });
    expect(item.fromNode).toMatchObject({
      nodeId: 'details',
      bingCode: 'returns',
      fields: [{ name: 'orderNo', required: true }, { name: 'email' }, { name: 'note' }],
    });

    const missing = await ask(v, {
      nodeId: 'details',
      itemId: 'submit',
      bingCode: 'returns',
      bindValue: JSON.stringify({ orderNo: '', email: 'x@y.z' }),
    });
    expect(missing.data.answers.map((a: { replySource: string }) => a.replySource)).toEqual([ReplySource.FROM_REPLY]);

    const values = { orderNo: 'LH-2042', email: 'ann@example.com', note: 'Shade cracked' };
    const done = await ask(v, { nodeId: 'details', itemId: 'submit', bingCode: 'returns', bindValue: JSON.stringify(values) });
    expect(done.data.question.msgContent).toBe(
      'Order number: LH-2042 · E-mail: ann@example.com · Anything else we should know?: Shade cracked',
    );
    const handoff = done.data.answers[0];
    expect(handoff).toMatchObject({ replySource: ReplySource.AGENT_REPLY, instruction: TO_CUSTOMER_SERVICE, agentTime: t.clock.now });
    expect(handoff.agentAskContent).toBe(
      'Return request for order LH-2042 (damaged): please arrange the return.\nWhy are you returning it?: Arrived damaged\nOrder number: LH-2042\nE-mail: ann@example.com\nAnything else we should know?: Shade cracked',
    );

    const visitorView = (await v.call(VisitorPath.getSessionMsg, {})).data as ChatMessage[];
    expect(visitorView.some((m) => m.msgContent.includes('Return request for order LH-2042'))).toBe(false);
    const agent = await createAgent(t, admin);
    await setPresence(agent, 'online');
    expect((await v.call(VisitorPath.transferAgent, {})).data.status).toBe(2);
    const messages = (await agent.get(ConsolePath.messages(done.data.reply.sessionId))).json().data as ChatMessage[];
    const note = messages.find((m) => m.insideFlag === 1);
    expect(note?.msgContent).toContain('Order number: LH-2042');
    expect(note?.msgContent).toContain('Why are you returning it?: Arrived damaged');
    await setPresence(agent, 'offline');

    // The flow is over: the same form answered again is no flow step any more.
    const after = await ask(v, { question: 'How do I get an invoice?' });
    expect(after.data.docId).toBe('demo-5');
  });

  it('S-FL6 S-FL7 free text inside a flow asks again once, then goes to the knowledge base; an old button changes nothing', async () => {
    const v = await newVisitor(t);
    const { started } = await walkToForm(v);
    const again = await ask(v, { question: 'hmm not sure' });
    expect(again.data.answers.map((a: { replySource: string }) => a.replySource)).toEqual([ReplySource.TEXT_REPLY, ReplySource.FROM_REPLY]);
    const old = started.data.answers[1].buttons[2];
    const stale = await ask(v, {
      button: old.button,
      nodeId: old.nodeId,
      itemId: old.itemId,
      bindValue: old.bindValue,
      bingCode: old.bingCode,
    });
    expect(stale.data.answers.map((a: { replySource: string }) => a.replySource)).toEqual([ReplySource.FROM_REPLY]);
    const escaped = await ask(v, { question: 'Which payment methods do you accept?' });
    expect(escaped.data.docId).toBe('demo-4');
    expect(escaped.data.answers[0].replySource).toBe(ReplySource.TEXT_REPLY);
  });

  it('S-FL14 updateSessionMsg stores docNode on the visitor’s own flow message, read back with the conversation; anyone else’s is 404', async () => {
    const v = await newVisitor(t);
    const w = await newVisitor(t);
    const { form } = await walkToForm(v);
    const msgId = form.data.reply.msgId;
    const docNode = JSON.stringify({ answered: { values: { orderNo: 'LH-1' } } });
    const res = await v.call(VisitorPath.updateSessionMsg, { operation: 'updateMsg', msgId, docNode });
    expect(res).toMatchObject({ code: 200, data: { msgId, docNode } });
    const read = ((await v.call(VisitorPath.getSessionMsg, {})).data as ChatMessage[]).find((m) => m.msgId === msgId);
    expect(read?.docNode).toBe(docNode);
    expect(read?.answers?.[0]?.replySource).toBe(ReplySource.FROM_REPLY);
    expect((await w.call(VisitorPath.updateSessionMsg, { operation: 'updateMsg', msgId, docNode: '{}' })).code).toBe(404);
    expect(
      (await v.call(VisitorPath.updateSessionMsg, { operation: 'updateMsg', msgId: form.data.question.msgId, docNode: '{}' })).code,
    ).toBe(404);
    expect((await v.call(VisitorPath.updateSessionMsg, { operation: 'other', msgId, docNode: '{}' })).code).toBe(400);
  });

  it('S-FL13 S-FL15 S-FL12 S-FL1 admins save flows as versions, list and read them; a visitor inside a flow finishes on the version they started', async () => {
    const bad = await admin.post(AdminPath.robotFlow('demo', 'status'), { ...STATUS_FLOW(port), start: 'nowhere' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('start');
    const saved = await admin.post(AdminPath.robotFlow('demo', 'status'), STATUS_FLOW(port));
    expect(saved.json().data).toMatchObject({ flowId: 'status', version: 1 });
    expect((await admin.post(AdminPath.robotFlow('demo', 'status'), STATUS_FLOW(port))).json().data.version).toBe(1);
    expect((await admin.post(AdminPath.robotFlow('demo', 'other'), STATUS_FLOW(port))).statusCode).toBe(400);

    const byDoc = await ask(await newVisitor(t), { docId: 'demo-6', click: 1 });
    expect(byDoc.data.answers.map((a: { replySource: string }) => a.replySource)).toEqual([ReplySource.TEXT_REPLY, ReplySource.FROM_REPLY]);
    expect(byDoc.data.answers[0].text).toContain('warranty');

    const v = await newVisitor(t);
    const first = await ask(v, { question: 'what is my parcel status?', customerParameters: { tier: 'Gold' } });
    expect(first.data.answers[0]).toMatchObject({ replySource: ReplySource.FROM_REPLY, text: 'Your order number, Gold member?' });

    const edited = STATUS_FLOW(port);
    (edited.nodes[2] as { text: string }).text = 'Version two: {{orderNo}}.';
    expect((await admin.post(AdminPath.robotFlow('demo', 'status'), edited)).json().data.version).toBe(2);
    const list = (await admin.get(AdminPath.robotFlows('demo'))).json().data.items as Array<{ flowId: string; version: number }>;
    expect(list.map((f) => [f.flowId, f.version])).toEqual([
      ['returns', 1],
      ['status', 2],
    ]);

    // S-FL9: 127.0.0.1 is listed by the flow but is a private address: never called.
    const w = await newVisitor(t);
    await ask(w, { question: 'parcel status' });
    const refused = await ask(w, {
      nodeId: 'ask',
      itemId: 'submit',
      bingCode: 'status',
      bindValue: JSON.stringify({ orderNo: 'A1' }),
      customerToken: 'ctok',
    });
    expect(refused.data.answers.map((a: { text: string }) => a.text)).toEqual(['Order lookup is unavailable right now.']);
    expect(seen).toEqual([]);

    // The visitor who started on version 1 ends with version 1's words.
    const networks = t.ctx.config.outboundAllowNetworks;
    t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
    try {
      const done = await ask(v, { nodeId: 'ask', itemId: 'submit', bingCode: 'status', bindValue: JSON.stringify({ orderNo: 'A1' }) });
      expect(done.data.answers.map((a: { text: string }) => a.text)).toEqual(['Order A1 left with DHL.']);
    } finally {
      t.ctx.config.outboundAllowNetworks = networks;
    }
  });

  it('S-FL9 S-FL10 with the operator allowing the network, the http step posts the values with the customerToken and branches on the answer', async () => {
    const networks = t.ctx.config.outboundAllowNetworks;
    t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
    try {
      await admin.post(AdminPath.robotFlow('demo', 'status'), STATUS_FLOW(port));
      const v = await newVisitor(t);
      await ask(v, { question: 'parcel status please' });
      const done = await ask(v, {
        nodeId: 'ask',
        itemId: 'submit',
        bingCode: 'status',
        bindValue: JSON.stringify({ orderNo: 'A 7' }),
        customerToken: 'ctok-1',
      });
      expect(done.data.answers.map((a: { text: string }) => a.text)).toEqual(['Order A 7 left with DHL.']);
      expect(seen.at(-1)).toEqual({ url: '/orders/A%207', token: 'ctok-1', body: JSON.stringify({ order: 'A 7' }) });
    } finally {
      t.ctx.config.outboundAllowNetworks = networks;
    }
  });

  it('S-FL15 the JSON export carries the flows and an import restores them; the test run traces each step', async () => {
    const exported = await admin.get(`${AdminPath.robotExport('demo')}?format=json`);
    const file = exported.json() as { documents: unknown[]; flows: Array<{ flowId: string }> };
    expect(file.documents.length).toBeGreaterThan(5);
    expect(file.flows.map((f) => f.flowId)).toEqual(['returns', 'status']);
    expect((await admin.del(AdminPath.robotFlow('demo', 'returns'))).statusCode).toBe(200);
    expect((await admin.get(AdminPath.robotFlow('demo', 'returns'))).statusCode).toBe(404);
    const boundary = '----flows';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kb.json"\r\nContent-Type: application/json\r\n\r\n${exported.body}\r\n--${boundary}--\r\n`;
    const imported = await t.inject({
      method: 'POST',
      url: AdminPath.robotImport('demo'),
      payload,
      headers: { cookie: `parley_session=${admin.cookie}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await admin.get(AdminPath.robotFlow('demo', 'returns'))).json().data.nodes).toHaveLength(5);

    const flow = (await admin.get(AdminPath.robotFlow('demo', 'returns'))).json().data;
    const start = (await admin.post(AdminPath.robotFlowTest('demo'), { flow, event: { type: 'start' } })).json().data;
    expect(start.trace.map((s: { nodeId: string }) => s.nodeId)).toEqual(['welcome', 'reason']);
    const next = (
      await admin.post(AdminPath.robotFlowTest('demo'), {
        flow,
        state: start.state,
        event: { type: 'button', nodeId: 'reason', itemId: 'wrong' },
      })
    ).json().data;
    expect(next.state).toMatchObject({ nodeId: 'details', vars: { reason: 'wrong' } });
  });

  it('S-FL12 a new conversation starts outside any flow; the position is a row of the conversation', async () => {
    const v = await newVisitor(t);
    await walkToForm(v);
    const rows = await t.ctx.db.kysely.selectFrom('robot_flow_runs').selectAll().where('tenant_id', '=', DEMO_TENANT_ID).execute();
    expect(rows.some((r) => r.flow_id === 'returns' && JSON.parse(r.state).nodeId === 'details')).toBe(true);
    expect((await v.call(VisitorPath.chatClose, {})).code).toBe(200);
    const fresh = await ask(v, { question: 'hmm not sure' });
    expect(fresh.data.answers[0].replySource).toBe(ReplySource.TEXT_REPLY);
    expect(fresh.data.answers.some((a: { replySource: string }) => a.replySource === ReplySource.FROM_REPLY)).toBe(false);
  });
});
