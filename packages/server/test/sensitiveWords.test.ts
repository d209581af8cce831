import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, TransferStatus, VisitorPath, type ChatMessage, type SensitiveList } from '@parley/protocol';
import { VISITOR_LEFT_NOTICE } from '../src/domains/conversation/activityActions.js';
import { createAgent, drainEvents, loginAdmin, newVisitor, setPresence, type AgentSession, type VisitorHandle } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

describe.each(dialects)('sensitive words on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    await setPresence(admin, 'online');
  });
  afterAll(async () => {
    await t?.close();
  });

  const lists = async () => (await admin.get(AdminPath.sensitiveLists)).json().data as SensitiveList[];
  async function talking(): Promise<{ v: VisitorHandle; sessionId: number }> {
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.CONNECTED);
    await drainEvents(v);
    const sessionId = (await v.call(VisitorPath.getSessionMsg)).data.at(-1)?.sessionId as number;
    return { v, sessionId };
  }
  async function seenByVisitor(v: VisitorHandle): Promise<ChatMessage[]> {
    return [
      ...(await drainEvents(v)).flatMap((e: { message?: ChatMessage }) => (e.message ? [e.message] : [])),
      ...(await v.call(VisitorPath.getHistoryMsg)).data,
      ...(await v.call(VisitorPath.getSessionMsg)).data,
    ];
  }
  const consoleMessages = async (sessionId: number) => (await admin.get(ConsolePath.messages(sessionId))).json().data as ChatMessage[];

  it('S-SW1 the demo tenant ships its lists; admins edit them, plain agents and bad bodies are refused', async () => {
    expect((await lists()).map((l) => [l.name, l.match, l.action, l.appliesTo])).toEqual([
      ['Insults', 'fuzzy', 'mask', 'both'],
      ['Outside messengers (agents)', 'exact', 'block', 'agent'],
    ]);
    const bad = await admin.post(AdminPath.sensitiveLists, { name: 'x', words: ['a'], match: 'loose', action: 'mask' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('match');
    const created = (
      await admin.post(AdminPath.sensitiveLists, { name: 'Competitors', words: ['Acme', 'Acme', 'Globex'], match: 'exact', action: 'hold' })
    ).json().data as SensitiveList;
    expect(created).toMatchObject({ name: 'Competitors', words: ['Acme', 'Globex'], appliesTo: 'both', enabled: true });
    const edited = await admin.post(AdminPath.sensitiveList(created.id), { ...created, words: ['Acme', 'Initech'], enabled: false });
    expect(edited.json().data).toMatchObject({ words: ['Acme', 'Initech'], enabled: false });
    const agent = await createAgent(t, admin);
    expect((await agent.get(AdminPath.sensitiveLists)).statusCode).toBe(403);
    expect((await agent.post(AdminPath.sensitiveLists, { name: 'x', words: [], match: 'exact', action: 'mask' })).statusCode).toBe(403);
    expect((await admin.del(AdminPath.sensitiveList(created.id))).statusCode).toBe(200);
    expect((await admin.del(AdminPath.sensitiveList(created.id))).statusCode).toBe(404);
    expect((await admin.post(AdminPath.sensitiveList(999999), { ...created })).statusCode).toBe(404);
  });

  it('S-SW3 checkSensitive tells the widget what sending a draft would do, and writes nothing', async () => {
    const v = await newVisitor(t);
    const check = async (msgContent: string) => (await v.call(VisitorPath.checkSensitive, { msgContent })).data;
    expect(await check('you are an I D I O T')).toEqual({
      sensitiveFlag: 1,
      sensitiveWords: 'idiot',
      sensitiveAction: 'mask',
      msgTransContent: 'you are an * * * * *',
    });
    // The agents' list does not apply to what visitors write.
    expect(await check('add me on WhatsApp')).toEqual({
      sensitiveFlag: 0,
      sensitiveWords: '',
      sensitiveAction: '',
      msgTransContent: 'add me on WhatsApp',
    });
    expect((await v.call(VisitorPath.checkSensitive, { msgContent: 5 })).code).toBe(400);
    expect((await v.call(VisitorPath.getSessionMsg)).data).toEqual([]);
  });

  it('S-SW2 a visitor message is masked for the agents, held with its flag, or refused when blocked', async () => {
    const { v, sessionId } = await talking();
    const sent = (await v.call(VisitorPath.sendMsg, { msgContent: 'This lamp is ＳＴＵＰＩＤ', msgType: 1 })).data as ChatMessage;
    expect(sent).toMatchObject({
      msgContent: 'This lamp is ＳＴＵＰＩＤ',
      sensitiveFlag: 1,
      sensitiveWords: 'stupid',
      msgTransContent: 'This lamp is ******',
    });
    expect((await consoleMessages(sessionId)).at(-1)).toMatchObject({ msgContent: 'This lamp is ******', sensitiveAction: 'mask' });

    const blocked = (
      await admin.post(AdminPath.sensitiveLists, { name: 'Threats', words: ['burn it down'], match: 'fuzzy', action: 'block' })
    ).json().data as SensitiveList;
    const refused = await v.call(VisitorPath.sendMsg, { msgContent: "I'll BURN-IT-DOWN", msgType: 1 });
    expect(refused).toMatchObject({ code: 400, data: { sensitiveFlag: 1, sensitiveWords: 'burn it down', sensitiveAction: 'block' } });
    expect(refused.message).toContain('msgContent');
    expect((await consoleMessages(sessionId)).map((m) => m.msgContent)).not.toContain("I'll BURN-IT-DOWN");
    // robotAsk writes the visitor's question through the same path.
    expect((await v.call(VisitorPath.robotAsk, { question: 'burn it down' })).code).toBe(400);
    await admin.del(AdminPath.sensitiveList(blocked.id));
  });

  it('S-SW2 an agent message with a blocked word never reaches the visitor and is flagged in the console; a masked one arrives masked', async () => {
    const { v, sessionId } = await talking();
    const res = (await admin.post(ConsolePath.messages(sessionId), { msgContent: 'Add me on WhatsApp: +49 170 000' })).json();
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ sensitiveFlag: 1, sensitiveWords: 'WhatsApp', sensitiveAction: 'block' });
    await admin.post(ConsolePath.messages(sessionId), { msgContent: 'Sorry, that idiot courier lost it' });
    const seen = await seenByVisitor(v);
    expect(seen.map((m) => m.msgContent).join('\n')).not.toContain('WhatsApp');
    const masked = seen.filter((m) => m.msgContent === 'Sorry, that ***** courier lost it');
    expect(masked.length).toBeGreaterThan(0);
    for (const m of masked) {
      expect(m.sensitiveWords).toBeUndefined();
      expect(m.sensitiveFlag).toBe(0);
    }
    const inConsole = await consoleMessages(sessionId);
    expect(inConsole.find((m) => m.msgContent.includes('WhatsApp'))).toMatchObject({ sensitiveFlag: 1, sensitiveWords: 'WhatsApp' });
    expect(inConsole.at(-1)).toMatchObject({
      msgContent: 'Sorry, that idiot courier lost it',
      sensitiveAction: 'mask',
      sensitiveWords: 'idiot',
    });
  });

  it('S-SW1 a disabled list and a list for the other side check nothing; edits apply to the next message', async () => {
    const { v, sessionId } = await talking();
    const [insults] = await lists();
    await admin.post(AdminPath.sensitiveList(insults!.id), { ...insults, enabled: false });
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'idiot', msgType: 1 })).data.sensitiveFlag).toBe(0);
    await admin.post(AdminPath.sensitiveList(insults!.id), { ...insults, appliesTo: 'agent', enabled: true });
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'idiot', msgType: 1 })).data.sensitiveFlag).toBe(0);
    await admin.post(ConsolePath.messages(sessionId), { msgContent: 'no idiot here' });
    expect((await consoleMessages(sessionId)).at(-1)).toMatchObject({ sensitiveWords: 'idiot' });
    await admin.post(AdminPath.sensitiveList(insults!.id), { ...insults });
  });

  it('S-MS9 beforeUnload records once in the conversation that the visitor left, for the agents only', async () => {
    const { v, sessionId } = await talking();
    expect((await v.call(VisitorPath.beforeUnload)).code).toBe(200);
    expect((await v.call(VisitorPath.beforeUnload)).code).toBe(200);
    const notices = (await consoleMessages(sessionId)).filter((m) => m.msgContent === VISITOR_LEFT_NOTICE);
    expect(notices).toEqual([expect.objectContaining({ senderType: 4, insideFlag: 1 })]);
    expect((await seenByVisitor(v)).map((m) => m.msgContent)).not.toContain(VISITOR_LEFT_NOTICE);
    // Back and gone again: a second absence is a second notice.
    await v.call(VisitorPath.sendMsg, { msgContent: 'back', msgType: 1 });
    await v.call(VisitorPath.beforeUnload);
    expect((await consoleMessages(sessionId)).filter((m) => m.msgContent === VISITOR_LEFT_NOTICE)).toHaveLength(2);
  });
});
