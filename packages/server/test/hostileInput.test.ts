import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, VisitorPath } from '@parley/protocol';
import { jsonDepth } from '../src/platform/http/inputGuards.js';
import { loginAdmin, newVisitor, type AgentSession, type VisitorHandle } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/**
 * Issue 18 item 4: what PostgreSQL refuses with an error of its own (NUL in text, integers beyond bigint) and
 * what can exhaust a parser (very deep JSON) is a 400 naming the field, on both databases; a broken session
 * cookie is a 401.
 */
describe('jsonDepth', () => {
  it('S-EN3 counts nesting outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
    expect(jsonDepth('1')).toBe(0);
  });
});

describe.each(dialects)('hostile input on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let v: VisitorHandle;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    v = await newVisitor(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['channelId', VisitorPath.chatStart, { channelId: 'de\u0000mo' }, 'body.channelId'],
    ['userName', VisitorPath.chatStart, { channelId: 'demo', userName: 'A\u0000da' }, 'body.userName'],
  ])('S-EN3 refuses NUL in %s with a 400 naming it', async (_name, path, body, field) => {
    const res = await t.post(path, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(`${field}: NUL characters are not allowed`);
  });

  it('S-EN3 refuses NUL in a message, a local id and a key, for a known visitor too', async () => {
    for (const body of [
      { msgContent: 'hi\u0000', msgType: 1 },
      { msgContent: 'hi', msgType: 1, id: 'message\u00001' },
      { msgContent: 'hi', msgType: 1, ['x\u0000']: 1 },
    ]) {
      const res = await t.post(VisitorPath.sendMsg, { userId: v.userId, ...body }, v.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/NUL characters are not allowed/);
    }
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'still fine', msgType: 1 })).code).toBe(200);
  });

  it('S-EN3 refuses a compressed body with a 415 rather than inflating it; identity is plain', async () => {
    const json = JSON.stringify({ userId: v.userId, msgType: 1, msgContent: 'zipped' });
    const send = (coding: string, payload: Buffer | string) =>
      t.inject({
        method: 'POST',
        url: VisitorPath.sendMsg,
        payload,
        headers: { 'content-type': 'application/json', 'content-encoding': coding, ...v.headers },
      });
    const zipped = await send('gzip', gzipSync(json));
    expect(zipped.statusCode).toBe(415);
    expect(zipped.json().message).toBe('body: content-encoding gzip is not accepted');
    expect((await send('identity', json)).statusCode).toBe(200);
  });

  it('S-EN3 refuses integers beyond the safe range in bodies, paths and queries', async () => {
    const body = await t.post(VisitorPath.getSessionMsg, { userId: v.userId, sessionId: '99999999999999999999' }, v.headers);
    expect(body.statusCode).toBe(400);
    expect(body.json().message).toContain('sessionId');
    expect((await t.post(VisitorPath.getSessionMsg, { userId: v.userId, sessionId: 1e20 }, v.headers)).statusCode).toBe(400);
    expect((await admin.get(ConsolePath.conversation('99999999999999999999'))).statusCode).toBe(400);
    expect((await admin.get(`${ConsolePath.messages(1)}?before=99999999999999999999`)).statusCode).toBe(400);
  });

  it('S-EN3 refuses 20,000-deep JSON with a 400 at once', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    const res = await t.inject({
      method: 'POST',
      url: VisitorPath.chatStart,
      payload: `{"channelId":"demo","params":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/nested more than 64 levels/);
    const ok = await t.inject({
      method: 'POST',
      url: VisitorPath.chatStart,
      payload: '{"channelId":"demo","params":{"a":[[1]]}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('S-AU2 answers 401 to a session cookie holding NUL or junk, on every kind of console route', async () => {
    for (const cookie of ['parley_session=%00', 'parley_session=\u0000', `parley_session=${'a'.repeat(5000)}`]) {
      for (const url of [ConsolePath.me, ConsolePath.conversations, ConsolePath.queue, '/api/admin/agents']) {
        const res = await t.inject({ method: 'GET', url, headers: { cookie } });
        expect(res.statusCode, `${url} ${cookie.slice(0, 20)}`).toBe(401);
      }
    }
    expect((await admin.get(ConsolePath.me)).statusCode).toBe(200);
  });
});
