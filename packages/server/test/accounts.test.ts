import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import {
  AccountPath,
  AccountRefusal,
  AdminPath,
  ConsolePath,
  TeamAdminPath,
  TransferStatus,
  UserStatus,
  VisitorPath,
} from '@parley/protocol';
import { createAgent, loginAdmin, loginAgent, newVisitor, setPresence, type AgentSession } from './agents.js';
import { createTestApp, dialects, type TestApp } from './harness.js';

/** Accounts (issue 30 items 3 and 4; SPEC AC): invitations, passwords, resets, two-factor, deactivation. */

const tokenOf = (link: string) => link.slice(link.indexOf('#') + 1);
const reasonOf = (res: { json(): any }) => res.json().data?.reason;

describe.each(dialects)('accounts on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  beforeAll(async () => {
    t = await createTestApp(dialect, undefined, { publicUrl: 'https://chat.example.com' });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function invite(email: string, role: 'agent' | 'admin' = 'agent') {
    const res = await admin.post(TeamAdminPath.invitations, { email, role });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { invitation: { invitationId: number; status: string }; link: string };
  }

  async function accept(link: string, nickname = 'New Agent', password = 'new-password-1') {
    return t.post(AccountPath.acceptInvitation, { token: tokenOf(link), nickname, password });
  }

  it('S-AC1 an invitation answers its link to the admin when no mail leaves; the invitee sets name and password and is signed in', async () => {
    const { invitation, link } = await invite('kim@acme.example');
    expect(link).toMatch(/^https:\/\/chat\.example\.com\/console\/account#i/);
    expect(invitation.status).toBe('pending');
    const info = await t.post(AccountPath.link, { token: tokenOf(link) });
    expect(info.json().data).toMatchObject({ kind: 'invite', email: 'kim@acme.example', workspaceName: 'Demo', role: 'agent' });
    const res = await accept(link, 'Kim');
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'parley_session')!;
    const me = await t.inject({ method: 'GET', url: ConsolePath.me, cookies: { parley_session: cookie.value } });
    expect(me.json().data).toMatchObject({ email: 'kim@acme.example', nickname: 'Kim', role: 'agent' });
    expect((await admin.get(TeamAdminPath.invitations)).json().data.map((i: { email: string }) => i.email)).not.toContain(
      'kim@acme.example',
    );
    await loginAgent(t, 'kim@acme.example', 'new-password-1');
  });

  it('S-AC2 a link works once: used, expired, withdrawn, forged or replaced, it is refused with its reason', async () => {
    const used = await invite('once@acme.example');
    expect((await accept(used.link)).statusCode).toBe(200);
    const again = await accept(used.link);
    expect([again.statusCode, reasonOf(again)]).toEqual([410, AccountRefusal.LINK_USED]);

    const forged = tokenOf(used.link).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const f = await t.post(AccountPath.link, { token: forged });
    expect([f.statusCode, reasonOf(f)]).toEqual([400, AccountRefusal.LINK_INVALID]);
    expect(reasonOf(await t.post(AccountPath.link, { token: 'garbage' }))).toBe(AccountRefusal.LINK_INVALID);

    const revoked = await invite('revoked@acme.example');
    expect((await admin.del(TeamAdminPath.invitation(revoked.invitation.invitationId))).statusCode).toBe(200);
    const r = await accept(revoked.link);
    expect([r.statusCode, reasonOf(r)]).toEqual([410, AccountRefusal.LINK_REVOKED]);

    const resent = await invite('resent@acme.example');
    const fresh = (await admin.post(TeamAdminPath.resendInvitation(resent.invitation.invitationId))).json().data;
    expect(reasonOf(await accept(resent.link))).toBe(AccountRefusal.LINK_INVALID);

    const late = await invite('late@acme.example');
    t.clock.advance(7 * 24 * 3600 * 1000);
    // Admin sessions last 7 days too: sign in again after the clock jump.
    admin = await loginAdmin(t);
    const e = await accept(late.link);
    expect([e.statusCode, reasonOf(e)]).toEqual([410, AccountRefusal.LINK_EXPIRED]);
    expect((await admin.get(TeamAdminPath.invitations)).json().data.find((i: any) => i.email === 'late@acme.example').status).toBe(
      'expired',
    );
    expect(reasonOf(await accept(fresh.link))).toBe(AccountRefusal.LINK_EXPIRED);
  });

  it('S-AC3 an address already in the workspace or already invited is refused (409); a plain agent cannot invite', async () => {
    expect((await admin.post(TeamAdminPath.invitations, { email: 'admin@demo.parley.local' })).statusCode).toBe(409);
    await invite('twice@acme.example');
    expect((await admin.post(TeamAdminPath.invitations, { email: 'twice@acme.example' })).statusCode).toBe(409);
    const agent = await createAgent(t, admin);
    expect((await agent.post(TeamAdminPath.invitations, { email: 'x@acme.example' })).statusCode).toBe(403);
    expect((await agent.get(TeamAdminPath.invitations)).statusCode).toBe(403);
  });
});

