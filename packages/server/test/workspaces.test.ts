import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountPath,
  AccountRefusal,
  AdminPath,
  ConsolePath,
  OperatorPath,
  TeamAdminPath,
  VisitorPath,
  WorkspaceRefusal,
} from '@parley/protocol';
import { createWorkspaceWithAdmin } from '../src/domains/operator/workspaces.js';
import { loginAdmin, loginAgent, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** Workspaces for the operator (issue 30 item 1; SPEC WS): create, suspend, resume, delete, sign-up. */

const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);
const reasonOf = (res: { json(): any }) => res.json().data?.reason;
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** A new workspace through the operator's action, its first admin signed in through the invitation's link. */
async function newWorkspace(t: TestApp, name: string, email: string, operator = false) {
  const made = await createWorkspaceWithAdmin(t.ctx, { name, adminEmail: email, locale: 'en', operator });
  const res = await t.post(AccountPath.acceptInvitation, {
    token: tokenOf(made.link),
    nickname: `${name} admin`,
    password: 'admin-password-1',
  });
  expect(res.statusCode, res.body).toBe(200);
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

/** Rows in most of a workspace's tables: a conversation with an agent, a file, a rating, a leave message, team and settings. */
async function populate(t: TestApp, channelId: string, admin: AgentSession) {
  await setPresence(admin, 'online');
  const v = await visitorOf(t, channelId);
  await v.call(VisitorPath.sendMsg, { msgContent: 'hello', msgType: 1 });
  await v.call(VisitorPath.transferAgent);
  const session = (await admin.get(`${ConsolePath.conversations}?status=active`))
    .json()
    .data.find((c: any) => c.visitor.userId === v.userId);
  await admin.post(ConsolePath.messages(session.sessionId), { msgContent: 'hi there' });
  expect((await v.call(VisitorPath.uploadBase64, { imgData: PNG })).statusCode).toBe(200);
  await admin.post(ConsolePath.close(session.sessionId));
  await v.call(VisitorPath.evaluate, { evaluateAdminStar: 5 });
  expect((await v.call(VisitorPath.leaveMsg, { customerName: 'V', msgContent: 'call me' })).statusCode).toBe(200);
  await admin.post(AdminPath.groups, { groupName: 'Team', agentIds: [] });
  await admin.post(AdminPath.sensitiveLists, { name: 'Words', words: ['darn'], match: 'exact', action: 'mask' });
  await admin.post(AdminPath.robotDocs(channelId), {
    docId: `doc-${channelId}`,
    question: 'Opening hours?',
    similarQuestions: [],
    answer: '9 to 5',
  });
  await admin.post(TeamAdminPath.invitations, { email: `pending-${channelId}@example.com` });
  await admin.post(TeamAdminPath.security, { requireTwoFactor: false });
}

async function tenantTables(t: TestApp): Promise<string[]> {
  const tables = await t.ctx.db.kysely.introspection.getTables();
  return tables
    .filter((tb) => tb.columns.some((c) => c.name === 'tenant_id'))
    .map((tb) => tb.name)
    .sort();
}

/** Rows per table, of one workspace or (`not`) of every other. */
async function counts(t: TestApp, tenantId: string, not = false): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  const k = t.ctx.db.kysely as any;
  for (const table of await tenantTables(t)) {
    const row = await k
      .selectFrom(table)
      .select((eb: any) => eb.fn.countAll().as('n'))
      .where('tenant_id', not ? '!=' : '=', tenantId)
      .executeTakeFirst();
    out[table] = Number(row.n);
  }
  const tenants = await k
    .selectFrom('tenants')
    .select((eb: any) => eb.fn.countAll().as('n'))
    .where('id', not ? '!=' : '=', tenantId)
    .executeTakeFirst();
  out.tenants = Number(tenants.n);
  return out;
}

