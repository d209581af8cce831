import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPath, ConsolePath, IdentityAdminPath, VisitorPath } from '@parley/protocol';
import type { RouteEntry } from '../src/app.js';
import { loginAdmin, newVisitor, type AgentSession, type VisitorHandle } from './agents.js';
import { createKey } from './apiKeyClient.js';
import { createTestApp, dialects, type TestApp } from './harness.js';
import { PARAM_EDGES, baseOf, edgesOf, jsonSchemaOf } from './edgeValues.js';

/**
 * Issue 18: every registered route, generated from the app's own route table (so a new route is covered the day
 * it lands), fed hostile input: wrong types, missing and unknown fields, huge strings and numbers, NUL and
 * astral unicode, deep nesting, nulls, broken JSON, wrong content types and broken multipart, with and without
 * credentials. No answer may be a 5xx and none may hang. FUZZ_RUNS sets the number of cases per database
 * (`npm run fuzz`: 10,000); a failure prints fast-check's seed and path to replay it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const HANG_MS = 5000;

/** Long-lived by design (event streams): not requests that should answer at once. */
const LONG_LIVED: ReadonlySet<string> = new Set<string>([VisitorPath.eventStream, ConsolePath.stream]);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '𝟘'.repeat(40),
    '../../etc/passwd',
    '<img src=x onerror=alert(1)>',
    '99999999999999999999',
    '-1',
    '1e309',
    'null',
    '%00',
  ),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);
const hostileNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(1e20, -1e20, Number.MAX_VALUE, 2 ** 63, -0, 0.5, 2 ** 53 + 2));
const { value: hostileValue } = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
  ),
}));

/** The field names a route's zod body schema declares, so generated bodies hit real fields with wrong values. */
function fieldsOf(body: unknown): string[] {
  const shape = (body as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

type Payload = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

function payloadFor(route: RouteEntry, userId: string): fc.Arbitrary<Payload> {
  const fields = fieldsOf(route.body).filter((f) => f !== 'wait');
  const known = fields.length
    ? fc.record(Object.fromEntries(fields.map((f) => [f, hostileValue])), { requiredKeys: [] })
    : fc.dictionary(fc.string({ maxLength: 8 }), hostileValue, { maxKeys: 4 });
  const withUser = known.map((o) => ({ ...(o as object), userId }));
  const deep = fc.integer({ min: 65, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n));
  return fc.oneof(
    { weight: 4, arbitrary: withUser.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 2, arbitrary: known.map((value) => ({ kind: 'json' as const, value })) },
    { weight: 1, arbitrary: hostileValue.map((value) => ({ kind: 'json' as const, value })) },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc
          .constantFrom('{', '{"a":', 'garbage', '', 'null', '[]', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}')
          .map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text })),
        deep.map((text) => ({ kind: 'raw' as const, contentType: 'application/json', text: `{"a":${text}}` })),
        hostileString.map((text) => ({ kind: 'raw' as const, contentType: 'text/plain', text })),
        hostileString.map((text) => ({
          kind: 'raw' as const,
          contentType: 'application/x-www-form-urlencoded',
          text: `a=${encodeURIComponent(text)}`,
        })),
        fc
          .constantFrom('garbage', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', '--x--')
          .map((text) => ({ kind: 'raw' as const, contentType: 'multipart/form-data; boundary=x', text })),
        fc.constant({ kind: 'raw' as const, contentType: 'multipart/form-data', text: 'no boundary' }),
      ),
    },
  );
}

