import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminPath,
  ConsolePath,
  EventCode,
  SenderType,
  TOKEN_HEADER,
  TicketDeskPath,
  TicketPath,
  TransferStatus,
  VisitorPath,
  type ChatMessage,
  type VisitorEvent,
} from '@parley/protocol';
import { dropSchema, type DialectName } from '../src/platform/db/database.js';
import { DEMO_TICKET_TYPE_ID } from '../src/domains/demo/demoSeed.js';
import { loginAdmin, newVisitor, setPresence } from './agents.js';
import { PG_URL, createTestApp, dialects } from './harness.js';
import { buildServer, freePort, kill9, running, sleep, startServer } from './processes.js';

/**
 * The real server process, killed with SIGKILL while visitors and an agent write, then started again on the same
 * database. CRASH_VISITORS (default 20, half of them talking to the agent) and CRASH_MESSAGES (per sender, default
 * 10) make the run bigger.
 */
const VISITORS = Number(process.env.CRASH_VISITORS ?? 20);
const MESSAGES = Number(process.env.CRASH_MESSAGES ?? 10);
const WITH_AGENT = Math.ceil(VISITORS / 2);
const TOTAL = VISITORS * MESSAGES + WITH_AGENT * MESSAGES;
/**
 * The kill comes once every sender has this many messages acknowledged and every event reader has read one: the
 * server schedules its callers unevenly, so a count over all senders could leave some (and their readers) untouched.
 */
const KILL_WHEN_ALL_HAVE = Math.ceil(MESSAGES * 0.3);
/** A sender this far along waits for the kill, so every sender (and every event reader) has messages left after it. */
const HOLD_AT = Math.ceil(MESSAGES * 0.7);
const PASSWORD = 'crash-admin-password';
/** S-HD7's run: visitors each writing CREATED tickets, replies and leave messages while an agent answers their ticket. */
const CREATORS = 6;
const CREATED = 6;

const cleanups: Array<() => Promise<void>> = [];

/** The server answered with an error code: a failure of the test, unlike a connection the crash cut. */
class Refused extends Error {}

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { code: number; message: string; data: T };
  if (json.code !== 200) throw new Refused(`${new URL(url).pathname}: ${json.code} ${json.message}`);
  return json.data;
}

/** After the restart a kept-alive connection of the dead process may still be tried once: a client sends again. */
async function persist<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (err instanceof Refused || attempt === 20) throw err;
      await sleep(100);
    }
  }
}

interface Visitor {
  index: number;
  userId: string;
  headers: Record<string, string>;
  /** Agent conversations only: the session and the event cursor the readers start from. */
  sessionId?: number;
  startCursor?: number;
}

/** One sender's messages in order, each with its local id; `acked` holds the answers received. */
interface Sender {
  localIds: string[];
  send(localId: string): Promise<ChatMessage>;
  acked: Map<string, ChatMessage>;
  ackedBeforeCrash: string[];
}

/** Events one visitor reads, over SSE or by long-polling getEventMsg, resuming from the last id across the crash. */
interface Reader {
  visitor: Visitor;
  kind: 'sse' | 'poll';
  cursor: number;
  events: VisitorEvent[];
  /** How many agent messages the reader waits for. */
  wanted: number;
}

type AgentMessageEvent = Extract<VisitorEvent, { code: typeof EventCode.AGENT_MESSAGE }>;
const agentMessagesIn = (events: VisitorEvent[]) => events.filter((e): e is AgentMessageEvent => e.code === EventCode.AGENT_MESSAGE);

async function readSse(base: string, reader: Reader, signal: AbortSignal, onRead: () => void): Promise<void> {
  const v = reader.visitor;
  const { ticket } = await call<{ ticket: string }>(`${base}${VisitorPath.eventStreamTicket}`, { userId: v.userId }, v.headers);
  const res = await fetch(`${base}${VisitorPath.eventStream}?ticket=${encodeURIComponent(ticket)}`, {
    headers: { 'last-event-id': String(reader.cursor) },
    signal,
  });
  if (res.status !== 200) throw new Refused(`eventStream: ${res.status}`);
  const body = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    while (agentMessagesIn(reader.events).length < reader.wanted) {
      const { value, done } = await body.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const lines = buffer.slice(0, end).split('\n');
        buffer = buffer.slice(end + 2);
        const data = lines.find((l) => l.startsWith('data: '));
        if (!data) continue;
        if (lines.includes('event: gone')) throw new Refused(`eventStream: gone after ${reader.cursor}`);
        const event = JSON.parse(data.slice(6)) as VisitorEvent;
        reader.events.push(event);
        reader.cursor = event.eventId;
        onRead();
      }
    }
  } finally {
    await body.cancel().catch(() => undefined);
  }
}

