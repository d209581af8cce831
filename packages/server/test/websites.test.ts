import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPath, AdminPath, ConsolePath, EmbedPath, VisitorPath, WorkspaceRefusal } from '@parley/protocol';
import { createWorkspaceWithAdmin } from '../src/domains/operator/workspaces.js';
import { CHANNEL_ERASE_DELAY_MS } from '../src/domains/setup/websites.js';
import { createAgent, loginAdmin, loginAgent, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** Websites (channels) an admin manages, the installation check and the workspace settings (issue 30 items 2, 5; SPEC WB). */

const reasonOf = (res: { json(): any }) => res.json().data?.reason;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function newWorkspace(t: TestApp, name: string, email: string) {
  const made = await createWorkspaceWithAdmin(t.ctx, { name, adminEmail: email, locale: 'en' });
  const token = made.link.slice(made.link.indexOf('#') + 1);
  expect((await t.post(AccountPath.acceptInvitation, { token, nickname: 'Boss', password: 'admin-password-1' })).statusCode).toBe(200);
  return { tenantId: made.tenantId, admin: await loginAgent(t, email, 'admin-password-1') };
}

async function visitorOf(t: TestApp, channelId: string) {
  const res = await t.post(VisitorPath.chatStart, { channelId });
  expect(res.statusCode, res.body).toBe(200);
  const d = res.json().data;
  return {
    userId: d.userId as string,
    call: (path: string, body: Record<string, unknown> = {}) => t.post(path, { userId: d.userId, ...body }, { token: d.token }),
  };
}

/** Rows per table with a tenant_id, of one workspace. */
async function counts(t: TestApp, tenantId: string): Promise<Record<string, number>> {
  const k = t.ctx.db.kysely as any;
  const out: Record<string, number> = {};
  for (const tb of await t.ctx.db.kysely.introspection.getTables()) {
    if (!tb.columns.some((c) => c.name === 'tenant_id') || tb.name === 'jobs') continue;
    const row = await k
      .selectFrom(tb.name)
      .select((eb: any) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirst();
    out[tb.name] = Number(row.n);
  }
  return out;
}

const beacon = (t: TestApp, body: unknown, origin?: string) =>
  t.inject({
    method: 'POST',
    url: EmbedPath.loaded,
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'text/plain', ...(origin ? { origin } : {}) },
  });

describe.each(dialects)('websites on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = async (who: AgentSession, body: Record<string, unknown>) => {
    const res = await who.post(AdminPath.channels, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('S-WB1 a new website works at once: greeting robot, working hours in the workspace zone, its origin allowed, starter documents when asked', async () => {
    const site = await create(admin, {
      name: 'Acme Shop',
      websiteUrl: 'https://shop.acme.example/home',
      embedOrigins: ['https://www.acme.example'],
      language: 'en',
      mainColor: '#0f766e',
      starterDocs: true,
    });
    expect(site).toMatchObject({ name: 'Acme Shop', enabled: true, websiteUrl: 'https://shop.acme.example/home', lastLoad: null });
    expect(site.channelId).toMatch(/^acme-shop-[0-9a-f]{6}$/);
    expect(site.embedOrigins.sort()).toEqual(['https://shop.acme.example', 'https://www.acme.example']);
    const info = (await t.post(VisitorPath.channelInfo, { channelId: site.channelId })).json().data;
    expect(info).toMatchObject({ mainColor: '#0f766e', kitBgcolor: '#0f766e', language: 'en', transferUserMode: 1 });
    expect(info.robotWelcomeMsg).toContain('Acme Shop');
    const hours = (await admin.get(AdminPath.workingHours(site.channelId))).json().data;
    expect(hours).toMatchObject({ enabled: false, timeZone: 'UTC' });
    expect(hours.week[1]).toEqual([{ from: '09:00', to: '18:00' }]);
    expect(hours.week[0]).toEqual([]);
    expect((await admin.get(AdminPath.robotDocs(site.channelId))).json().data.total).toBe(4);
    const v = await visitorOf(t, site.channelId);
    const answer = (await v.call(VisitorPath.robotAsk, { question: 'What are your opening hours?' })).json().data;
    expect(answer).toMatchObject({ answerType: 1, docId: 'starter-hours' });

    const bare = await create(admin, { name: '网店' });
    expect(bare).toMatchObject({ embedOrigins: [], language: '', mainColor: '#1f6feb' });
    expect(bare.channelId).toMatch(/^ws-[0-9a-f]{6}$/);
    expect((await admin.get(AdminPath.robotDocs(bare.channelId))).json().data.total).toBe(0);
    expect((await admin.get(AdminPath.channels)).json().data.map((c: any) => c.channelId)).toEqual(
      expect.arrayContaining(['demo', site.channelId, bare.channelId]),
    );
    for (const [body, field] of [
      [{ name: '' }, 'name'],
      [{ name: 'x', mainColor: 'red' }, 'mainColor'],
      [{ name: 'x', websiteUrl: 'javascript:alert(1)' }, 'websiteUrl'],
      [{ name: 'x', embedOrigins: ['not a url'] }, 'embedOrigins'],
    ] as const) {
      const res = await admin.post(AdminPath.channels, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([400, expect.stringContaining(field)]);
    }
  });

  it("S-WB2 the admin renames a website, the demo's too; an agent cannot, another workspace's admin cannot see or change it", async () => {
    const res = await admin.post(AdminPath.channelSite('demo'), { name: 'Lumen shop', websiteUrl: 'https://lumen.example' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ channelId: 'demo', name: 'Lumen shop', websiteUrl: 'https://lumen.example', enabled: true });
    expect((await admin.get(AdminPath.channels)).json().data.find((c: any) => c.channelId === 'demo').name).toBe('Lumen shop');
    const agent = await createAgent(t, admin);
    expect((await agent.post(AdminPath.channelSite('demo'), { name: 'Mine' })).statusCode).toBe(403);
    expect((await agent.post(AdminPath.channels, { name: 'Mine' })).statusCode).toBe(403);
    expect((await agent.get(AdminPath.channels)).statusCode).toBe(403);
    const other = await newWorkspace(t, 'Other Co', `boss@other-${dialect}.example`);
    const theirs = (await other.admin.get(AdminPath.channels)).json().data;
    expect(theirs.map((c: any) => c.channelId)).toEqual([other.tenantId]);
    expect((await other.admin.post(AdminPath.channelSite('demo'), { name: 'Taken' })).statusCode).toBe(404);
    expect((await other.admin.post(AdminPath.channelDelete('demo'), { confirmName: 'Lumen shop' })).statusCode).toBe(404);
    expect((await admin.post(AdminPath.channelSite(other.tenantId), { enabled: false })).statusCode).toBe(404);
    expect((await admin.get(AdminPath.channels)).json().data.find((c: any) => c.channelId === 'demo').name).toBe('Lumen shop');
  });

  it('S-WB8 one save changes the name, origins, language and colour together; a refused field leaves everything as it was', async () => {
    const site = await create(admin, { name: 'Form site', websiteUrl: 'https://form.example' });
    const res = await admin.post(AdminPath.channelSite(site.channelId), {
      name: 'Form site 2',
      websiteUrl: 'https://form2.example',
      embedOrigins: ['https://form2.example', 'https://m.form2.example/path'],
      language: 'de',
      mainColor: '#0a7d5a',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Form site 2',
      websiteUrl: 'https://form2.example',
      embedOrigins: ['https://form2.example', 'https://m.form2.example'],
      language: 'de',
      mainColor: '#0a7d5a',
    });
    const bad = await admin.post(AdminPath.channelSite(site.channelId), { name: 'Half saved', mainColor: 'green' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('mainColor');
    const after = (await admin.get(AdminPath.channels)).json().data.find((c: any) => c.channelId === site.channelId);
    expect(after).toMatchObject({ name: 'Form site 2', mainColor: '#0a7d5a', language: 'de' });
    // The widget reads the saved look.
    expect((await admin.get(AdminPath.channel(site.channelId))).json().data).toMatchObject({ mainColor: '#0a7d5a', language: 'de' });
  });

  it('S-WB9 the starter answers can be added later: those missing come in the site language, an edited one stays, twice adds nothing', async () => {
    const site = await create(admin, { name: 'Later starter', language: 'zh' });
    expect((await admin.get(AdminPath.robotDocs(site.channelId))).json().data.total).toBe(0);
    const first = await admin.post(AdminPath.robotStarter(site.channelId));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ inserted: 4, updated: 0 });
    const doc = (await admin.get(AdminPath.robotDoc(site.channelId, 'starter-hours'))).json().data;
    expect(doc.question).toMatch(/[\u4e00-\u9fff]/);
    const { docId: _id, ...rest } = doc;
    const edited = await admin.post(AdminPath.robotDoc(site.channelId, 'starter-hours'), { ...rest, answer: 'Open 8 to 8, every day.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await admin.del(AdminPath.robotDoc(site.channelId, 'starter-contact'))).statusCode).toBe(200);
    expect((await admin.post(AdminPath.robotStarter(site.channelId))).json().data).toEqual({ inserted: 1, updated: 0 });
    expect((await admin.post(AdminPath.robotStarter(site.channelId))).json().data).toEqual({ inserted: 0, updated: 0 });
    expect((await admin.get(AdminPath.robotDoc(site.channelId, 'starter-hours'))).json().data.answer).toBe('Open 8 to 8, every day.');
    expect((await admin.get(AdminPath.robotDocs(site.channelId))).json().data.total).toBe(4);
    const agent = await createAgent(t, admin);
    expect((await agent.post(AdminPath.robotStarter(site.channelId))).statusCode).toBe(403);
    const other = await newWorkspace(t, 'Starter Co', `starter@other-${dialect}.example`);
    expect((await other.admin.post(AdminPath.robotStarter(site.channelId))).statusCode).toBe(404);
  });

  it('S-WB3 a disabled website: chat unavailable for its visitors, nothing deleted, the others untouched; enabling restores it', async () => {
    const site = await create(admin, { name: 'Paused site' });
    const v = await visitorOf(t, site.channelId);
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'before', msgType: 1 })).statusCode).toBe(200);
    expect((await admin.post(AdminPath.channelSite(site.channelId), { enabled: false })).json().data.enabled).toBe(false);
    for (const res of [
      await t.post(VisitorPath.channelInfo, { channelId: site.channelId }),
      await t.post(VisitorPath.chatStart, { channelId: site.channelId }),
      await v.call(VisitorPath.sendMsg, { msgContent: 'during', msgType: 1 }),
    ]) {
      expect([res.statusCode, reasonOf(res)]).toEqual([403, WorkspaceRefusal.CHANNEL_DISABLED]);
    }
    expect((await t.post(VisitorPath.channelInfo, { channelId: 'demo' })).statusCode).toBe(200);
    // Still the admin's to edit while off.
    expect((await admin.post(AdminPath.channel(site.channelId), { titleDesc: 'Back soon' })).statusCode).toBe(200);
    expect((await admin.post(AdminPath.channelSite(site.channelId), { enabled: true })).statusCode).toBe(200);
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'after', msgType: 1 })).statusCode).toBe(200);
    const history = (await v.call(VisitorPath.getSessionMsg)).json().data.map((m: any) => m.msgContent);
    expect(history).toEqual(expect.arrayContaining(['before', 'after']));
  });

  it("S-WB4 deleting a website (its name typed again) is at once, and a job erases its data through the owners, nothing of another's", async () => {
    const { tenantId, admin: boss } = await newWorkspace(t, 'Doomed Site Co', `boss@doomed-${dialect}.example`);
    await setPresence(boss, 'online');
    const keep = await visitorOf(t, tenantId);
    await keep.call(VisitorPath.sendMsg, { msgContent: 'keep me', msgType: 1 });
    await t.jobs!.drain();
    const before = await counts(t, tenantId);
    const demoBefore = await counts(t, 'demo');

    const doomed = await create(boss, { name: 'Doomed', starterDocs: true });
    const v = await visitorOf(t, doomed.channelId);
    await v.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: 1 });
    await v.call(VisitorPath.robotAsk, { question: 'How do I return an item?' });
    await v.call(VisitorPath.transferAgent);
    const session = (await boss.get(`${ConsolePath.conversations}?status=active`))
      .json()
      .data.find((c: any) => c.visitor.userId === v.userId);
    await boss.post(ConsolePath.messages(session.sessionId), { msgContent: 'hi there' });
    expect((await v.call(VisitorPath.uploadBase64, { imgData: PNG })).statusCode).toBe(200);
    await boss.post(ConsolePath.close(session.sessionId));
    await v.call(VisitorPath.evaluate, { evaluateAdminStar: 5 });
    expect((await v.call(VisitorPath.leaveMsg, { customerName: 'V', msgContent: 'call me' })).statusCode).toBe(200);
    const grown = await counts(t, tenantId);
    for (const table of ['visitors', 'sessions', 'messages', 'uploads', 'evaluations', 'leave_messages', 'robot_docs'])
      expect(grown[table], table).toBeGreaterThan(before[table]!);
    const key = (await t.ctx.db.kysely.selectFrom('uploads').select('key').where('tenant_id', '=', tenantId).executeTakeFirstOrThrow()).key;

    const wrong = await boss.post(AdminPath.channelDelete(doomed.channelId), { confirmName: 'Doom' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, expect.stringContaining('confirmName')]);
    expect((await boss.post(AdminPath.channelDelete(doomed.channelId), { confirmName: 'Doomed' })).statusCode).toBe(200);
    // Gone at once: not listed, unknown to the admin, unavailable to its visitors.
    expect((await boss.get(AdminPath.channels)).json().data.map((c: any) => c.channelId)).toEqual([tenantId]);
    expect((await boss.get(AdminPath.channel(doomed.channelId))).statusCode).toBe(404);
    const refused = await v.call(VisitorPath.sendMsg, { msgContent: 'still there?', msgType: 1 });
    expect([refused.statusCode, reasonOf(refused)]).toEqual([403, WorkspaceRefusal.CHANNEL_DISABLED]);
    // The erasure waits its minute: nothing is gone before it.
    await t.jobs!.drain();
    expect((await counts(t, tenantId)).visitors).toBe(grown.visitors);
    t.clock.advance(CHANNEL_ERASE_DELAY_MS);

    await t.jobs!.drain();
    expect(await counts(t, tenantId)).toEqual(before);
    expect(await counts(t, 'demo')).toEqual(demoBefore);
    await expect(t.ctx.files.size(key)).rejects.toThrow();
    expect((await t.post(VisitorPath.channelInfo, { channelId: doomed.channelId })).statusCode).toBe(404);
    expect((await keep.call(VisitorPath.sendMsg, { msgContent: 'still here', msgType: 1 })).statusCode).toBe(200);
  });

  it('S-WB5 the installation check records the page of an allowed origin, without its query, at most once a minute', async () => {
    const site = await create(admin, { name: 'Checked', embedOrigins: ['https://shop.example'] });
    const lastLoad = async () =>
      (await admin.get(AdminPath.channels)).json().data.find((c: any) => c.channelId === site.channelId).lastLoad;
    const page = 'https://shop.example/cart?email=grace%40example.com#top';
    for (const [origin, url] of [
      [undefined, page],
      ['https://evil.example', page],
      ['https://evil.example', 'https://evil.example/cart'],
      ['https://shop.example', 'javascript:alert(1)'],
    ] as const) {
      const res = await beacon(t, { channelId: site.channelId, url }, origin);
      expect([res.statusCode, res.json().data]).toEqual([200, null]);
    }
    expect(await lastLoad()).toBeNull();
    expect((await beacon(t, { channelId: 'no-such-channel', url: page }, 'https://shop.example')).statusCode).toBe(200);
    expect((await beacon(t, '{not json', 'https://shop.example')).statusCode).toBe(400);

    expect((await beacon(t, { channelId: site.channelId, url: page }, 'https://shop.example')).statusCode).toBe(200);
    expect(await lastLoad()).toEqual({ pageUrl: 'https://shop.example/cart', at: t.clock.now });
    const first = t.clock.now;
    t.clock.advance(30_000);
    await beacon(t, { channelId: site.channelId, url: 'https://shop.example/checkout' }, 'https://shop.example');
    expect(await lastLoad()).toEqual({ pageUrl: 'https://shop.example/cart', at: first });
    t.clock.advance(31_000);
    await beacon(t, { channelId: site.channelId, url: 'https://shop.example/checkout' }, 'https://shop.example');
    expect(await lastLoad()).toEqual({ pageUrl: 'https://shop.example/checkout', at: t.clock.now });
  });

  it('S-WB6 the workspace settings: name, logo (in the console header), language, a known time zone that websites in the old zone follow', async () => {
    expect((await admin.get(AdminPath.workspace)).json().data).toMatchObject({ locale: 'en', timeZone: 'UTC' });
    const bad = await admin.post(AdminPath.workspace, { timeZone: 'Mars/Olympus' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, expect.stringContaining('timeZone')]);
    expect((await admin.post(AdminPath.workspace, { logo: 'javascript:alert(1)' })).statusCode).toBe(400);
    const follows = await create(admin, { name: 'Follows' });
    const demoZone = (await admin.get(AdminPath.workingHours('demo'))).json().data.timeZone;
    expect(demoZone).not.toBe('UTC');
    const res = await admin.post(AdminPath.workspace, {
      name: 'Lumen Home',
      logo: 'https://lumen.example/logo.png',
      locale: 'zh',
      timeZone: 'Asia/Tokyo',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await admin.get(AdminPath.workspace)).json().data).toEqual({
      name: 'Lumen Home',
      logo: 'https://lumen.example/logo.png',
      locale: 'zh',
      timeZone: 'Asia/Tokyo',
    });
    expect((await admin.get(AdminPath.workingHours(follows.channelId))).json().data.timeZone).toBe('Asia/Tokyo');
    expect((await admin.get(AdminPath.workingHours('demo'))).json().data.timeZone).toBe(demoZone);
    // The console's header shows the workspace's name and logo.
    expect((await admin.get(ConsolePath.me)).json().data).toMatchObject({
      tenantName: 'Lumen Home',
      tenantLogo: 'https://lumen.example/logo.png',
    });
    const agent = await createAgent(t, admin);
    expect((await agent.get(AdminPath.workspace)).statusCode).toBe(403);
    expect((await agent.post(AdminPath.workspace, { name: 'Mine' })).statusCode).toBe(403);
  });

  it("S-WB10 a website without its own avatar shows visitors the workspace's logo, at once after a change; its own avatar wins", async () => {
    const info = async (channelId: string) => (await t.post(VisitorPath.channelInfo, { channelId })).json().data;
    const plain = await create(admin, { name: 'Plain face' });
    const own = await create(admin, { name: 'Own face' });
    expect((await admin.post(AdminPath.channel(own.channelId), { avatar: 'https://shop.example/face.png' })).statusCode).toBe(200);
    const other = await newWorkspace(t, 'Other logo', 'boss@other-logo.example');
    const theirs = await create(other.admin, { name: 'Theirs' });
    // Read once so the cache holds the old logo: the change must reach visitors anyway.
    await info(plain.channelId);
    expect((await admin.post(AdminPath.workspace, { logo: 'https://lumen.example/mark.png' })).statusCode).toBe(200);
    expect((await info(plain.channelId)).avatar).toBe('https://lumen.example/mark.png');
    expect((await info(own.channelId)).avatar).toBe('https://shop.example/face.png');
    expect((await info(theirs.channelId)).avatar).toBe('');
    // The admin's own view of the website keeps its setting apart from the workspace's.
    expect((await admin.get(AdminPath.channel(plain.channelId))).json().data.avatar).toBe('');
    expect((await admin.post(AdminPath.workspace, { logo: '' })).statusCode).toBe(200);
    expect((await info(plain.channelId)).avatar).toBe('');
  });
});
