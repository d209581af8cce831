import { mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { ConsolePath } from '@parley/protocol';
import { acceptInvitation, catcher, createWorkspaceByCommand, type Catcher } from '../support/accounts';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { freePort, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Issue 30, the whole set-up path on an empty server with a real SMTP catcher: the command creates a workspace, its
 * admin sets a password from the mailed link, adds a website in Settings → Websites and pastes its snippet into a
 * shop served on another origin; the installation check sees the shop's page; a visitor there asks for a person, an
 * invited agent accepts the invitation and answers. Screenshots in e2e/.artifacts/workspace-setup/.
 */
const SHOTS = 'e2e/.artifacts/workspace-setup';
/** An image the server itself serves, as the workspace's logo. */
const LOGO = '/chat_online/demo/care.svg';
const EMBED_STUB = `<script>window.Parley=window.Parley||function(){(window.Parley.q=window.Parley.q||[]).push(arguments)};</script>`;

test.describe('workspace set-up', () => {
  test.setTimeout(90_000);
  let smtp: Catcher;
  let server: RunningServer;
  let dataDir: string;
  let shop: Server;
  let shopOrigin = '';
  /** What the shop's owner pasted into their page. */
  let snippet = '';
  const env = (baseURL: string): Record<string, string> => ({
    SEED_DEMO: '0',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Parley <no-reply@acme.example>',
    PUBLIC_URL: baseURL,
  });

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    smtp = await catcher();
    dataDir = mkdtempSync(join(tmpdir(), 'parley-e2e-setup-'));
    const port = await freePort();
    server = await startServer({ dataDir, port, env: env(`http://127.0.0.1:${port}`) });
    // The tenant's shop: another origin (localhost, where the server is 127.0.0.1), with whatever snippet was pasted.
    shop = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(
        `<!doctype html><html lang="en"><title>Acme Outdoor</title><h1>Acme Outdoor</h1><p>Tents and stoves.</p>${EMBED_STUB}${snippet}`,
      );
    });
    await new Promise<void>((ok) => shop.listen(0, '127.0.0.1', ok));
    shopOrigin = `http://localhost:${(shop.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((ok) => shop?.close(ok));
    await server?.stop();
    await smtp?.close();
    if (dataDir) removeDataDir(dataDir);
  });

  async function newPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
    return (await browser.newContext({ viewport, locale: 'en-US', reducedMotion: 'reduce' })).newPage();
  }

  test('from the command to a visitor answered on the tenant site', async ({ browser }) => {
    await createWorkspaceByCommand(['--name', 'Acme Outdoor', '--admin-email', 'owner@outdoor.example'], {
      DATA_DIR: dataDir,
      ...env(server.baseURL),
    });
    const admin = await newPage(browser);
    await acceptInvitation(admin, await smtp.mailedLink('owner@outdoor.example'), 'Olu Owner', 'olu-password-1');
    await admin.getByRole('button', { name: 'Open the console' }).click();
    await expect(admin.getByText('Welcome, Olu Owner')).toBeVisible({ timeout: 20_000 });

    // Settings → Workspace, then Websites: the first channel is there; a second one for the shop.
    await admin.goto(`${server.baseURL}/console/settings/workspace`);
    await expect(admin.getByLabel('Workspace name')).toHaveValue('Acme Outdoor', { timeout: 20_000 });
    // S-WB10: the workspace's logo stands in for the new website's avatar (it sets none of its own).
    await admin.getByRole('textbox', { name: 'Logo' }).fill(LOGO);
    await expect(admin.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await admin.getByRole('button', { name: 'Save' }).click();
    await expect(admin.getByText('Workspace settings saved')).toBeVisible();
    await admin.screenshot({ path: `${SHOTS}/workspace-1280.png` });
    await admin.getByRole('tab', { name: 'Websites' }).click();
    await admin.getByRole('button', { name: 'Add website' }).click();
    const form = admin.getByRole('dialog');
    await form.getByLabel('Name').fill('Outdoor shop');
    await form.getByLabel('Website address').fill(`${shopOrigin}/`);
    await admin.screenshot({ path: `${SHOTS}/website-form-1280.png` });
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(admin.getByText('Outdoor shop is ready: paste its snippet on your site')).toBeVisible();
    const card = admin.locator('.website-card', { hasText: 'Outdoor shop' });
    await expect(card.getByRole('status')).toContainText('Not seen yet');
    snippet = await card.getByLabel('Snippet for Outdoor shop').innerText();
    expect(snippet).toContain(`${server.baseURL}/embed.js`);

    // A visitor on the shop: the installation check sees the page (without its query), the console shows it.
    const visitor = await newPage(browser, MOBILE);
    await visitor.goto(`${shopOrigin}/cart?coupon=SPRING`);
    await expect(visitor.locator('#parley-widget .launcher')).toBeVisible();
    await expect
      .poll(
        async () => {
          await admin.reload();
          return card.getByRole('status').innerText();
        },
        { timeout: 15_000 },
      )
      .toMatch(new RegExp(`Last loaded on ${shopOrigin}/cart at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d$`));
    await admin.mouse.move(0, 0);
    await admin.screenshot({ path: `${SHOTS}/websites-1280.png`, fullPage: true });
    await admin.setViewportSize(MOBILE);
    await admin.screenshot({ path: `${SHOTS}/websites-375.png`, fullPage: true });
    await admin.setViewportSize(DESKTOP);

    // The admin invites an agent, who accepts; the agent is online, the admin busy.
    await admin.goto(`${server.baseURL}/console/settings/agents`);
    await admin.getByRole('button', { name: 'Invite agent' }).click();
    await admin.getByRole('dialog').getByLabel('E-mail').fill('ana@outdoor.example');
    await admin.getByRole('button', { name: 'Send invitation' }).click();
    await expect(admin.getByText('An invitation was e-mailed to ana@outdoor.example')).toBeVisible();
    const agent = await newPage(browser);
    await acceptInvitation(agent, await smtp.mailedLink('ana@outdoor.example'), 'Ana', 'ana-password-1');
    await agent.getByRole('button', { name: 'Open the console' }).click();
    await expect(agent.getByText('Welcome, Ana')).toBeVisible({ timeout: 20_000 });
    await admin.request.post(`${server.baseURL}${ConsolePath.presence}`, { data: { presence: 'busy' } });
    await agent.request.post(`${server.baseURL}${ConsolePath.presence}`, { data: { presence: 'online' } });

    // The visitor opens the chat on the shop, is greeted by the new website's robot and asks for a person.
    await visitor.locator('#parley-widget .launcher').click();
    const widget = visitor.frameLocator('#parley-widget iframe');
    await expect(widget.getByText('Hi, welcome to Outdoor shop!', { exact: false })).toBeVisible({ timeout: 20_000 });
    await widget.getByRole('button', { name: 'Talk to a person' }).first().click();
    await expect(widget.getByText('Ana joined the conversation', { exact: false })).toBeVisible({ timeout: 15_000 });
    await widget.getByRole('textbox', { name: 'Message' }).fill('Do you ship tents to Oslo?');
    await widget.getByRole('button', { name: 'Send' }).click();

    // Ana answers from the console.
    const mine = agent.getByRole('list', { name: 'My conversations' });
    await mine.getByRole('listitem').first().click();
    await expect(agent.getByText('Do you ship tents to Oslo?')).toBeVisible();
    const composer = agent.getByRole('textbox', { name: 'Message' });
    await composer.fill('Yes, in 3 to 5 days.');
    await composer.press('Enter');
    await expect(widget.getByText('Yes, in 3 to 5 days.')).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('img.pw-header__avatar')).toHaveAttribute('src', LOGO);
    const frame = visitor.frames().find((f) => f.url().includes('/chat_online/'))!;
    expect(await frame.locator('link[rel="icon"]').getAttribute('href')).toBe(LOGO);
    await visitor.screenshot({ path: `${SHOTS}/shop-chat-375.png` });
  });
});