async function poll(base: string, reader: Reader, onRead: () => void): Promise<void> {
  const v = reader.visitor;
  const page = await call<{ msgList: VisitorEvent[]; lastEventId: number }>(
    `${base}${VisitorPath.getEventMsg}`,
    { userId: v.userId, lastEventId: reader.cursor, wait: 1000 },
    v.headers,
  );
  reader.events.push(...page.msgList);
  reader.cursor = page.lastEventId;
  onRead();
}

/** Reads until the visitor has seen every agent message, reconnecting (from the last id) whenever the server is gone. */
async function follow(base: string, reader: Reader, signal: AbortSignal, onRead: () => void): Promise<void> {
  while (agentMessagesIn(reader.events).length < reader.wanted && !signal.aborted) {
    try {
      await (reader.kind === 'sse' ? readSse(base, reader, signal, onRead) : poll(base, reader, onRead));
    } catch (err) {
      if (err instanceof Refused) throw err;
      await sleep(100);
    }
  }
}

/** Every event of the visitor after `cursor`, paging getEventMsg to the end. */
async function eventLog(base: string, v: Visitor, cursor: number): Promise<VisitorEvent[]> {
  const all: VisitorEvent[] = [];
  for (;;) {
    const page = await call<{ msgList: VisitorEvent[]; lastEventId: number }>(
      `${base}${VisitorPath.getEventMsg}`,
      { userId: v.userId, lastEventId: cursor },
      v.headers,
    );
    if (page.msgList.length === 0) return all;
    all.push(...page.msgList);
    cursor = page.lastEventId;
  }
}

const ids = (events: VisitorEvent[]) => events.map((e) => e.eventId);
const localIdsOf = (events: VisitorEvent[]) => agentMessagesIn(events).map((e) => e.message.id);

async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${base}${ConsolePath.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  const session = res.headers.getSetCookie().find((c) => c.startsWith('parley_session='))!;
  return { cookie: session.split(';')[0]! };
}

/** A data folder and (on PostgreSQL) a schema of its own for a server process, removed after the test. */
function crashEnv(dialect: DialectName): Record<string, string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-crash-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const schema = `crash_${randomBytes(6).toString('hex')}`;
  if (dialect === 'postgres') cleanups.push(() => dropSchema(PG_URL, schema));
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: dialect === 'postgres' ? PG_URL : '',
    DATABASE_SCHEMA: dialect === 'postgres' ? schema : '',
    REDIS_URL: '',
    SECRET: 'crash-secret-crash-secret-crash-secret-01',
    DEMO_ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: '1',
    LOG_LEVEL: 'error',
    // Every visitor writes from 127.0.0.1 far faster than a person; abuse limits are abuseLimits.test.ts's concern.
    VISITOR_WRITES_PER_10S: '1000000',
    ADDRESS_WRITES_PER_10S: '10000000',
  };
}

beforeAll(buildServer, 180_000);

afterEach(async () => {
  await Promise.all([...running].map(kill9));
  while (cleanups.length) await cleanups.pop()!();
});

