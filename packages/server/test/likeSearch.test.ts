import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, MsgType, TicketDeskPath, VisitorPath } from '@parley/protocol';
import { loginAdmin, type AgentSession } from './agents.js';
import { openDemoTicket } from './demoTicket.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** What each search should find for the three LIKE wildcards typed as text, and for a plain word. */
const WORDS = ['Ann 100% sure', 'snake_case', 'back\\slash', 'plain Ann'];
const EXPECT: Array<[string, string[]]> = [
  ['%', ['Ann 100% sure']],
  ['_', ['snake_case']],
  ['\\', ['back\\slash']],
  ['0%', ['Ann 100% sure']],
  ['e_c', ['snake_case']],
  ['k\\s', ['back\\slash']],
  ['Ann', ['Ann 100% sure', 'plain Ann']],
];

/** Issue 34: `%`, `_` and `\` in a search are the characters themselves, on SQLite as on PostgreSQL. */
describe.each(dialects)('searching for LIKE wildcards on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-HD13 the console’s conversation search finds visitors by a name holding %, _ or \\ and nothing else', async () => {
    for (const userName of WORDS) {
      const start = (await t.post(VisitorPath.chatStart, { channelId: 'demo', userName })).json().data;
      const sent = await t.post(
        VisitorPath.sendMsg,
        { userId: start.userId, msgType: MsgType.TEXT, msgContent: 'hello' },
        { token: start.token },
      );
      expect(sent.statusCode).toBe(200);
    }
    for (const [q, names] of EXPECT) {
      const res = await admin.get(`${ConsolePath.conversations}?status=all&q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res
          .json()
          .data.map((c: { visitor: { name: string } }) => c.visitor.name)
          .sort(),
        `q=${q}`,
      ).toEqual([...names].sort());
    }
  });

  it('S-HD13 the ticket desk’s search finds tickets whose text holds %, _ or \\ and nothing else', async () => {
    const contentOf = new Map<string, string>();
    for (const content of WORDS) contentOf.set((await openDemoTicket(t, 'grace@example.com', content)).woId, content);
    for (const [q, contents] of EXPECT) {
      const res = await admin.get(`${TicketDeskPath.tickets}?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().data.items.map((i: { woId: string }) => contentOf.get(i.woId) ?? `other ticket ${i.woId}`);
      expect(found.sort(), `q=${q}`).toEqual([...contents].sort());
    }
  });
});
