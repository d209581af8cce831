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

  it('AC1 an invitation answers its link to the admin when no mail leaves; the invitee sets name and password and is signed in', async () => {
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

  it('AC2 a link works once: used, expired, withdrawn, forged or replaced, it is refused with its reason', async () => {
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

  it('AC3 an address already in the workspace or already invited is refused (409); a plain agent cannot invite', async () => {
    expect((await admin.post(TeamAdminPath.invitations, { email: 'admin@demo.parley.local' })).statusCode).toBe(409);
    await invite('twice@acme.example');
    expect((await admin.post(TeamAdminPath.invitations, { email: 'twice@acme.example' })).statusCode).toBe(409);
    const agent = await createAgent(t, admin);
    expect((await agent.post(TeamAdminPath.invitations, { email: 'x@acme.example' })).statusCode).toBe(403);
    expect((await agent.get(TeamAdminPath.invitations)).statusCode).toBe(403);
  });
});