describe.each(dialects)('crash durability on %s', (dialect: DialectName) => {
  it(
    'S-MS12 S-MS11 S-MS3 S-EV3 S-EV7 kill -9 mid-stream, then a restart: acknowledged and retried messages are stored once each, in order, and event readers resume without gaps',
    async () => {
      expect(MESSAGES, 'messages enough to crash in the middle').toBeGreaterThanOrEqual(4);
      expect(2 * MESSAGES + 1, 'one history page must hold a conversation').toBeLessThan(100);
      const env = crashEnv(dialect);
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const began = Date.now();
      let server = await startServer(port, env);

      const admin = await signIn(base, 'admin@demo.parley.local', PASSWORD);
      const email = `crash-agent@demo.parley.local`;
      await call(`${base}${AdminPath.agents}`, { email, password: PASSWORD, nickname: 'Crash', capacity: 100 }, admin);
      const agent = await signIn(base, email, PASSWORD);
      await call(`${base}${ConsolePath.presence}`, { presence: 'online' }, agent);

      const visitors: Visitor[] = [];
      for (let index = 0; index < VISITORS; index++) {
        const start = await call<{ userId: string; token: string }>(`${base}${VisitorPath.chatStart}`, { channelId: 'demo' });
        const v: Visitor = { index, userId: start.userId, headers: { [TOKEN_HEADER]: start.token } };
        if (index < WITH_AGENT) {
          const transfer = await call<{ status: number }>(`${base}${VisitorPath.transferAgent}`, { userId: v.userId }, v.headers);
          expect(transfer.status).toBe(TransferStatus.CONNECTED);
          const resumed = await call<{ sessionId: number; lastEventId: number }>(
            `${base}${VisitorPath.chatStart}`,
            { channelId: 'demo', userId: v.userId },
            v.headers,
          );
          Object.assign(v, { sessionId: resumed.sessionId, startCursor: resumed.lastEventId });
        }
        visitors.push(v);
      }

      const senders: Sender[] = [];
      const visitorSenders = visitors.map((v) => {
        const s: Sender = {
          localIds: Array.from({ length: MESSAGES }, (_, k) => `v${v.index}.${k}`),
          send: (id) =>
            call<ChatMessage>(
              `${base}${VisitorPath.sendMsg}`,
              { userId: v.userId, msgType: 1, msgContent: `visitor says ${id}`, id },
              v.headers,
            ),
          acked: new Map(),
          ackedBeforeCrash: [],
        };
        senders.push(s);
        return s;
      });
      const agentSenders = visitors.slice(0, WITH_AGENT).map((v) => {
        const s: Sender = {
          localIds: Array.from({ length: MESSAGES }, (_, k) => `a${v.index}.${k}`),
          send: (id) =>
            call<ChatMessage>(`${base}${ConsolePath.messages(v.sessionId!)}`, { msgContent: `agent says ${id}`, clientId: id }, agent),
          acked: new Map(),
          ackedBeforeCrash: [],
        };
        senders.push(s);
        return s;
      });
      const readers: Reader[] = visitors
        .slice(0, WITH_AGENT)
        .map((v) => ({ visitor: v, kind: v.index % 2 ? 'poll' : 'sse', cursor: v.startCursor!, events: [], wanted: MESSAGES }));
      let killing: Promise<void> | undefined;
      let killed!: () => void;
      const crash = new Promise<void>((resolve) => (killed = resolve));
      const killWhenAllUnderWay = () => {
        if (killing) return;
        if (senders.some((s) => s.acked.size < KILL_WHEN_ALL_HAVE)) return;
        if (readers.some((r) => agentMessagesIn(r.events).length === 0)) return;
        killing = kill9(server).then(killed);
      };
      const stopReaders = new AbortController();
      cleanups.push(async () => stopReaders.abort());
      // Settles to a word, so a reader's failure waits for the check below instead of going unhandled.
      const following = Promise.all(readers.map((r) => follow(base, r, stopReaders.signal, killWhenAllUnderWay))).then(
        () => 'done',
        (err: unknown) => String(err),
      );

      // Every sender writes its messages one after another, all senders at once, until the crash cuts them off.
      await Promise.all(
        senders.map(async (s) => {
          for (const [k, id] of s.localIds.entries()) {
            // Bounded, so a reader that never reads ends in the failed expectation below rather than a timeout.
            if (k === HOLD_AT) await Promise.race([crash, sleep(15_000)]);
            if (killing) return;
            let answer: ChatMessage;
            try {
              answer = await s.send(id);
            } catch (err) {
              if (err instanceof Refused) throw err;
              return;
            }
            s.acked.set(id, answer);
            killWhenAllUnderWay();
          }
        }),
      );
      await killing;
      expect(server.signalCode, 'killed with every sender under way and every reader reading').toBe('SIGKILL');
      for (const s of senders) s.ackedBeforeCrash = [...s.acked.keys()];
      const ackedBefore = senders.reduce((n, s) => n + s.ackedBeforeCrash.length, 0);
      const inFlight = senders.filter((s) => s.ackedBeforeCrash.length < HOLD_AT).length;

      const crashedAt = Date.now();
      server = await startServer(port, env);
      const restartMs = Date.now() - crashedAt;

      // Each sender goes on from its first unacknowledged message with the same local ids, and sends its last
      // acknowledged one again: both must answer the one stored message.
      let foundStored = 0;
      await Promise.all(
        senders.map(async (s) => {
          const lastAcked = s.ackedBeforeCrash.at(-1);
          if (lastAcked) expect((await persist(() => s.send(lastAcked))).msgId).toBe(s.acked.get(lastAcked)!.msgId);
          for (const id of s.localIds.filter((i) => !s.acked.has(i))) {
            const answer = await persist(() => s.send(id));
            if (answer.msgTime < crashedAt) foundStored++;
            s.acked.set(id, answer);
          }
        }),
      );

      const reading = await Promise.race([following, sleep(15_000).then(() => 'still reading after 15 s')]);
      stopReaders.abort();
      expect(reading, 'every reader saw every agent message').toBe('done');

      for (const v of visitors) {
        const history = await call<ChatMessage[]>(`${base}${VisitorPath.getHistoryMsg}`, { userId: v.userId, pageSize: 100 }, v.headers);
        expect(history.length).toBeLessThan(100);
        const mine = visitorSenders[v.index]!;
        const fromVisitor = history.filter((m) => m.senderType === SenderType.VISITOR);
        expect(fromVisitor.map((m) => m.id)).toEqual(mine.localIds);
        expect(fromVisitor.map((m) => m.msgId)).toEqual(mine.localIds.map((id) => mine.acked.get(id)!.msgId));
        const theirs = agentSenders[v.index];
        if (!theirs) continue;
        const fromAgent = history.filter((m) => m.senderType === SenderType.AGENT && m.id);
        expect(fromAgent.map((m) => m.id)).toEqual(theirs.localIds);
        expect(fromAgent.map((m) => m.msgId)).toEqual(theirs.localIds.map((id) => theirs.acked.get(id)!.msgId));
      }

      for (const r of readers) {
        const read = ids(r.events);
        expect(read, `${r.kind} reader of visitor ${r.visitor.index}: ids rise`).toEqual([...new Set(read)].sort((a, b) => a - b));
        expect(read, `${r.kind} reader of visitor ${r.visitor.index}: nothing missed`).toEqual(
          ids(await eventLog(base, r.visitor, r.visitor.startCursor!)),
        );
        expect(localIdsOf(r.events)).toEqual(agentSenders[r.visitor.index]!.localIds);
      }

      await kill9(server);
      const unacked = TOTAL - ackedBefore;
      console.log(
        `[crash ${dialect}] ${TOTAL} messages from ${senders.length} senders, kill -9 after ${ackedBefore} acknowledgements ` +
          `(${inFlight} senders cut off mid-send; ${foundStored} unacknowledged sends had been stored), ${unacked} sent after the ` +
          `restart (${restartMs} ms), ${readers.length} event readers resumed mid-log; ${((Date.now() - began) / 1000).toFixed(1)} s`,
      );
    },
    Math.max(60_000, TOTAL * 50),
  );

  it('S-EV7 S-MS12 a stream resumed behind more than a page of events sends them all without waiting for another', async () => {
    const t = await createTestApp(dialect);
    cleanups.push(() => t.close());
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await loginAdmin(t);
    await setPresence(admin, 'online');
    const v = await newVisitor(t);
    await v.call(VisitorPath.transferAgent);
    const { sessionId, lastEventId } = (await t.post(VisitorPath.chatStart, { channelId: 'demo', userId: v.userId }, v.headers)).json()
      .data;
    const missed = 150;
    for (let i = 0; i < missed; i++)
      expect((await admin.post(ConsolePath.messages(sessionId), { msgContent: `while away ${i}` })).statusCode).toBe(200);
    const reader: Reader = { visitor: { index: 0, ...v }, kind: 'sse', cursor: lastEventId, events: [], wanted: missed };
    await readSse(base, reader, AbortSignal.timeout(5000), () => undefined).catch(() => undefined);
    expect(agentMessagesIn(reader.events).map((e) => e.message.msgContent)).toEqual(
      Array.from({ length: missed }, (_, i) => `while away ${i}`),
    );
  });

  it('S-HD7 kill -9 while tickets, replies, notes and leave messages are written: each resent after the restart is stored once', async () => {
    const env = crashEnv(dialect);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, env);
    const admin = await signIn(base, 'admin@demo.parley.local', PASSWORD);
    const url = (path: string) => `${base}${path}`;

    interface Write {
      id: string;
      send(): Promise<unknown>;
    }
    const writers: Array<{ writes: Write[]; acked: string[] }> = [];
    const customers: Array<{ userId: string; headers: Record<string, string>; woId: string }> = [];
    for (let i = 0; i < CREATORS; i++) {
      const v = await call<{ userId: string; token: string }>(url(VisitorPath.chatStart), { channelId: 'demo' });
      const headers = { [TOKEN_HEADER]: v.token };
      const ticket = (text: string, clientId?: string) => ({
        userId: v.userId,
        tenantId: 'demo',
        woContent: text,
        woTypeId: DEMO_TICKET_TYPE_ID,
        cusFieldConfigInfoVoList: [{ fieldId: 'order', fieldValue: 'A-1' }],
        ...(clientId ? { clientId } : {}),
      });
      const { woId } = await call<{ woId: string }>(url(TicketPath.addWo), ticket(`first of ${i}`), headers);
      customers.push({ userId: v.userId, headers, woId });
      const visitorWrites: Write[] = [];
      for (let k = 0; k < CREATED; k++) {
        const [t, r, l] = [`t${i}.${k}`, `r${i}.${k}`, `l${i}.${k}`];
        visitorWrites.push(
          { id: t, send: () => call(url(TicketPath.addWo), ticket(`ticket ${t}`, t), headers) },
          {
            id: r,
            send: () =>
              call(url(TicketPath.addWoHandleInfo), { userId: v.userId, woId, handleContent: `reply ${r}`, clientId: r }, headers),
          },
          {
            id: l,
            send: () =>
              call(url(VisitorPath.leaveMsg), { userId: v.userId, customerName: 'Vic', msgContent: `leave ${l}`, clientId: l }, headers),
          },
        );
      }
      const agentWrites = Array.from({ length: CREATED }, (_, k): Write => {
        const a = `a${i}.${k}`;
        return {
          id: a,
          send: () => call(url(TicketDeskPath.reply(woId)), { content: `agent ${a}`, internal: k % 2 === 1, clientId: a }, admin),
        };
      });
      writers.push({ writes: visitorWrites, acked: [] }, { writes: agentWrites, acked: [] });
    }

    let killing: Promise<void> | undefined;
    let killed!: () => void;
    const crash = new Promise<void>((resolve) => (killed = resolve));
    const killWhenAllUnderWay = () => {
      if (!killing && writers.every((w) => w.acked.length >= 2)) killing = kill9(server).then(killed);
    };
    await Promise.all(
      writers.map(async (w) => {
        for (const [k, write] of w.writes.entries()) {
          if (k === Math.ceil(w.writes.length * 0.7)) await Promise.race([crash, sleep(15_000)]);
          if (killing) return;
          try {
            await write.send();
          } catch (err) {
            if (err instanceof Refused) throw err;
            return;
          }
          w.acked.push(write.id);
          killWhenAllUnderWay();
        }
      }),
    );
    await killing;
    expect(server.signalCode, 'killed with every writer under way').toBe('SIGKILL');
    const ackedBefore = writers.reduce((n, w) => n + w.acked.length, 0);

    server = await startServer(port, env);
    // Each writer sends its last acknowledged write again, then every one not acknowledged, with the same ids.
    await Promise.all(
      writers.map(async (w) => {
        const resend = [w.acked.at(-1), ...w.writes.map((x) => x.id).filter((id) => !w.acked.includes(id))];
        for (const id of resend) if (id) await persist(() => w.writes.find((x) => x.id === id)!.send());
      }),
    );

    const counts = new Map<string, number>();
    const count = (text: string) => {
      const id = /^(?:ticket|reply|leave|agent) ([a-z]\d+\.\d+)$/.exec(text)?.[1];
      if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
    };
    for (const c of customers) {
      const mine = await call<{ list: Array<{ woContent: string }> }>(
        url(TicketPath.queryWoByCustom),
        { userId: c.userId, tenantId: 'demo' },
        c.headers,
      );
      mine.list.forEach((wo) => count(wo.woContent));
      const left = await call<Array<{ msgContent: string }>>(url(VisitorPath.getLeaveMsgList), { userId: c.userId }, c.headers);
      left.forEach((m) => count(m.msgContent));
      const res = await fetch(url(TicketDeskPath.ticket(c.woId)), { headers: admin });
      const detail = ((await res.json()) as { data: { handles: Array<{ content: string }> } }).data;
      detail.handles.forEach((h) => count(h.content));
    }
    const doubled = [...counts].filter(([, n]) => n !== 1);
    expect(doubled, 'stored twice').toEqual([]);
    expect(counts.size, 'every write stored').toBe(writers.reduce((n, w) => n + w.writes.length, 0));
    await kill9(server);
    console.log(`[crash ${dialect}] ${counts.size} tickets, replies, notes and leave messages; kill -9 after ${ackedBefore}; 0 doubled`);
  }, 120_000);
});