describe.each(dialects)('passwords, two-factor and deactivation on %s', (dialect) => {
  let t: TestApp;
  let admin: AgentSession;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(dialect, { write: (line: string) => void lines.push(line) }, { publicUrl: 'https://chat.example.com' });
    admin = await loginAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The links of the system mail the job worker logged (no SMTP_URL), newest last. */
  async function mailedLinks(to: string): Promise<string[]> {
    await t.jobs!.drain();
    return lines
      .map((l) => JSON.parse(l) as { msg?: string; to?: string; text?: string })
      .filter((l) => l.msg === 'system mail (no SMTP_URL: logged, not sent)' && l.to === to)
      .map((l) => /https:\/\/\S+/.exec(l.text ?? '')![0]);
  }

  it('S-AC4 forgot password answers the same for any address, mails a link valid 30 minutes once, and the reset ends every session', async () => {
    const agent = await createAgent(t, admin);
    const email = (await agent.get(AccountPath.profile)).json().data.email as string;
    const known = await t.post(AccountPath.forgotPassword, { email });
    const unknown = await t.post(AccountPath.forgotPassword, { email: 'nobody@nowhere.example' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    const [link] = await mailedLinks(email);
    expect(link).toMatch(/^https:\/\/chat\.example\.com\/console\/account#r/);
    expect(await mailedLinks('nobody@nowhere.example')).toEqual([]);
    expect((await t.post(AccountPath.link, { token: tokenOf(link!) })).json().data).toMatchObject({ kind: 'reset', email });

    t.clock.advance(30 * 60_000 + 1);
    expect(reasonOf(await t.post(AccountPath.resetPassword, { token: tokenOf(link!), password: 'brand-new-pass' }))).toBe(
      AccountRefusal.LINK_EXPIRED,
    );
    await t.post(AccountPath.forgotPassword, { email });
    const fresh = (await mailedLinks(email)).at(-1)!;
    expect((await t.post(AccountPath.resetPassword, { token: tokenOf(fresh), password: 'brand-new-pass' })).statusCode).toBe(200);
    expect(reasonOf(await t.post(AccountPath.resetPassword, { token: tokenOf(fresh), password: 'other-pass-1' }))).toBe(
      AccountRefusal.LINK_USED,
    );
    expect((await agent.get(ConsolePath.me)).statusCode).toBe(401);
    expect((await t.post(ConsolePath.login, { email, password: 'agent-password' })).statusCode).toBe(401);
    await loginAgent(t, email, 'brand-new-pass');
    admin = await loginAdmin(t);
  });

  it('S-AC5 forgot password is limited per address asked about and per client address, before any lookup', async () => {
    const ask = (email: string, ip: string) =>
      t.inject({
        method: 'POST',
        url: AccountPath.forgotPassword,
        payload: { email },
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
      });
    for (let i = 0; i < 3; i++) expect((await ask('someone@acme.example', `10.0.0.${i}`)).statusCode).toBe(200);
    expect((await ask('someone@acme.example', '10.0.0.9')).statusCode).toBe(429);
    for (let i = 0; i < 10; i++) expect((await ask(`x${i}@acme.example`, '10.0.1.1')).statusCode).toBe(200);
    expect((await ask('fresh@acme.example', '10.0.1.1')).statusCode).toBe(429);
    expect((await ask('fresh@acme.example', '10.0.1.2')).statusCode).toBe(200);
  });

  it('S-AC6 an agent edits their own name, avatar and signature; a password change ends their other sessions, not this one', async () => {
    const a = await createAgent(t, admin);
    const email = (await a.get(AccountPath.profile)).json().data.email as string;
    const saved = await a.post(AccountPath.profile, {
      nickname: 'Ada L.',
      avatar: 'https://cdn.example/ada.png',
      signature: 'Happy to help',
    });
    expect(saved.json().data).toMatchObject({ nickname: 'Ada L.', avatar: 'https://cdn.example/ada.png', signature: 'Happy to help' });
    expect((await a.post(AccountPath.profile, { nickname: 'x', avatar: 'javascript:alert(1)', signature: '' })).statusCode).toBe(400);
    const other = await loginAgent(t, email, 'agent-password');
    expect((await a.post(AccountPath.password, { currentPassword: 'wrong-one', newPassword: 'changed-pass-1' })).statusCode).toBe(401);
    expect((await a.post(AccountPath.password, { currentPassword: 'agent-password', newPassword: 'changed-pass-1' })).statusCode).toBe(200);
    expect((await a.get(ConsolePath.me)).statusCode).toBe(200);
    expect((await other.get(ConsolePath.me)).statusCode).toBe(401);
    await loginAgent(t, email, 'changed-pass-1');
  });

  it('S-AC7 two-factor sign-in: set up with a first code, then sign-in asks for a code, refuses a wrong or reused one, and takes each recovery code once', async () => {
    const a = await createAgent(t, admin);
    const email = (await a.get(AccountPath.profile)).json().data.email as string;
    const setup = (await a.post(AccountPath.twoFactorSetup)).json().data as { secret: string; uri: string };
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new TOTP({ secret: Secret.fromBase32(setup.secret) });
    const codeAt = (ms: number) => totp.generate({ timestamp: ms });
    expect((await a.post(AccountPath.twoFactorEnable, { code: '000000' === codeAt(t.clock.now) ? '111111' : '000000' })).statusCode).toBe(
      400,
    );
    const enabled = await a.post(AccountPath.twoFactorEnable, { code: codeAt(t.clock.now) });
    const { recoveryCodes } = enabled.json().data as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(10);

    const signIn = (code?: string) => t.post(ConsolePath.login, { email, password: 'agent-password', ...(code ? { code } : {}) });
    const asked = await signIn();
    expect([asked.statusCode, reasonOf(asked)]).toEqual([401, AccountRefusal.TWO_FACTOR_NEEDED]);
    expect(asked.cookies.find((c) => c.name === 'parley_session')).toBeUndefined();
    t.clock.advance(30_000);
    expect(reasonOf(await signIn('123456' === codeAt(t.clock.now) ? '654321' : '123456'))).toBe(AccountRefusal.TWO_FACTOR_INVALID);
    const code = codeAt(t.clock.now);
    expect((await signIn(code)).statusCode).toBe(200);
    expect(reasonOf(await signIn(code))).toBe(AccountRefusal.TWO_FACTOR_INVALID);
    expect((await signIn(recoveryCodes[0])).statusCode).toBe(200);
    expect(reasonOf(await signIn(recoveryCodes[0]))).toBe(AccountRefusal.TWO_FACTOR_INVALID);
    expect((await a.get(AccountPath.twoFactor)).json().data).toMatchObject({ enabled: true, recoveryCodesLeft: 9 });
    // An admin removes it (a lost phone): signed out, and the password alone signs in again.
    expect((await admin.post(TeamAdminPath.resetTwoFactor(a.agentId))).statusCode).toBe(200);
    expect((await a.get(ConsolePath.me)).statusCode).toBe(401);
    expect((await signIn()).statusCode).toBe(200);
  });

  it('S-AC8 a workspace that requires two-factor sign-in leads an agent without it to set it up before anything else', async () => {
    const a = await createAgent(t, admin);
    const email = (await a.get(AccountPath.profile)).json().data.email as string;
    expect((await a.post(TeamAdminPath.security, { requireTwoFactor: true })).statusCode).toBe(403);
    expect((await admin.post(TeamAdminPath.security, { requireTwoFactor: true })).statusCode).toBe(200);
    try {
      const held = await loginAgent(t, email, 'agent-password');
      expect((await held.get(ConsolePath.me)).json().data).toMatchObject({ twoFactorSetupRequired: true });
      const refused = await held.get(ConsolePath.conversations);
      expect([refused.statusCode, reasonOf(refused)]).toEqual([403, AccountRefusal.TWO_FACTOR_SETUP]);
      const setup = (await held.post(AccountPath.twoFactorSetup)).json().data as { secret: string };
      const code = new TOTP({ secret: Secret.fromBase32(setup.secret) }).generate({ timestamp: t.clock.now });
      expect((await held.post(AccountPath.twoFactorEnable, { code })).statusCode).toBe(200);
      expect((await held.get(ConsolePath.conversations)).statusCode).toBe(200);
      expect((await held.post(AccountPath.twoFactorDisable, { password: 'agent-password' })).statusCode).toBe(409);
    } finally {
      await admin.post(TeamAdminPath.security, { requireTwoFactor: false });
    }
  });

  it('S-AC9 a deactivated agent cannot sign in, takes no conversations, and theirs go back to the queue; history keeps their name', async () => {
    const a = await createAgent(t, admin, { nickname: 'Dee', capacity: 3 });
    const email = (await a.get(AccountPath.profile)).json().data.email as string;
    await setPresence(admin, 'busy');
    await setPresence(a, 'online');
    const v = await newVisitor(t);
    expect((await v.call(VisitorPath.transferAgent)).data.status).toBe(TransferStatus.CONNECTED);
    const session = (await admin.get(`${ConsolePath.conversations}?status=active`)).json().data.find((c: any) => c.agentId === a.agentId);
    await a.post(ConsolePath.messages(session.sessionId), { msgContent: 'Dee here' });

    expect((await admin.post(TeamAdminPath.deactivate(a.agentId))).statusCode).toBe(200);
    expect((await a.get(ConsolePath.me)).statusCode).toBe(401);
    const refused = await t.post(ConsolePath.login, { email, password: 'agent-password' });
    expect([refused.statusCode, reasonOf(refused)]).toEqual([403, AccountRefusal.DEACTIVATED]);
    const detail = (await admin.get(ConsolePath.conversation(session.sessionId))).json().data;
    expect(detail.status).toBe(UserStatus.QUEUED);
    const messages = (await admin.get(ConsolePath.messages(session.sessionId))).json().data as Array<{
      senderName: string;
      msgContent: string;
    }>;
    expect(messages.find((m) => m.msgContent === 'Dee here')?.senderName).toBe('Dee');
    expect((await admin.get(ConsolePath.agents)).json().data.map((x: any) => x.agentId)).not.toContain(a.agentId);
    const listed = (await admin.get(AdminPath.agents)).json().data.find((x: any) => x.agentId === a.agentId);
    expect(listed).toMatchObject({ deactivated: true });
    // A seat frees up: the queued visitor goes to an active colleague, never to Dee.
    await setPresence(admin, 'online');
    expect((await admin.get(ConsolePath.conversation(session.sessionId))).json().data).toMatchObject({
      status: UserStatus.AGENT,
      agentId: admin.agentId,
    });

    expect((await admin.post(TeamAdminPath.reactivate(a.agentId))).statusCode).toBe(200);
    await loginAgent(t, email, 'agent-password');
  });

  it('S-AC10 an admin changes roles; nobody demotes or deactivates the last active admin or themselves', async () => {
    const a = await createAgent(t, admin);
    expect((await admin.post(TeamAdminPath.agentRole(a.agentId), { role: 'admin' })).statusCode).toBe(200);
    expect((await a.get(TeamAdminPath.invitations)).statusCode).toBe(200);
    expect((await a.post(TeamAdminPath.agentRole(admin.agentId), { role: 'agent' })).statusCode).toBe(200);
    expect((await admin.get(TeamAdminPath.invitations)).statusCode).toBe(403);
    expect((await a.post(TeamAdminPath.deactivate(a.agentId))).statusCode).toBe(400);
    expect((await a.post(TeamAdminPath.agentRole(a.agentId), { role: 'agent' })).statusCode).toBe(400);
    expect((await a.post(TeamAdminPath.agentRole(admin.agentId), { role: 'admin' })).statusCode).toBe(200);
    expect((await admin.post(TeamAdminPath.agentRole(a.agentId), { role: 'agent' })).statusCode).toBe(200);
    expect((await admin.post(TeamAdminPath.agentRole(999_999), { role: 'agent' })).statusCode).toBe(404);
  });
});