describe.each(dialects)('workspaces on %s', (dialect) => {
  let t: TestApp;
  let operator: AgentSession;
  let demoAdmin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, {
      publicUrl: 'https://chat.example.com',
      operatorEmails: ['ops@parley.example', 'admin@demo.parley.local'],
    });
    demoAdmin = await loginAdmin(t);
    operator = (await newWorkspace(t, 'Operations', 'root@parley.example', true)).admin;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('S-WS1 the operator creates a workspace with a working first channel; its first admin sets a password from the link', async () => {
    const res = await operator.post(OperatorPath.workspaces, { name: 'Acme Shoes', adminEmail: 'boss@acme.example', locale: 'zh' });
    expect(res.statusCode, res.body).toBe(200);
    const { workspace, link } = res.json().data;
    expect(workspace).toMatchObject({ name: 'Acme Shoes', status: 'active', agents: 0, channels: 1, conversations30d: 0, storageBytes: 0 });
    expect(workspace.tenantId).toMatch(/^acme-shoes-[0-9a-f]{6}$/);
    expect((await t.post(AccountPath.link, { token: tokenOf(link) })).json().data).toMatchObject({
      kind: 'invite',
      role: 'admin',
      locale: 'zh',
    });
    const v = await visitorOf(t, workspace.tenantId);
    const info = (await t.post(VisitorPath.channelInfo, { channelId: workspace.tenantId })).json().data;
    expect(info.robotWelcomeMsg).toContain('Acme Shoes');
    expect((await v.call(VisitorPath.sendMsg, { msgContent: '你好', msgType: 1 })).statusCode).toBe(200);
    expect(
      (await t.post(AccountPath.acceptInvitation, { token: tokenOf(link), nickname: 'Boss', password: 'boss-password' })).statusCode,
    ).toBe(200);
    const boss = await loginAgent(t, 'boss@acme.example', 'boss-password');
    expect((await boss.get(ConsolePath.me)).json().data).toMatchObject({ role: 'admin', tenantName: 'Acme Shoes', operator: false });
    const listed = (await operator.get(OperatorPath.workspaces)).json().data.find((w: any) => w.tenantId === workspace.tenantId);
    expect(listed).toMatchObject({ agents: 1, conversations30d: 1 });
  });

  it('S-WS2 only operators reach the operator calls; OPERATOR_EMAILS counts only an address its owner proved', async () => {
    for (const who of [demoAdmin]) {
      expect((await who.get(OperatorPath.workspaces)).statusCode).toBe(403);
      expect((await who.post(OperatorPath.workspaces, { name: 'X', adminEmail: 'x@x.example' })).statusCode).toBe(403);
      expect((await who.post(OperatorPath.suspend('demo'))).statusCode).toBe(403);
      expect((await who.post(OperatorPath.remove('demo'), { confirmName: 'Demo' })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: OperatorPath.workspaces })).statusCode).toBe(401);
    // An admin typed ops@parley.example for an agent: not proven, not an operator.
    await demoAdmin.post(AdminPath.agents, { email: 'ops@parley.example', password: 'typed-by-admin', nickname: 'Ops?' });
    const typed = await loginAgent(t, 'ops@parley.example', 'typed-by-admin');
    expect((await typed.get(ConsolePath.me)).json().data.operator).toBe(false);
    expect((await typed.get(OperatorPath.workspaces)).statusCode).toBe(403);
    // Invited, the address is proven: OPERATOR_EMAILS makes them an operator.
    const { admin } = await newWorkspace(t, 'Ops Two', 'ops@parley.example');
    expect((await admin.get(ConsolePath.me)).json().data.operator).toBe(true);
    expect((await admin.get(OperatorPath.workspaces)).statusCode).toBe(200);
  });

  it('S-WS3 a suspended workspace: visitors get chat unavailable, agents are signed out and cannot sign in, nothing is deleted; resume undoes it', async () => {
    const { tenantId, admin } = await newWorkspace(t, 'Paused Co', 'owner@paused.example');
    const v = await visitorOf(t, tenantId);
    await v.call(VisitorPath.sendMsg, { msgContent: 'before', msgType: 1 });
    const before = await counts(t, tenantId);
    // An operator does not lock themselves out.
    const own = (await operator.get(ConsolePath.me)).json().data.tenantId as string;
    expect((await operator.post(OperatorPath.suspend(own))).statusCode).toBe(409);
    expect((await operator.post(OperatorPath.suspend(tenantId))).statusCode).toBe(200);
    for (const res of [
      await t.post(VisitorPath.channelInfo, { channelId: tenantId }),
      await t.post(VisitorPath.chatStart, { channelId: tenantId }),
      await v.call(VisitorPath.sendMsg, { msgContent: 'during', msgType: 1 }),
    ]) {
      expect([res.statusCode, reasonOf(res)]).toEqual([403, WorkspaceRefusal.SUSPENDED]);
    }
    expect((await admin.get(ConsolePath.me)).statusCode).toBe(401);
    const refused = await t.post(ConsolePath.login, { email: 'owner@paused.example', password: 'admin-password-1' });
    expect([refused.statusCode, reasonOf(refused)]).toEqual([403, WorkspaceRefusal.SUSPENDED]);
    const { agent_sessions: _sessions, ...kept } = before;
    const { agent_sessions: _after, ...now } = await counts(t, tenantId);
    expect(now).toEqual(kept);
    expect((await operator.get(OperatorPath.workspaces)).json().data.find((w: any) => w.tenantId === tenantId).status).toBe('suspended');

    expect((await operator.post(OperatorPath.resume(tenantId))).statusCode).toBe(200);
    expect((await v.call(VisitorPath.sendMsg, { msgContent: 'after', msgType: 1 })).statusCode).toBe(200);
    await loginAgent(t, 'owner@paused.example', 'admin-password-1');
  });

  it("S-WS4 deleting a workspace (its name typed again) erases every row and file of it in the background, and nothing of another's", async () => {
    const { tenantId, admin } = await newWorkspace(t, 'Doomed Ltd', 'owner@doomed.example');
    await populate(t, tenantId, admin);
    await populate(t, 'demo', demoAdmin);
    await t.jobs!.drain();
    const doomed = await counts(t, tenantId);
    for (const table of [
      'agents',
      'channels',
      'visitors',
      'sessions',
      'messages',
      'events',
      'uploads',
      'evaluations',
      'leave_messages',
      'groups',
      'sensitive_lists',
      'robot_docs',
      'account_links',
    ])
      expect(doomed[table], table).toBeGreaterThan(0);
    const others = await counts(t, tenantId, true);
    const keys = async (id: string) =>
      (await t.ctx.db.kysely.selectFrom('uploads').select('key').where('tenant_id', '=', id).execute()).map((r) => r.key);
    const [doomedFiles, demoFiles] = [await keys(tenantId), await keys('demo')];
    for (const key of [...doomedFiles, ...demoFiles]) expect(await t.ctx.files.size(key)).toBeGreaterThan(0);

    expect((await operator.post(OperatorPath.remove(tenantId), { confirmName: 'Doomed' })).statusCode).toBe(400);
    expect((await operator.post(OperatorPath.remove(tenantId), { confirmName: 'Doomed Ltd' })).statusCode).toBe(200);
    // Closed at once, erased by the job.
    expect((await admin.get(ConsolePath.me)).statusCode).toBe(401);
    expect(reasonOf(await t.post(VisitorPath.chatStart, { channelId: tenantId }))).toBe(WorkspaceRefusal.SUSPENDED);
    await t.jobs!.drain();

    const gone = await counts(t, tenantId);
    expect(Object.entries(gone).filter(([, n]) => n > 0)).toEqual([]);
    const othersAfter = await counts(t, tenantId, true);
    // The erasure's own job is the operator's (no workspace); everything else of every other workspace is as it was.
    expect(othersAfter).toEqual(others);
    for (const key of doomedFiles) await expect(t.ctx.files.size(key)).rejects.toThrow();
    for (const key of demoFiles) expect(await t.ctx.files.size(key)).toBeGreaterThan(0);
    expect((await operator.get(OperatorPath.workspaces)).json().data.map((w: any) => w.tenantId)).not.toContain(tenantId);
    expect((await t.post(ConsolePath.login, { email: 'owner@doomed.example', password: 'admin-password-1' })).statusCode).toBe(401);
  });
});

