import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ConsolePath, UserStatus, VisitorPath } from '@parley/protocol';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { acceptInvitation, catcher, createWorkspaceByCommand, type Catcher } from '../support/accounts';
import { freePort, removeDataDir, startServer, type RunningServer } from '../support/server';
import { visitorPost } from '../support/visitorApi';

/**
 * Issue 30, accounts: a real server with an SMTP catcher of the test's own. The command creates a workspace and mails
 * its first admin a link; the admin sets a password and invites an agent, who accepts; "forgot password" round
 * trip; a used link is refused with a clear message; two-factor sign-in with a code the test computes; a
 * deactivated agent cannot sign in and their conversation goes back to the queue; a suspended workspace's widget
 * says chat is unavailable. Screenshots of each new screen in e2e/.artifacts/accounts/.
 */
const SHOTS = 'e2e/.artifacts/accounts';

test.describe('accounts', () => {
  // Four browser contexts and a dozen console loads on a shared 2-core machine.
  test.setTimeout(150_000);
  let smtp: Catcher;
  let server: RunningServer;
  let dataDir: string;
  const env = (baseURL: string): Record<string, string> => ({
    SEED_DEMO: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Parley <no-reply@acme.example>',
    PUBLIC_URL: baseURL,
  });

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await catcher();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-accounts-'));
    const port = await freePort();
    server = await startServer({ dataDir, port, env: env(`http://127.0.0.1:${port}`) });
  });
  test.afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  const mailedLink = (to: string, after = 0) => smtp.mailedLink(to, after);
  const mailsTo = (to: string) => smtp.mailsTo(to);

  async function signIn(page: Page, email: string, password: string): Promise<void> {
    await page.goto(`${server.baseURL}/console/`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  /** WCAG 2 A and AA: no serious or critical violation. */
  async function expectAccessible(page: Page): Promise<void> {
    // Off any button: a hovered primary button is lighter than at rest (the pointer stays where the last click was).
    await page.mouse.move(0, 0);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const bad = result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 4)
            .map((n) => n.target.join(' '))
            .join(' | ')}`,
      );
    expect(bad).toEqual([]);
  }

  async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
    return (await browser.newContext({ viewport, locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  }

  test('a workspace from the command to a working team: invitation, reset, two-factor, deactivation, suspension', async ({ browser }) => {
    // The command: a workspace with its first channel, and the first admin's link by mail.
    const { tenantId, stdout } = await createWorkspaceByCommand(['--name', 'Acme', '--admin-email', 'ops@acme.example', '--operator'], {
      DATA_DIR: dataDir,
      ...env(server.baseURL),
    });
    const adminLink = await mailedLink('ops@acme.example');
    expect(stdout).toContain(adminLink);

    // The invitation page, at phone width first.
    const admin = await newPage(browser, MOBILE);
    await admin.goto(adminLink);
    await expect(admin.getByRole('heading', { name: 'Join Acme' })).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/invitation-375.png`, fullPage: true });
    await expectAccessible(admin);
    await admin.setViewportSize(DESKTOP);
    await admin.screenshot({ path: `${SHOTS}/invitation-1280.png` });
    await admin.getByLabel('Your name').fill('Olga Ops');
    await admin.getByLabel('New password').fill('olga-password-1');
    await admin.getByLabel('Repeat the password').fill('olga-password-1');
    await admin.getByRole('button', { name: 'Create my account' }).click();
    await expect(admin.getByText('Your account is ready and you are signed in.')).toBeVisible();
    await admin.getByRole('button', { name: 'Open the console' }).click();
    await expect(admin.getByText('Welcome, Olga Ops')).toBeVisible({ timeout: 20_000 });

    // The operator page lists the new workspace with its channel.
    await admin.getByRole('link', { name: 'Workspaces' }).click();
    const row = admin.getByRole('row', { name: /Acme/ });
    await expect(row).toContainText('Active');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await admin.screenshot({ path: `${SHOTS}/operator-workspaces.png` });

    // The admin invites an agent from Settings → Agents; the mail carries the link.
    await admin.goto(`${server.baseURL}/console/settings/agents`);
    await admin.getByRole('button', { name: 'Invite agent' }).click();
    await admin.getByRole('dialog').getByLabel('E-mail').fill('kim@acme.example');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText('An invitation was e-mailed to kim@acme.example')).toBeVisible();
    await admin.getByRole('button', { name: 'Done' }).click();
    await expect(admin.getByRole('region', { name: 'Pending invitations' })).toContainText('kim@acme.example');
    await admin.screenshot({ path: `${SHOTS}/team-invitations.png` });

    const kim = await newPage(browser);
    await acceptInvitation(kim, await mailedLink('kim@acme.example'), 'Kim', 'kim-password-1');

    // Forgot password: the same words whoever asks, a mailed link, a new password; the used link is refused.
    const sentBefore = mailsTo('kim@acme.example');
    await kim.goto(`${server.baseURL}/console/forgot`);
    await expect(kim.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await kim.screenshot({ path: `${SHOTS}/forgot-password.png` });
    await kim.getByLabel('E-mail').fill('kim@acme.example');
    await kim.getByRole('button', { name: 'Send me a link' }).click();
    await expect(kim.getByText('Check your e-mail')).toBeVisible();
    const resetLink = await mailedLink('kim@acme.example', sentBefore);
    await kim.goto(resetLink);
    await expect(kim.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await kim.screenshot({ path: `${SHOTS}/reset-password.png` });
    await kim.getByLabel('New password').fill('kim-password-2');
    await kim.getByLabel('Repeat the password').fill('kim-password-2');
    await kim.getByRole('button', { name: 'Set the new password' }).click();
    await expect(kim.getByText('Your new password is set.')).toBeVisible();
    await kim.goto('about:blank');
    await kim.goto(resetLink);
    await expect(kim.getByText('This link was used already')).toBeVisible();
    await kim.screenshot({ path: `${SHOTS}/link-used.png` });

    // Two-factor: set up in My account with a code the test computes, then sign-in asks for the next one.
    await signIn(kim, 'kim@acme.example', 'kim-password-2');
    await expect(kim.getByText('Welcome, Kim')).toBeVisible({ timeout: 20_000 });
    await kim.getByRole('link', { name: /Kim/ }).first().click();
    await kim.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const secret = (await kim.getByTestId('two-factor-secret').innerText()).trim();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    // The previous step's code (accepted with one step of drift), so the sign-in below can use the current one.
    await kim.getByLabel('The 6-digit code the app shows').fill(totp.generate({ timestamp: Date.now() - 30_000 }));
    await kim.getByRole('button', { name: 'Turn on' }).click();
    await expect(kim.getByTestId('recovery-codes')).toBeVisible();
    await kim.screenshot({ path: `${SHOTS}/two-factor-enabled.png`, fullPage: true });
    await expectAccessible(kim);
    await kim.getByRole('button', { name: 'I have saved my codes' }).click();
    await kim.getByRole('button', { name: 'Sign out' }).click();
    await signIn(kim, 'kim@acme.example', 'kim-password-2');
    await expect(kim.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
    await kim.screenshot({ path: `${SHOTS}/sign-in-code.png` });
    await kim.getByLabel('Code').fill(totp.generate());
    await kim.getByRole('button', { name: 'Verify and sign in' }).click();
    await expect(kim.getByText('Welcome, Kim')).toBeVisible({ timeout: 20_000 });

    // Kim takes a visitor; the admin deactivates Kim: the conversation goes back to the queue, Kim cannot sign in.
    // Olga is busy (a choice the console keeps): the visitor goes to Kim, and nobody else takes them back.
    await admin.request.post(`${server.baseURL}${ConsolePath.presence}`, { data: { presence: 'busy' } });
    await kim.request.post(`${server.baseURL}${ConsolePath.presence}`, { data: { presence: 'online' } });
    const visitor = await visitorPost<{ userId: string; token: string }>(server.baseURL, VisitorPath.chatStart, { channelId: tenantId });
    await visitorPost(server.baseURL, VisitorPath.sendMsg, { userId: visitor.userId, msgContent: 'Hello Acme', msgType: 1 }, visitor.token);
    expect(
      (await visitorPost<{ status: number }>(server.baseURL, VisitorPath.transferAgent, { userId: visitor.userId }, visitor.token)).status,
    ).toBe(2);
    await admin.goto(`${server.baseURL}/console/settings/agents`);
    await admin.getByRole('row', { name: /Kim/ }).getByRole('button', { name: 'Deactivate' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(admin.getByText('Kim is deactivated')).toBeVisible();
    const answer = (await (await admin.request.get(`${server.baseURL}${ConsolePath.queue}`)).json()) as {
      data: Array<{ status: number; visitor: { userId: string } }>;
    };
    const queue = answer.data;
    expect(queue.map((c) => [c.visitor.userId, c.status])).toEqual([[visitor.userId, UserStatus.QUEUED]]);
    await signIn(kim, 'kim@acme.example', 'kim-password-2');
    await expect(kim.getByText('This account was deactivated. Ask your administrator.')).toBeVisible();

    // A second workspace from the operator page, then suspended there: its widget says chat is unavailable.
    await admin.goto(`${server.baseURL}/console/operator`);
    await admin.getByRole('button', { name: 'New workspace' }).click();
    const create = admin.getByRole('dialog');
    await create.getByLabel('Name').fill('Beta Bikes');
    await create.getByLabel("First administrator's e-mail").fill('owner@beta.example');
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(create.getByText('owner@beta.example was sent a link to set their password.')).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/operator-created.png` });
    await create.getByRole('button', { name: 'Done' }).click();
    const beta = admin.getByRole('row', { name: /Beta Bikes/ });
    const betaId = (await beta.getAttribute('data-row-key'))!;
    await beta.getByRole('button', { name: 'Suspend' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(beta).toContainText('Suspended');
    const widget = await newPage(browser, MOBILE);
    await widget.goto(`${server.baseURL}/chat_online/index?channelId=${betaId}`);
    await expect(widget.getByRole('heading', { name: 'Chat is unavailable' })).toBeVisible();
    await widget.screenshot({ path: `${SHOTS}/widget-unavailable.png` });
    await widget.goto(`${server.baseURL}/console/signup`);
    await expect(widget.getByText('Sign-up is closed on this server.')).toBeVisible();
    await widget.setViewportSize(DESKTOP);
    await widget.screenshot({ path: `${SHOTS}/signup-closed.png` });
  });
});
