import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConsolePath, IdentityAdminPath, IdentityRefusal, MsgType, VisitorPath } from '@parley/protocol';
import { applyDemoIdentitySecret } from '../src/domains/demo/demoIdentity.js';
import { createAgent, loginAdmin, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

const HOUR = 3600 * 1000;
const encoder = new TextEncoder();

/** Issue 14 item 4: a tenant's backend vouches for its user with a JWT; chatStart verifies it and links the visitor. */
describe.each(dialects)('signed visitor identity on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  let secret: string;

  /** A token as the tenant's backend would sign it, by the test clock. */
  function sign(claims: Record<string, unknown>, opts: { key?: string; alg?: string; expIn?: number | null } = {}) {
    const jwt = new SignJWT(claims).setProtectedHeader({ alg: opts.alg ?? 'HS256' });
    if (opts.expIn !== null) jwt.setExpirationTime(Math.floor((t.clock.now + (opts.expIn ?? HOUR)) / 1000));
    return jwt.sign(encoder.encode(opts.key ?? secret));
  }

  async function start(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    const res = await t.post(VisitorPath.chatStart, { channelId: 'demo', ...body }, headers);
    return { status: res.statusCode, json: res.json(), body: res.body };
  }

  /** A device that signs in: its chatStart with the token, and calls with the visitor token it got. */
  async function device(identityToken: string, body: Record<string, unknown> = {}) {
    const res = await start({ identityToken, ...body });
    expect(res.status, res.body).toBe(200);
    const { userId, token } = res.json.data as { userId: string; token: string };
    return {
      userId,
      token,
      call: async (path: string, b: Record<string, unknown> = {}) => (await t.post(path, { userId, ...b }, { token })).json(),
    };
  }

  const visitorRow = (userId: string) =>
    t.ctx.db.kysely.selectFrom('visitors').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const visitorCount = async () =>
    Number(
      (
        await t.ctx.db.kysely
          .selectFrom('visitors')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function rotate(graceSeconds: number, own?: string): Promise<string> {
    const res = await admin.post(IdentityAdminPath.rotate('demo'), { graceSeconds, ...(own ? { secret: own } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data.secret as string;
  }

  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
    secret = await rotate(0);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-SI1 S-SI2 a valid token links the visitor to the tenant user and stores the signed profile', async () => {
    const d = await device(await sign({ sub: 'user-1', name: 'Ada Lovelace', email: 'ada@example.com' }));
    const row = await visitorRow(d.userId);
    expect(row.external_id).toBe('user-1');
    expect(row.name).toBe('Ada Lovelace');
    expect(row.email).toBe('ada@example.com');
    expect(row.signed_fields).toBe('name,email');
  });

  it('S-SI2 the same user on a second device continues the same visitor and sees the first device’s history', async () => {
    const phone = await device(await sign({ sub: 'user-2' }));
    expect((await phone.call(VisitorPath.sendMsg, { msgContent: 'sent from my phone', msgType: MsgType.TEXT })).code).toBe(200);
    // The laptop has never seen this visitor: no userId, no visitor token.
    const laptop = await device(await sign({ sub: 'user-2' }));
    expect(laptop.userId).toBe(phone.userId);
    const history = (await laptop.call(VisitorPath.getHistoryMsg)).data as Array<{ msgContent: string }>;
    expect(history.map((m) => m.msgContent)).toContain('sent from my phone');
    // Another user of the same tenant is somebody else.
    expect((await device(await sign({ sub: 'user-3' }))).userId).not.toBe(phone.userId);
  });

  it('S-SI2 an anonymous visitor who signs in keeps their past; a browser of another anonymous visitor moves to the user', async () => {
    const anon = await start({});
    const { userId, token } = anon.json.data as { userId: string; token: string };
    await t.post(VisitorPath.sendMsg, { userId, msgContent: 'asked before signing in', msgType: MsgType.TEXT }, { token });
    // A userId without its visitor token is not this browser's visitor: a new one is linked instead.
    expect((await device(await sign({ sub: 'user-4' }), { userId })).userId).not.toBe(userId);
    const resumed = await start({ userId, identityToken: await sign({ sub: 'user-4b' }) }, { token });
    expect(resumed.json.data.userId).toBe(userId);
    expect((await visitorRow(userId)).external_id).toBe('user-4b');
    // A second anonymous browser signing in as the same user lands on the linked visitor, not its own.
    const other = (await start({})).json.data as { userId: string; token: string };
    const moved = await start({ userId: other.userId, identityToken: await sign({ sub: 'user-4b' }) }, { token: other.token });
    expect(moved.json.data.userId).toBe(userId);
    expect((await visitorRow(other.userId)).external_id).toBeNull();
    // The linked visitor, signed in as someone else, is not relabelled: that user gets their own visitor.
    const switched = await start({ userId, identityToken: await sign({ sub: 'user-4c' }) }, { token });
    expect(switched.json.data.userId).not.toBe(userId);
    expect((await visitorRow(userId)).external_id).toBe('user-4b');
  });

  it('S-SI1 forged, expired, unsigned, HS512, exp-less and far-future tokens answer 401 and write nothing', async () => {
    const before = await visitorCount();
    const cases: Array<[string, Promise<string> | string]> = [
      ['signature', sign({ sub: 'mallory' }, { key: 'x'.repeat(43) })],
      ['expired', sign({ sub: 'mallory' }, { expIn: -10 * 60 * 1000 })],
      ['has expired', sign({ sub: 'mallory' }, { expIn: -31 * 1000 })],
      ['HS256', new UnsecuredJWT({ sub: 'mallory' }).setExpirationTime(Math.floor(t.clock.now / 1000) + 600).encode()],
      ['HS256', sign({ sub: 'mallory' }, { alg: 'HS512' })],
      ['exp', sign({ sub: 'mallory' }, { expIn: null })],
      ['24 hours', sign({ sub: 'mallory' }, { expIn: 25 * HOUR })],
      ['sub', sign({ name: 'nobody' })],
      ['sub', sign({ sub: 42 })],
      ['email', sign({ sub: 'mallory', email: 'not an address' })],
      ['valid signed token', 'not.a.jwt'],
    ];
    for (const [words, token] of cases) {
      const res = await start({ identityToken: await token });
      expect(res.status, `${words}: ${res.body}`).toBe(401);
      expect(res.json.message).toMatch(/^identityToken: /);
      expect(res.json.message).toContain(words);
      expect(res.json.data).toEqual({ reason: IdentityRefusal.INVALID });
    }
    expect(await visitorCount()).toBe(before);
    // Within the allowed skew an expired token still passes; an exp just under 24 h ahead is fine.
    expect((await start({ identityToken: await sign({ sub: 'skew' }, { expIn: -10 * 1000 }) })).status).toBe(200);
    expect((await start({ identityToken: await sign({ sub: 'skew' }, { expIn: 24 * HOUR }) })).status).toBe(200);
  });

  it('S-SI3 signed fields win over chatStart fields, resetInfo and the pre-chat form; unsigned ones stay the page’s', async () => {
    const d = await device(await sign({ sub: 'user-5', name: 'Grace Hopper', email: 'grace@example.com' }), {
      userName: 'Page Name',
      phone: '13800138000',
    });
    expect((await d.call(VisitorPath.resetInfo, { userName: 'Someone Else', email: 'else@example.com', phone: '13900139000' })).code).toBe(
      200,
    );
    let row = await visitorRow(d.userId);
    expect([row.name, row.email, row.phone]).toEqual(['Grace Hopper', 'grace@example.com', '13900139000']);
    expect((await d.call(VisitorPath.submitUserForm, { userName: 'Form Name', email: 'form@example.com' })).code).toBe(200);
    row = await visitorRow(d.userId);
    expect([row.name, row.email]).toEqual(['Grace Hopper', 'grace@example.com']);
    // Resumed anonymously with its visitor token (S-SI4): still signed.
    const again = await start({ userId: d.userId, userName: 'Again' }, { token: d.token });
    expect(again.json.data.userId).toBe(d.userId);
    expect((await visitorRow(d.userId)).name).toBe('Grace Hopper');
    // A later token without the name frees it.
    await start({ userId: d.userId, identityToken: await sign({ sub: 'user-5', email: 'grace@example.com' }) }, { token: d.token });
    await d.call(VisitorPath.resetInfo, { userName: 'Amazing Grace' });
    expect((await visitorRow(d.userId)).name).toBe('Amazing Grace');
  });

  it('S-SI5 S-SI4 a channel requiring identity refuses anonymous chatStart but not a verified visitor resuming', async () => {
    const d = await device(await sign({ sub: 'user-6' }));
    const res = await admin.post(IdentityAdminPath.identity('demo'), { required: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.required).toBe(true);
    try {
      const anon = await start({});
      expect(anon.status).toBe(403);
      expect(anon.json.message).toMatch(/^identityToken: /);
      expect(anon.json.data).toEqual({ reason: IdentityRefusal.REQUIRED });
      expect((await start({ identityToken: await sign({ sub: 'user-7' }) })).status).toBe(200);
      expect((await start({ userId: d.userId }, { token: d.token })).json.data.userId).toBe(d.userId);
      // An anonymous visitor's token does not get round it.
      await admin.post(IdentityAdminPath.identity('demo'), { required: false });
      const plain = (await start({})).json.data as { userId: string; token: string };
      await admin.post(IdentityAdminPath.identity('demo'), { required: true });
      expect((await start({ userId: plain.userId }, { token: plain.token })).status).toBe(403);
    } finally {
      await admin.post(IdentityAdminPath.identity('demo'), { required: false });
    }
  });

  it('S-SI7 requiring identity ends anonymous visitors’ conversations at once and refuses their next call, verified ones chat on', async () => {
    const anonymous = async () => {
      const d = (await start({})).json.data as { userId: string; token: string };
      return {
        ...d,
        call: async (path: string, b: Record<string, unknown> = {}) => t.post(path, { userId: d.userId, ...b }, { token: d.token }),
      };
    };
    const live = async (userId: string) =>
      (
        await t.ctx.db.kysely
          .selectFrom('sessions')
          .innerJoin('visitors', 'visitors.id', 'sessions.visitor_id')
          .select('sessions.status')
          .where('visitors.user_id', '=', userId)
          .where('sessions.status', '<>', 0)
          .execute()
      ).length;
    const chatting = await anonymous();
    expect((await chatting.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: MsgType.TEXT })).statusCode).toBe(200);
    expect(await live(chatting.userId)).toBe(1);
    // One who only polls: its "nothing new" is known to the node without a query.
    const polling = await anonymous();
    const first = (await polling.call(VisitorPath.getEventMsg, {})).json().data;
    expect((await polling.call(VisitorPath.getEventMsg, { lastEventId: first.lastEventId })).statusCode).toBe(200);
    const verified = await device(await sign({ sub: 'user-8' }));
    expect((await verified.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: MsgType.TEXT })).code).toBe(200);

    expect((await admin.post(IdentityAdminPath.identity('demo'), { required: true })).statusCode).toBe(200);
    try {
      expect(await live(chatting.userId)).toBe(0);
      expect(await live(verified.userId)).toBe(1);
      for (const [who, path, body] of [
        [chatting, VisitorPath.sendMsg, { msgContent: 'still here?', msgType: MsgType.TEXT }],
        [chatting, VisitorPath.getEventMsg, {}],
        [polling, VisitorPath.getEventMsg, { lastEventId: first.lastEventId }],
        [polling, VisitorPath.eventStreamTicket, {}],
      ] as const) {
        const res = await who.call(path, body);
        expect(res.statusCode, `${path}: ${res.body}`).toBe(403);
        expect(res.json().data).toEqual({ reason: IdentityRefusal.REQUIRED });
      }
      expect((await verified.call(VisitorPath.sendMsg, { msgContent: 'and me?', msgType: MsgType.TEXT })).code).toBe(200);
    } finally {
      await admin.post(IdentityAdminPath.identity('demo'), { required: false });
    }
    // Turned off again, the anonymous token works as before.
    expect((await chatting.call(VisitorPath.getEventMsg, {})).statusCode).toBe(200);
  });

  it('S-SI5 identity cannot be required before the channel has a secret', async () => {
    const k = t.ctx.db.kysely;
    const other = `id-${dialect}`;
    await k
      .insertInto('channels')
      .values({ id: other, tenant_id: 'demo', name: 'Second', robot_no: 'r2', settings: '{}', created_at: 1, updated_at: 1 })
      .execute();
    const res = await admin.post(IdentityAdminPath.identity(other), { required: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^required: /);
    expect((await admin.get(IdentityAdminPath.identity(other))).json().data).toEqual({
      secretSet: false,
      rotatedAt: null,
      previousValidUntil: null,
      required: false,
    });
    // Without a secret every token is refused, with a reason.
    const res2 = await t.post(VisitorPath.chatStart, { channelId: other, identityToken: await sign({ sub: 'x' }) });
    expect(res2.statusCode).toBe(401);
    expect(res2.json().message).toContain('no identity secret');
  });

  it('S-SI6 after a rotation the previous secret verifies for its grace period, then only the new one does', async () => {
    const old = secret;
    const oldToken = await sign({ sub: 'user-8' }, { key: old, expIn: 23 * HOUR });
    secret = await rotate(3600);
    expect(secret).not.toBe(old);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const status = (await admin.get(IdentityAdminPath.identity('demo'))).json().data;
    expect(status.secretSet).toBe(true);
    expect(status.previousValidUntil).toBe(t.clock.now + HOUR);
    expect((await start({ identityToken: oldToken })).status).toBe(200);
    expect((await start({ identityToken: await sign({ sub: 'user-8' }) })).status).toBe(200);
    t.clock.advance(HOUR + 1000);
    expect((await start({ identityToken: oldToken })).status).toBe(401);
    expect((await start({ identityToken: await sign({ sub: 'user-8' }) })).status).toBe(200);
    expect((await admin.get(IdentityAdminPath.identity('demo'))).json().data.previousValidUntil).toBeNull();
    // Grace 0 revokes at once (a leaked secret); the admin may set their own.
    const leaked = secret;
    secret = await rotate(0, 'tenant-chosen-secret-0123456789-abcdef');
    expect(secret).toBe('tenant-chosen-secret-0123456789-abcdef');
    expect((await start({ identityToken: await sign({ sub: 'user-8' }, { key: leaked }) })).status).toBe(401);
    expect((await admin.post(IdentityAdminPath.rotate('demo'), { graceSeconds: 0, secret: 'short' })).statusCode).toBe(400);
    expect((await admin.post(IdentityAdminPath.rotate('demo'), { graceSeconds: 8 * 24 * 3600 })).statusCode).toBe(400);
    const revealed = await admin.post(IdentityAdminPath.reveal('demo'), {});
    expect(revealed.headers['cache-control']).toBe('no-store');
    expect(revealed.json().data.secret).toBe(secret);
  });

  it('S-SI6 the secret is in no visitor or agent answer, and agents cannot read or change it', async () => {
    const agent = await createAgent(t, admin);
    await setPresence(admin, 'online');
    const d = await device(await sign({ sub: 'user-9', name: 'Kit' }));
    await d.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: MsgType.TEXT });
    await d.call(VisitorPath.transferAgent);
    const sessionId = (await d.call(VisitorPath.getSessionMsg)).data[0].sessionId as number;
    const answers = [
      (await t.post(VisitorPath.channelInfo, { channelId: 'demo' })).body,
      (await t.post(VisitorPath.chatStart, { channelId: 'demo', identityToken: await sign({ sub: 'user-9' }) })).body,
      JSON.stringify(await d.call(VisitorPath.getHistoryMsg)),
      (await admin.get('/api/admin/channels/demo')).body,
      (await admin.get(IdentityAdminPath.identity('demo'))).body,
      (await admin.get(ConsolePath.conversations)).body,
      (await admin.get(ConsolePath.conversation(sessionId))).body,
      (await agent.get(ConsolePath.conversation(sessionId))).body,
      (await agent.get(ConsolePath.me)).body,
    ];
    for (const body of answers) expect(body).not.toContain(secret);
    for (const res of [
      await agent.get(IdentityAdminPath.identity('demo')),
      await agent.post(IdentityAdminPath.reveal('demo'), {}),
      await agent.post(IdentityAdminPath.rotate('demo'), { graceSeconds: 0 }),
      await agent.post(IdentityAdminPath.identity('demo'), { required: true }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(secret);
    }
  });

  it('S-SI6 DEMO_IDENTITY_SECRET sets the demo channel’s secret', async () => {
    const demo = 'demo-identity-secret-for-the-shop-page-0001';
    await applyDemoIdentitySecret(t.ctx, demo);
    secret = demo;
    expect((await start({ identityToken: await sign({ sub: 'demo-user' }) })).status).toBe(200);
    expect((await admin.post(IdentityAdminPath.reveal('demo'), {})).json().data.secret).toBe(demo);
  });
});
