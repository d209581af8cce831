import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReplySource, TO_CUSTOMER_SERVICE, flowDraftSchema, type Flow, type FlowDraftInput, type FlowState } from '@parley/protocol';
import { RobotEngine } from '../engine/engine.js';
import {
  fillTemplate,
  flowForDoc,
  flowForPhrase,
  flowForQuestion,
  hostAllowed,
  stepFlow,
  type FlowEvent,
  type FlowStep,
} from './engine.js';
import { performHttp } from './httpStep.js';
import { DEMO_RETURN_FLOW } from './demoFlow.js';

const OPTS = { now: 1_700_000_000_000, reaskText: 'Please pick one of the options.' };
const flowOf = (draft: FlowDraftInput, version = 1): Flow => ({ ...flowDraftSchema.parse(draft), version, updatedAt: 0 });

const ORDER_FLOW = flowOf({
  flowId: 'order',
  name: 'Order status',
  trigger: { docIds: ['doc-7'], keywords: ['where is my order', '订单'] },
  params: [{ key: 'plan', variable: 'plan' }],
  allowedHosts: ['shop.example.com', '*.api.example.com'],
  start: 'hello',
  nodes: [
    { id: 'hello', type: 'text', text: 'Hi on the {{plan}} plan', next: 'promo' },
    { id: 'promo', type: 'card', title: 'Track orders', text: 'In the app', linkUrl: 'https://shop.example.com', next: 'pick' },
    {
      id: 'pick',
      type: 'buttons',
      text: 'What do you need?',
      variable: 'need',
      buttons: [
        { id: 'track', text: 'Track', next: 'ask' },
        { id: 'talk', text: 'Talk to us', value: 'human', next: 'handoff' },
        { id: 'ai', text: 'Ask the AI', next: 'model' },
      ],
    },
    {
      id: 'ask',
      type: 'form',
      text: 'Your order?',
      fields: [
        { name: 'orderNo', label: 'Order number', required: true },
        { name: 'kind', label: 'Kind', fieldType: 6, options: [{ label: 'Express', value: 'express' }] },
      ],
      branches: [{ variable: 'kind', equals: 'express', next: 'expressEnd' }],
      next: 'lookup',
    },
    {
      id: 'lookup',
      type: 'http',
      url: 'https://shop.example.com/orders/{{orderNo}}',
      method: 'GET',
      body: { who: '{{plan}}' },
      resultVariable: 'order',
      branches: [{ variable: 'order.state', equals: 'shipped', next: 'shipped' }],
      next: 'unknownState',
      onError: 'sorry',
    },
    { id: 'shipped', type: 'end', text: 'Order {{orderNo}} is on its way ({{order.carrier}}).' },
    { id: 'unknownState', type: 'end', text: 'Order {{orderNo}} is {{order.state}}.' },
    { id: 'sorry', type: 'handoff', text: 'Let me get a colleague.', question: 'Lookup failed for {{orderNo}}' },
    { id: 'expressEnd', type: 'end', text: 'Express orders arrive tomorrow.' },
    { id: 'handoff', type: 'handoff', text: 'Connecting you.', question: 'Visitor on {{plan}} wants help' },
    { id: 'model', type: 'llm', question: 'Explain delivery times for {{plan}}', next: 'bye' },
    { id: 'bye', type: 'end', text: 'Anything else, just ask.' },
  ],
});

function run(flow: Flow, events: FlowEvent[]): FlowStep[] {
  const steps: FlowStep[] = [];
  let state: FlowState | null = null;
  for (const e of events) {
    const step = stepFlow(flow, state, e, OPTS);
    steps.push(step);
    state = step.state;
  }
  return steps;
}

const start: FlowEvent = { type: 'start', params: { plan: 'Gold', ignored: 'x' } };