describe.each(dialects)('sign-up and system mail on %s', (dialect) => {
  it('S-WS5 SIGNUP=off refuses sign-up; open creates a closed workspace that opens when the address is confirmed; invite needs an operator’s link', async () => {
    const lines: string[] = [];
    const t = await createTestApp(dialect, { write: (l: string) => void lines.push(l) }, { signup: 'off' });
    try {
      const body = { workspaceName: 'Self Serve', nickname: 'Sam', email: 'sam@self.example', password: 'sam-password' };
      const off = await t.post(AccountPath.signup, body);
      expect([off.statusCode, reasonOf(off)]).toEqual([403, AccountRefusal.SIGNUP_CLOSED]);
      t.ctx.config.signup = 'open';
      expect((await t.inject({ method: 'GET', url: AccountPath.signup })).json().data).toEqual({ mode: 'open' });
      expect((await t.post(AccountPath.signup, body)).json().data).toMatchObject({ verificationSent: true });
      const early = await t.post(ConsolePath.login, { email: 'sam@self.example', password: 'sam-password' });
      expect([early.statusCode, reasonOf(early)]).toEqual([403, AccountRefusal.UNVERIFIED]);
      await t.jobs!.drain();
      const mail = lines.map((l) => JSON.parse(l)).find((l: any) => l.to === 'sam@self.example' && l.msg?.startsWith('system mail'));
      const link = /http\S+/.exec(mail.text)![0];
      expect((await t.post(AccountPath.link, { token: tokenOf(link) })).json().data).toMatchObject({
        kind: 'verify',
        workspaceName: 'Self Serve',
      });
      expect((await t.post(AccountPath.verifyEmail, { token: tokenOf(link) })).statusCode).toBe(200);
      expect((await loginAgent(t, 'sam@self.example', 'sam-password')).agentId).toBeGreaterThan(0);

      t.ctx.config.signup = 'invite';
      expect(reasonOf(await t.post(AccountPath.signup, { ...body, email: 'other@self.example' }))).toBe(AccountRefusal.SIGNUP_CLOSED);
      const made = await createWorkspaceWithAdmin(t.ctx, { name: 'Ops', adminEmail: 'root@ops.example', locale: 'en', operator: true });
      await t.post(AccountPath.acceptInvitation, { token: tokenOf(made.link), nickname: 'Root', password: 'root-password' });
      const root = await loginAgent(t, 'root@ops.example', 'root-password');
      const invited = (await root.post(OperatorPath.signupInvitations, { email: 'guest@self.example' })).json().data.link as string;
      const res = await t.post(AccountPath.signup, {
        workspaceName: 'Guest Co',
        nickname: 'Gus',
        password: 'guest-password',
        token: tokenOf(invited),
      });
      expect(res.json().data).toMatchObject({ verificationSent: false });
      expect(res.cookies.find((c) => c.name === 'parley_session')).toBeDefined();
      expect(
        reasonOf(
          await t.post(AccountPath.signup, {
            workspaceName: 'Again',
            nickname: 'Gus',
            password: 'guest-password',
            token: tokenOf(invited),
          }),
        ),
      ).toBe(AccountRefusal.LINK_USED);
    } finally {
      await t.close();
    }
  });

  it('S-WS6 SEED_DEMO=0 on an empty database says in the log how to create the first workspace', async () => {
    const lines: string[] = [];
    const t = await createTestApp(dialect, { write: (l: string) => void lines.push(l) }, { seedDemo: false });
    try {
      expect(lines.some((l) => l.includes('npm run parley -- workspace create --name'))).toBe(true);
      expect(await t.ctx.db.kysely.selectFrom('tenants').select('id').execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('S-AC11 account mail goes through SMTP_URL in the workspace’s language, text and HTML, and the admin is not shown the link', async () => {
    const mails: Array<{ to: string; body: string }> = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, cb) {
        let body = '';
        stream.on('data', (c: Buffer) => (body += c.toString()));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo[0]!.address, body });
          cb();
        });
      },
    });
    await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
    const t = await createTestApp(dialect, undefined, { smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
    try {
      await t.ctx.db.kysely.updateTable('tenants').set({ default_locale: 'zh' }).where('id', '=', 'demo').execute();
      const admin = await loginAdmin(t);
      const sent = (await admin.post(TeamAdminPath.invitations, { email: 'li@acme.example' })).json().data;
      expect(sent.link).toBeNull();
      await t.jobs!.drain();
      expect(mails.map((m) => m.to)).toEqual(['li@acme.example']);
      const body = mails[0]!.body;
      expect(body).toContain('Content-Type: text/plain');
      expect(body).toContain('Content-Type: text/html');
      // Subject and body are in Chinese (encoded words in the headers, quoted-printable or base64 in the parts).
      expect(body).toMatch(/Subject: =\?UTF-8\?/);
      expect(body).toMatch(/console\/account#i/);
    } finally {
      await t.close();
      await new Promise<void>((ok) => smtp.close(() => ok()));
    }
  });
});
