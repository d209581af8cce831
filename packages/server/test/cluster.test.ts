import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, EventCode, VisitorPath } from '@parley/protocol';
import { loginAdmin, newVisitor, setPresence } from './agents.js';
import { clusterUp, createCluster, type TestApp } from './harness.js';

/** Reads SSE frames from a real HTTP stream until `until` is satisfied. */
async function readStream(url: string, headers: Record<string, string>, until: (events: any[]) => boolean, onOpen: () => Promise<void>) {
  const abort = new AbortController();
  const res = await fetch(url, { headers, signal: abort.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: any[] = [];
  let buffer = '';
  let opened = false;
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let idx;
      while ((idx = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const data = frame.split('\n').find((l) => l.startsWith('data: '));
        const id = frame.split('\n').find((l) => l.startsWith('id: '));
        if (data) events.push({ ...JSON.parse(data.slice(6)), ...(id ? { sseId: Number(id.slice(4)) } : {}) });
      }
      if (!opened) {
        opened = true;
        await onOpen();
      }
    }
  } finally {
    abort.abort();
  }
  return events;
}

describe.runIf(clusterUp)('two nodes on PostgreSQL and Redis', () => {
  let cluster: Awaited<ReturnType<typeof createCluster>>;
  let a: TestApp;
  let b: TestApp;
  let baseA = '';
  beforeAll(async () => {
    cluster = await createCluster(2);
    [a, b] = cluster.nodes as [TestApp, TestApp];
    baseA = await a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('S-EV7 S-EV8 delivers an agent on node B to a visitor streaming from node A, with event ids', async () => {
    const agentOnB = await loginAdmin(b);
    await setPresence(agentOnB, 'online');
    const visitor = await newVisitor(a);
    expect((await visitor.call(VisitorPath.transferAgent)).data.status).toBe(2);
    const session = await a.ctx.db.kysely.selectFrom('sessions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const { ticket } = (await visitor.call(VisitorPath.eventStreamTicket)).data;
    const url = `${baseA}${VisitorPath.eventStream}?ticket=${encodeURIComponent(ticket)}&lastEventId=${visitor.lastEventId}`;
    const events = await readStream(
      url,
      {},
      (ev) => ev.some((e) => e.code === EventCode.AGENT_MESSAGE),
      async () => {
        expect((await agentOnB.post(ConsolePath.messages(session.id), { msgContent: 'from node B' })).statusCode).toBe(200);
      },
    );
    const message = events.find((e) => e.code === EventCode.AGENT_MESSAGE);
    expect(message.message.msgContent).toBe('from node B');
    expect(message.sseId).toBe(message.eventId);
    // The stream resumes after the last id it delivered.
    const resumed = await readStream(
      url,
      { 'last-event-id': String(message.eventId) },
      () => true,
      async () => undefined,
    );
    expect(resumed.filter((e) => e.code === EventCode.AGENT_MESSAGE)).toEqual([]);
  });

  it('S-EV8 S-EV9 sends a visitor on node A to the agent stream on node B', async () => {
    const agent = await loginAdmin(b);
    const baseB = await b.app.listen({ port: 0, host: '127.0.0.1' });
    const visitor = await newVisitor(a);
    await visitor.call(VisitorPath.transferAgent);
    const events = await readStream(
      `${baseB}${ConsolePath.stream}`,
      { cookie: `parley_session=${agent.cookie}` },
      (ev) => ev.some((e) => e.type === 'message'),
      async () => {
        await visitor.call(VisitorPath.sendMsg, { msgContent: 'hello from A', msgType: 1 });
      },
    );
    expect(events[0]).toMatchObject({ type: 'hello', agentId: agent.agentId });
    expect(events.find((e) => e.type === 'message').message.msgContent).toBe('hello from A');
  });

  it('S-EV7 refuses a stream without a valid ticket, and never takes the visitor token in the URL', async () => {
    const visitor = await newVisitor(a);
    const res = await fetch(`${baseA}${VisitorPath.eventStream}?ticket=${encodeURIComponent(visitor.headers.token!)}`);
    expect(res.status).toBe(401);
  });
});