describe('flow engine', () => {
  it('S-FL2 S-FL3 S-FL4 starts at the start node, runs text and card, stops at buttons, fills variables from customerParameters', () => {
    const [s] = run(ORDER_FLOW, [start]);
    expect(s!.replies.map((r) => r.replySource)).toEqual([ReplySource.TEXT_REPLY, ReplySource.CARD, ReplySource.BUTTONS]);
    expect(s!.replies[0]!.text).toBe('Hi on the Gold plan');
    expect(s!.replies[1]!.cardContent).toMatchObject({ title: 'Track orders', linkUrl: 'https://shop.example.com' });
    expect(s!.replies[2]!.buttons).toEqual([
      { text: 'Track', button: 'Track', nodeId: 'pick', itemId: 'track', bindValue: 'Track', bingCode: 'order' },
      { text: 'Talk to us', button: 'Talk to us', nodeId: 'pick', itemId: 'talk', bindValue: 'human', bingCode: 'order' },
      { text: 'Ask the AI', button: 'Ask the AI', nodeId: 'pick', itemId: 'ai', bindValue: 'Ask the AI', bingCode: 'order' },
    ]);
    expect(s!.state).toMatchObject({ flowId: 'order', version: 1, nodeId: 'pick', fromNode: 'promo', vars: { plan: 'Gold' } });
    expect(s!.trace.map((t) => t.nodeId)).toEqual(['hello', 'promo', 'pick']);
  });

  it('S-FL2 S-FL5 a button advances to its node; the form binds its fields and branches on a value', () => {
    const steps = run(ORDER_FLOW, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'form', nodeId: 'ask', values: { orderNo: ' A-1 ', kind: 'express' } },
    ]);
    const form = steps[1]!.replies[0]!;
    expect(form.replySource).toBe(ReplySource.FROM_REPLY);
    expect(form.fromNode).toMatchObject({
      nodeId: 'ask',
      bingCode: 'order',
      fields: [{ name: 'orderNo', required: true }, { name: 'kind' }],
    });
    expect(steps[1]!.state).toMatchObject({ nodeId: 'ask', fromNode: 'pick', vars: { need: 'Track' } });
    const last = steps[2]!;
    expect(last.replies).toEqual([{ replySource: ReplySource.END, text: 'Express orders arrive tomorrow.', nodeId: 'expressEnd' }]);
    expect(last.state).toBeNull();
  });

  it('S-FL5 a form with a required field left empty is asked again, nothing bound', () => {
    const steps = run(ORDER_FLOW, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'form', nodeId: 'ask', values: { orderNo: '  ' } },
    ]);
    expect(steps[2]!.replies.map((r) => r.replySource)).toEqual([ReplySource.FROM_REPLY]);
    expect(steps[2]!.state).toMatchObject({ nodeId: 'ask', vars: { plan: 'Gold', need: 'Track' } });
  });

  it('S-FL9 S-FL10 an http node asks the runner to call, then binds the answer and branches on it', () => {
    const steps = run(ORDER_FLOW, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'form', nodeId: 'ask', values: { orderNo: 'A 1/2' } },
    ]);
    const call = steps[2]!;
    expect(call.effect).toEqual({
      kind: 'http',
      nodeId: 'lookup',
      url: 'https://shop.example.com/orders/A%201%2F2',
      method: 'GET',
      body: { who: 'Gold' },
      timeoutMs: 3000,
    });
    expect(call.state).toMatchObject({ nodeId: 'lookup' });
    const shipped = stepFlow(
      ORDER_FLOW,
      call.state,
      { type: 'http', nodeId: 'lookup', result: { status: 200, body: { state: 'Shipped', carrier: 'DHL', deep: { x: 1 } } } },
      OPTS,
    );
    expect(shipped.replies[0]!.text).toBe('Order A 1/2 is on its way (DHL).');
    expect(shipped.trace[0]!.vars).toMatchObject({ orderNo: 'A 1/2' });
    const other = stepFlow(
      ORDER_FLOW,
      call.state,
      { type: 'http', nodeId: 'lookup', result: { status: 200, body: { state: 'packed' } } },
      OPTS,
    );
    expect(other.replies[0]!.text).toBe('Order A 1/2 is packed.');
  });

  it('S-FL10 a failed or refused call goes to the error branch; a 5xx counts as failed', () => {
    const steps = run(ORDER_FLOW, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'form', nodeId: 'ask', values: { orderNo: '9' } },
    ]);
    for (const result of [{ error: 'timed out' }, { status: 502, body: 'bad gateway' }]) {
      const out = stepFlow(ORDER_FLOW, steps[2]!.state, { type: 'http', nodeId: 'lookup', result }, OPTS);
      expect(out.replies[0]).toMatchObject({ replySource: ReplySource.AGENT_REPLY, text: 'Let me get a colleague.' });
      expect(out.handoff?.question).toBe('Lookup failed for 9');
    }
  });

  it('S-FL9 a host the flow does not list is never called: the error branch at once, no effect', () => {
    const flow = flowOf({
      ...ORDER_FLOW,
      nodes: ORDER_FLOW.nodes.map((n) => (n.id === 'lookup' ? { ...n, url: 'https://evil.example.org/x' } : n)),
    });
    const steps = run(flow, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'form', nodeId: 'ask', values: { orderNo: '9' } },
    ]);
    expect(steps[2]!.effect).toBeUndefined();
    expect(steps[2]!.replies[0]!.replySource).toBe(ReplySource.AGENT_REPLY);
    expect(steps[2]!.trace.find((t) => t.nodeId === 'lookup')?.http).toEqual({
      url: 'https://evil.example.org/x',
      method: 'GET',
      error: 'host not allowed',
    });
    expect(hostAllowed('https://a.api.example.com/x', ['*.api.example.com'])).toBe(true);
    expect(hostAllowed('https://api.example.com/x', ['*.api.example.com'])).toBe(false);
    expect(hostAllowed('https://shop.example.com.evil.io/', ['shop.example.com'])).toBe(false);
  });

  it('S-FL8 a hand-off answers AGENT_REPLY with agentTime, the transfer instruction and every answer for the agent, and closes the flow', () => {
    const steps = run(ORDER_FLOW, [start, { type: 'button', nodeId: 'pick', itemId: 'talk' }]);
    const item = steps[1]!.replies[0]!;
    expect(item).toMatchObject({
      replySource: ReplySource.AGENT_REPLY,
      agentTime: OPTS.now,
      instruction: TO_CUSTOMER_SERVICE,
      text: 'Connecting you.',
    });
    expect(item.agentAskContent).toBe('Visitor on Gold wants help\nWhat do you need?: Talk to us');
    expect(steps[1]!.handoff).toEqual({
      question: 'Visitor on Gold wants help',
      answers: [{ label: 'What do you need?', value: 'Talk to us' }],
    });
    expect(steps[1]!.state).toBeNull();
  });

  it('S-FL2 an llm node asks the runner for the model, then shows its answer and goes on; no answer goes on quietly', () => {
    const steps = run(ORDER_FLOW, [start, { type: 'button', nodeId: 'pick', itemId: 'ai' }]);
    expect(steps[1]!.effect).toEqual({ kind: 'llm', nodeId: 'model', question: 'Explain delivery times for Gold' });
    const answered = stepFlow(ORDER_FLOW, steps[1]!.state, { type: 'llm', nodeId: 'model', text: 'Two days.' }, OPTS);
    expect(answered.replies.map((r) => [r.replySource, r.text])).toEqual([
      [ReplySource.LARGE_MODEL_REPLY, 'Two days.'],
      [ReplySource.END, 'Anything else, just ask.'],
    ]);
    const silent = stepFlow(ORDER_FLOW, steps[1]!.state, { type: 'llm', nodeId: 'model', text: undefined }, OPTS);
    expect(silent.replies.map((r) => r.replySource)).toEqual([ReplySource.END]);
  });

  it('S-FL6 free text: a button’s words or number tap it; other text asks again once, then escapes to the knowledge base', () => {
    const [s] = run(ORDER_FLOW, [start]);
    expect(stepFlow(ORDER_FLOW, s!.state, { type: 'text', text: ' talk TO us ', known: false }, OPTS).replies[0]!.replySource).toBe(
      ReplySource.AGENT_REPLY,
    );
    expect(stepFlow(ORDER_FLOW, s!.state, { type: 'text', text: '1', known: false }, OPTS).state?.nodeId).toBe('ask');
    const again = stepFlow(ORDER_FLOW, s!.state, { type: 'text', text: 'hmm', known: false }, OPTS);
    expect(again.escaped).toBe(false);
    expect(again.replies.map((r) => [r.replySource, r.text])).toEqual([
      [ReplySource.TEXT_REPLY, OPTS.reaskText],
      [ReplySource.BUTTONS, 'What do you need?'],
    ]);
    expect(again.state).toMatchObject({ nodeId: 'pick', reasks: 1 });
    const out = stepFlow(ORDER_FLOW, again.state, { type: 'text', text: 'still hmm', known: false }, OPTS);
    expect(out).toMatchObject({ escaped: true, state: null, replies: [] });
  });

  it('S-FL6 free text the knowledge base answers with confidence escapes at once', () => {
    const [s] = run(ORDER_FLOW, [start]);
    expect(stepFlow(ORDER_FLOW, s!.state, { type: 'text', text: 'what are your opening hours', known: true }, OPTS)).toMatchObject({
      escaped: true,
      state: null,
    });
  });

  it('S-FL7 an answer to a node the visitor already left changes nothing and asks the waiting node again', () => {
    const steps = run(ORDER_FLOW, [
      start,
      { type: 'button', nodeId: 'pick', itemId: 'track' },
      { type: 'button', nodeId: 'pick', itemId: 'talk' },
    ]);
    expect(steps[2]!.state).toEqual(steps[1]!.state);
    expect(steps[2]!.replies.map((r) => r.replySource)).toEqual([ReplySource.FROM_REPLY]);
    const unknownButton = stepFlow(
      ORDER_FLOW,
      run(ORDER_FLOW, [start])[0]!.state,
      { type: 'button', nodeId: 'pick', itemId: 'nope' },
      OPTS,
    );
    expect(unknownButton.state?.nodeId).toBe('pick');
  });

  it('S-FL11 a loop drawn without a waiting node stops after a bounded number of steps and closes the flow', () => {
    const loop = flowOf({
      flowId: 'loop',
      name: 'Loop',
      start: 'a',
      nodes: [
        { id: 'a', type: 'text', text: 'a', next: 'b' },
        { id: 'b', type: 'text', text: 'b', next: 'a' },
      ],
    });
    const [s] = run(loop, [{ type: 'start' }]);
    expect(s!.state).toBeNull();
    expect(s!.replies.length).toBe(50);
  });

  it('S-FL12 a visitor whose node no longer exists in the flow leaves it', () => {
    const [s] = run(ORDER_FLOW, [start]);
    const edited = flowOf(
      {
        ...ORDER_FLOW,
        nodes: ORDER_FLOW.nodes.filter((n) => n.id !== 'pick').map((n) => ({ ...n, next: n.next === 'pick' ? undefined : n.next })),
      },
      2,
    );
    expect(stepFlow(edited, s!.state, { type: 'button', nodeId: 'pick', itemId: 'track' }, OPTS)).toMatchObject({
      state: null,
      replies: [],
    });
  });

  it('S-FL16 a flow is entered by a question close to one of its trigger phrases, in either language; not by a how-question, nor when disabled', () => {
    const kb = new RobotEngine([
      {
        docId: 'ret',
        question: 'How do I return an item?',
        similarQuestions: ['退货流程'],
        answer: 'Within 30 days.',
        category: '',
        lang: 'en',
      },
    ]);
    const flow = { ...ORDER_FLOW, trigger: { ...ORDER_FLOW.trigger, phrases: ['I want to return an item', '我要退货'] } };
    const start = (q: string, flows = [flow]) => flowForPhrase(flows, (phrases) => kb.phraseMatch(q, phrases))?.flowId;
    expect(start('I want to return an item')).toBe('order');
    expect(start('i would like to return an item please')).toBe('order');
    expect(start('我想退货')).toBe('order');
    expect(start('How do I return an item?')).toBeUndefined();
    expect(start('I want to buy a lamp')).toBeUndefined();
    expect(start('I want to return an item', [{ ...flow, enabled: false }])).toBeUndefined();
    expect(start('I want to return an item', [ORDER_FLOW])).toBeUndefined();
  });

  it('S-FL1 a flow is entered by keyword (Latin as whole words, CJK anywhere) or by a knowledge document; disabled flows never', () => {
    expect(flowForQuestion([ORDER_FLOW], 'Hi, where is my order?')?.flowId).toBe('order');
    expect(flowForQuestion([ORDER_FLOW], 'somewhere is my orders')).toBeUndefined();
    expect(flowForQuestion([ORDER_FLOW], '我的订单在哪')?.flowId).toBe('order');
    expect(flowForDoc([ORDER_FLOW], 'doc-7')?.flowId).toBe('order');
    expect(flowForDoc([{ ...ORDER_FLOW, enabled: false }], 'doc-7')).toBeUndefined();
    expect(flowForQuestion([{ ...ORDER_FLOW, enabled: false }], 'where is my order')).toBeUndefined();
  });

  it('S-FL3 templates leave unknown variables empty', () => {
    expect(fillTemplate('a {{ x }} b {{y.z}} c {{missing}}', { x: '1', 'y.z': '2' })).toBe('a 1 b 2 c ');
  });

  it('S-FL1 the demo return flow parses and walks buttons, form and hand-off', () => {
    const flow: Flow = { ...DEMO_RETURN_FLOW, version: 1, updatedAt: 0 };
    const steps = run(flow, [
      { type: 'start' },
      { type: 'button', nodeId: 'reason', itemId: 'damaged' },
      { type: 'form', nodeId: 'details', values: { orderNo: 'LH-1001', email: 'a@b.c' } },
    ]);
    expect(steps[2]!.handoff?.answers).toEqual([
      { label: 'Why are you returning it?', value: 'Arrived damaged' },
      { label: 'Order number', value: 'LH-1001' },
      { label: 'E-mail', value: 'a@b.c' },
      { label: 'Anything else we should know?', value: '' },
    ]);
    expect(steps[2]!.replies[0]!.agentAskContent).toContain('Return request for order LH-1001 (damaged)');
  });

  it('S-FL13 a flow whose edges name a missing node, or whose node ids repeat, is refused naming the field', () => {
    const bad = flowDraftSchema.safeParse({
      flowId: 'x',
      name: 'X',
      start: 'a',
      nodes: [
        { id: 'a', type: 'text', text: 'a', next: 'zz' },
        { id: 'a', type: 'end' },
      ],
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['nodes.1.id', 'nodes.0.next']));
  });
});

describe('flow http step', () => {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('{"state":"shipped"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const effect = (url: string) => ({
    kind: 'http' as const,
    nodeId: 'lookup',
    url,
    method: 'POST' as const,
    body: { a: '1' },
    timeoutMs: 1000,
  });

  it('S-FL9 never calls a private or loopback address, even one the flow lists, unless the operator allows its network', async () => {
    for (const url of [
      `http://127.0.0.1:${port}/x`,
      `http://localhost:${port}/x`,
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.1/x',
      'http://[::1]/x',
    ]) {
      const out = await performHttp(effect(url), 'tok', []);
      expect(out.result, url).toMatchObject({ error: expect.stringMatching(/does not call|not allowed|address/) });
    }
    const allowed = await performHttp(effect(`http://127.0.0.1:${port}/x`), 'tok', ['127.0.0.1']);
    expect(allowed.result).toEqual({ status: 200, body: { state: 'shipped' } });
  });
});
