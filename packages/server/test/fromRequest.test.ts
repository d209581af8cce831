import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, VisitorPath } from '@parley/protocol';
import { encodeBody, resolveTarget } from '../src/domains/forms/fromRequest.js';
import { loginAdmin, newVisitor, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** A form target on this machine: records what it received and answers JSON (or a redirect on /bounce). */
interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
function startTarget(): Promise<{ server: Server; origin: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      if (req.url === '/bounce') {
        res.writeHead(302, { location: 'http://127.0.0.1:1/secret' }).end();
        return;
      }
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Thanks, we got it', ok: true }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received }),
    ),
  );
}

describe('fromRequest targets (pure)', () => {
  it('S-FM3 allows own /api/ paths after normalisation only', () => {
    expect(resolveTarget('/api/chat/visitor/channelInfo?x=1', [])).toEqual({ kind: 'self', path: '/api/chat/visitor/channelInfo?x=1' });
    for (const bad of ['/console/', '/api/../console/x', '/api/%2e%2e/admin', '//evil.example/api/x', '/api/chat/visitor/fromRequest']) {
      expect(() => resolveTarget(bad, []), bad).toThrow();
    }
  });
  it('S-FM3 allows listed origins only, by exact origin', () => {
    const allowed = ['https://shop.example', 'http://127.0.0.1:8080/'];
    expect(resolveTarget('https://shop.example/forms/submit', allowed)).toMatchObject({ kind: 'remote' });
    expect(resolveTarget('http://127.0.0.1:8080/x', allowed)).toMatchObject({ kind: 'remote' });
    for (const bad of [
      'https://shop.example.evil.test/x',
      'http://shop.example/x',
      'https://shop.example:444/x',
      'https://user:pw@shop.example/x',
      'http://127.0.0.1:8081/x',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://169.254.169.254/latest/meta-data',
    ]) {
      expect(() => resolveTarget(bad, allowed), bad).toThrow();
    }
    expect(() => resolveTarget('https://shop.example/x', [])).toThrow();
  });
  it('S-FM4 encodes JSON by default and URL-encoded fields on request', () => {
    expect(encodeBody(undefined, { a: 1 })).toEqual({ type: 'application/json', payload: '{"a":1}' });
    expect(encodeBody('application/x-www-form-urlencoded', { a: 'x y', b: ['1', '2'] }).payload).toBe('a=x+y&b=1&b=2');
  });
});

describe.each(dialects)('fromRequest on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let target: Awaited<ReturnType<typeof startTarget>>;

  async function setFormTargets(formTargets: string[]) {
    const current = (await admin.get(`${AdminPath.channels}/demo`)).json().data;
    const res = await admin.post(`${AdminPath.channels}/demo`, { ...current, formTargets });
    expect(res.statusCode, res.body).toBe(200);
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    target = await startTarget();
    // The test's form target is on loopback, which the server refuses unless the operator allows it.
    t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((r) => target?.server.close(r));
  });

  it('S-FM3 refuses an origin the channel did not list, without calling it', async () => {
    await setFormTargets([]);
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.fromRequest, { url: `${target.origin}/forms`, requestBody: { name: 'Ada' } });
    expect(res.code).toBe(403);
    expect(target.received).toHaveLength(0);
  });

  it('S-FM4 posts to a listed origin and answers its status and body; identity headers are not passed on', async () => {
    await setFormTargets([target.origin]);
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.fromRequest, {
      url: `${target.origin}/forms?src=chat`,
      method: 'POST',
      headers: { 'X-Form': 'refund', Cookie: 'stolen=1', Authorization: 'Bearer x', Host: 'evil.test' },
      requestBody: { name: 'Ada', topics: ['a', 'b'] },
    });
    expect(res.code, JSON.stringify(res)).toBe(200);
    expect(res.data).toEqual({ status: 201, body: { message: 'Thanks, we got it', ok: true } });
    const got = target.received.at(-1)!;
    expect(got.url).toBe('/forms?src=chat');
    expect(JSON.parse(got.body)).toEqual({ name: 'Ada', topics: ['a', 'b'] });
    expect(got.headers['x-form']).toBe('refund');
    expect(got.headers.cookie).toBeUndefined();
    expect(got.headers.authorization).toBeUndefined();
    expect(got.headers.host).toBe(new URL(target.origin).host);
  });

  it('S-OB1 refuses a listed origin on a loopback, private or metadata address unless the operator allowed it', async () => {
    const local = new URL(target.origin);
    const named = `http://localhost:${local.port}`;
    await setFormTargets([target.origin, named, 'http://169.254.169.254', 'http://127.0.0.1:6379']);
    const v = await newVisitor(t);
    const before = target.received.length;
    t.ctx.config.outboundAllowNetworks = [];
    try {
      for (const url of [
        `${target.origin}/forms`,
        `${named}/forms`,
        'http://169.254.169.254/latest/meta-data/',
        'http://127.0.0.1:6379/',
      ]) {
        const res = await v.call(VisitorPath.fromRequest, { url, requestBody: { name: 'Ada' } });
        expect(res.code, url).toBe(403);
        expect(res.message, url).toMatch(/address this server does not call/);
      }
      expect(target.received).toHaveLength(before);
    } finally {
      t.ctx.config.outboundAllowNetworks = ['127.0.0.1/32'];
    }
  });

  it('S-FM4 does not follow a redirect from a listed origin', async () => {
    await setFormTargets([target.origin]);
    const v = await newVisitor(t);
    const res = await v.call(VisitorPath.fromRequest, { url: `${target.origin}/bounce`, requestBody: {} });
    expect(res.code).toBe(200);
    expect(res.data.status).toBe(302);
  });

  it("S-FM3 runs this server's own /api/ paths in-process, with no agent cookie", async () => {
    const v = await newVisitor(t);
    const own = await v.call(VisitorPath.fromRequest, { url: VisitorPath.channelInfo, requestBody: { channelId: 'demo' } });
    expect(own.code).toBe(200);
    expect(own.data.status).toBe(200);
    expect(own.data.body.data.channelId).toBe('demo');
    const consoleCall = await v.call(VisitorPath.fromRequest, {
      url: '/api/console/conversations',
      requestBody: {},
      headers: { cookie: `parley_session=${admin.cookie}` },
    });
    expect(consoleCall.code).toBe(200);
    expect(consoleCall.data.status).not.toBe(200);
  });

  it('S-ID6 S-FM3 S-FM4 needs the visitor token and refuses odd methods and other paths', async () => {
    const v = await newVisitor(t);
    const noToken = await t.post(VisitorPath.fromRequest, { userId: v.userId, url: VisitorPath.channelInfo, requestBody: {} });
    expect(noToken.statusCode).toBe(401);
    expect((await v.call(VisitorPath.fromRequest, { url: VisitorPath.channelInfo, method: 'DELETE' })).code).toBe(400);
    expect((await v.call(VisitorPath.fromRequest, { url: '/console/index.html' })).code).toBe(403);
  });
});