const pathParam = fc.oneof(
  fc.nat().map(String),
  fc.constantFrom('99999999999999999999', '-1', '0', 'abc', '..%2F..', '%00', 'demo', encodeURIComponent('a b/c')),
  fc.string({ minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

describe.each(dialects)('fuzzing every route on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let visitor: VisitorHandle;
  let apiKey: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    visitor = await newVisitor(t);
    apiKey = (await createKey(t, admin, ['write'])).key;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('offers no HEAD for the event streams (it would wait for an end that never comes)', async () => {
    for (const url of [ConsolePath.stream, VisitorPath.eventStream]) {
      const res = await t.inject({ method: 'HEAD', url, headers: { cookie: `parley_session=${admin.cookie}` } });
      expect(res.statusCode, url).toBe(404);
    }
  });

  /** One request, bounded in time: the answer, or a failure naming it. */
  async function send(method: string, url: string, headers: Record<string, string>, body?: unknown) {
    const answer = t.inject({
      method,
      url,
      // An address of their own: the probes' share of the per-address limits leaves the tests below theirs.
      remoteAddress: '198.51.100.8',
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body !== undefined ? { payload: JSON.stringify(body) ?? 'null' } : {}),
    });
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
    const res = await Promise.race([answer, hang]);
    clearTimeout(timer);
    if (res === 'hang') throw new Error(`${method} ${url} did not answer within ${HANG_MS} ms`);
    if (res.statusCode >= 500)
      throw new Error(`${method} ${url} ${JSON.stringify(body)?.slice(0, 200)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    codes[res.statusCode] = (codes[res.statusCode] ?? 0) + 1;
    return res;
  }
  const codes: Record<number, number> = {};

  /** What a probe may have undone: the admin's session, two-factor, the demo website, the visitor. */
  async function heal() {
    await t.ctx.db.kysely.updateTable('tenants').set({ require_two_factor: 0 }).where('id', '=', 'demo').execute();
    await t.ctx.db.kysely.updateTable('channels').set({ status: 'active' }).where('id', '=', 'demo').execute();
    await t.ctx.caches.get('channel').changed('demo');
    if ((await admin.get(AdminPath.channel('demo'))).statusCode !== 200) admin = await loginAdmin(t);
    const kept = await t.ctx.db.kysely.selectFrom('visitors').select('id').where('user_id', '=', visitor.userId).executeTakeFirst();
    if (!kept) visitor = await newVisitor(t);
  }

  it('S-HD8 every field of every body and query at each of its boundary values, and every path id at its edges, answers below 500 in time', async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && !LONG_LIVED.has(r.url) && r.method !== 'OPTIONS');
    let sent = 0;
    for (const route of routes) {
      const headers: Record<string, string> = route.url.startsWith('/api/v1/')
        ? { authorization: `Bearer ${apiKey}` }
        : { token: visitor.headers.token!, cookie: `parley_session=${admin.cookie}` };
      // An id no row has: a probe of the body's fields never edits or deletes a real row.
      const path = (id = '2147483000') => route.url.replace(/:[A-Za-z]+/g, id);
      const body = jsonSchemaOf(route.body);
      const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method);
      const base = body ? { ...baseOf(body), ...(body.properties?.userId ? { userId: visitor.userId } : {}) } : {};
      const probes: Array<[string, unknown]> = [];
      if (route.url.includes(':')) for (const id of PARAM_EDGES) probes.push([path(id), hasBody ? base : undefined]);
      for (const [field, schema] of Object.entries(body?.properties ?? {}))
        for (const value of edgesOf(schema)) probes.push([path(), { ...base, [field]: value }]);
      const query = jsonSchemaOf(route.query);
      for (const [field, schema] of Object.entries(query?.properties ?? {}))
        for (const value of edgesOf(schema).filter((v) => typeof v !== 'object'))
          probes.push([`${path()}?${field}=${encodeURIComponent(String(value))}`, undefined]);
      for (const [url, payload] of probes) await send(route.method, url, headers, payload);
      sent += probes.length;
      await heal();
    }
    // 8,119 probes per database when written; a few hundred of them valid enough to be carried out.
    expect(sent).toBeGreaterThan(6_000);
    expect(codes[200]).toBeGreaterThan(300);
    // About 10 s a database on a quiet two-core machine; three times that and more when it is shared.
  }, 180_000);

  it(`answers ${RUNS} hostile requests without a 5xx or a hang`, async () => {
    const routes = t.routes.filter((r) => r.url.startsWith('/api/') && !LONG_LIVED.has(r.url) && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(60);
    const request = fc.constantFrom(...routes).chain((route) =>
      fc.record({
        route: fc.constant(route),
        params: fc.array(pathParam, { minLength: 5, maxLength: 5 }),
        payload: payloadFor(route, visitor.userId),
        auth: fc.constantFrom('none', 'visitor', 'admin', 'both', 'junk', 'apiKey'),
        query: fc.dictionary(
          fc.constantFrom(
            'status',
            'page',
            'pageSize',
            'q',
            'before',
            'limit',
            'format',
            's',
            'days',
            'assignee',
            'overdue',
            'from',
            'to',
            'channelId',
            'agentId',
            'cursor',
          ),
          hostileString.map(encodeURIComponent),
          { maxKeys: 3 },
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, payload, auth, query }) => {
        let i = 0;
        const path = route.url.replace(/:[A-Za-z]+/g, () => params[i++ % params.length]!);
        const qs = Object.entries(query)
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        const headers: Record<string, string> = {};
        if (auth === 'visitor' || auth === 'both') headers.token = visitor.headers.token!;
        if (auth === 'admin' || auth === 'both') headers.cookie = `parley_session=${admin.cookie}`;
        if (auth === 'junk') Object.assign(headers, { token: 'x.y', cookie: 'parley_session=%00', authorization: 'Bearer pk_\u0000' });
        // The REST API's key (write, so every /api/v1 call gets past authentication to its validation and action).
        if (auth === 'apiKey') headers.authorization = `Bearer ${apiKey}`;
        const hasBody = route.method !== 'GET' && route.method !== 'HEAD' && route.method !== 'DELETE';
        if (hasBody) headers['content-type'] = payload.kind === 'json' ? 'application/json' : payload.contentType;
        const body = hasBody ? (payload.kind === 'json' ? (JSON.stringify(payload.value) ?? 'null') : payload.text) : undefined;
        const answer = t.inject({
          method: route.method,
          url: qs ? `${path}?${qs}` : path,
          headers,
          ...(body !== undefined ? { payload: body } : {}),
        });
        let timer: NodeJS.Timeout | undefined;
        const hang = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), HANG_MS)));
        const res = await Promise.race([answer, hang]);
        clearTimeout(timer);
        if (res === 'hang') throw new Error(`${route.method} ${path} did not answer within ${HANG_MS} ms`);
        if (res.statusCode >= 500) throw new Error(`${route.method} ${path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
    );
  });

  it('S-SI1 hostile identity tokens on chatStart: never a 5xx, never accepted', async () => {
    // The route fuzz above may have signed this admin out, or made the workspace require two-factor sign-in.
    await t.ctx.db.kysely.updateTable('tenants').set({ require_two_factor: 0 }).where('id', '=', 'demo').execute();
    // … or switched the demo website off (S-WB3).
    await t.ctx.db.kysely.updateTable('channels').set({ status: 'active' }).where('id', '=', 'demo').execute();
    await t.ctx.caches.get('channel').changed('demo');
    const fresh = await loginAdmin(t);
    expect((await fresh.post(IdentityAdminPath.rotate('demo'), { graceSeconds: 0 })).statusCode).toBe(200);
    const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null')).toString('base64url');
    const header = fc.oneof(
      fc.record({ alg: fc.constantFrom('none', 'HS256', 'HS512', 'RS256', 'ES256', 'HS256 ', '', 'dir'), typ: fc.constant('JWT') }),
      hostileValue,
    );
    const payload = fc.oneof(
      fc.record({ sub: hostileValue, exp: hostileValue, name: hostileValue, email: hostileValue }, { requiredKeys: [] }),
      hostileValue,
    );
    const token = fc.oneof(
      fc.tuple(header, payload, hostileString).map(([h, p, sig]) => `${b64(h)}.${b64(p)}.${b64(sig)}`),
      fc.tuple(header, payload).map(([h, p]) => `${b64(h)}.${b64(p)}.`),
      hostileString,
    );
    await fc.assert(
      fc.asyncProperty(token, async (identityToken) => {
        const res = await t.post(VisitorPath.chatStart, { channelId: 'demo', identityToken });
        if (![400, 401].includes(res.statusCode))
          throw new Error(`${identityToken.slice(0, 80)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      }),
      { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
    );
  });
});
