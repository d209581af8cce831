import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { ConsolePath, EMBED_SOURCE, IdentityAdminPath, ToParent, ToWidget, VisitorPath } from '@parley/protocol';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * Verified visitor identity (issue 14 item 4; server S-SI1–S-SI6, widget W-ID7–W-ID10): the tenant's backend signs its
 * user, the page hands the token to the widget (the embed message or a direct link's query), and the same user on
 * another device continues the same conversation. Tokens are signed here with node:crypto, not the server's
 * library, as a tenant's backend in any language would.
 */
const SHOTS = 'e2e/.artifacts/identity';
const SECRET = 'e2e-demo-identity-secret-0123456789abcdef';
let server: RunningServer;
let host: Server;
let hostOrigin = '';

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
function sign(claims: Record<string, unknown>, key = SECRET, lifetimeS = 3600): string {
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + lifetimeS })}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/**
 * A tenant's page on another origin (localhost against the widget's 127.0.0.1) framing the widget the way the
 * loader does: hello until the widget answers ready, then the identity and the panel shown.
 */
function hostPage(widgetOrigin: string, token: string): string {
  return `<!doctype html><html lang="en"><title>Lumen Home account</title>
    <style>body { margin: 0; font: 16px system-ui, sans-serif } iframe { border: 0; width: 100vw; height: 100vh }</style>
    <iframe title="Customer service chat" src="${widgetOrigin}/chat_online/index?channelId=demo&from=iframe"></iframe>
    <script>
      const frame = document.querySelector('iframe');
      const post = (type, data) => frame.contentWindow.postMessage({ source: ${JSON.stringify(EMBED_SOURCE)}, type, data }, ${JSON.stringify(widgetOrigin)});
      const hello = setInterval(() => post(${JSON.stringify(ToWidget.HELLO)}), 100);
      addEventListener('message', (e) => {
        if (e.origin !== ${JSON.stringify(widgetOrigin)} || e.data?.type !== ${JSON.stringify(ToParent.READY)}) return;
        if (!hello) return;
        clearInterval(hello);
        post(${JSON.stringify(ToWidget.IDENTIFY)}, { token: ${JSON.stringify(token)} });
        post(${JSON.stringify(ToWidget.SHOW_IFRAME)});
      });
    </script>`;
}

const conversation = (page: Page) => page.getByRole('list', { name: 'Conversation' });

// Two browsers, a host page and a whole console on a shared 2-core machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  server = await startServer({ env: { DEMO_IDENTITY_SECRET: SECRET } });
  host = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(server.baseURL, url.searchParams.get('token') ?? ''));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://localhost:${(host.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => host?.close(resolve));
  await server?.stop();
  if (server) removeDataDir(server.dataDir);
});

test('a page vouches for its customer; the same customer on a fresh device sees the conversation', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  const started = page.waitForRequest((r) => r.url().endsWith(VisitorPath.chatStart));
  await page.goto(`${hostOrigin}/?token=${sign({ sub: 'customer-1042', name: 'Ada Lovelace', email: 'ada@example.com' })}`);
  expect((await started).postDataJSON()).toHaveProperty('identityToken');
  const widget = page.frameLocator('iframe');
  await expect(widget.getByText('I am Lumi')).toBeVisible({ timeout: 20_000 });
  await widget.getByRole('textbox', { name: 'Message' }).fill('My desk lamp from order 1042 arrived broken');
  await widget.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(widget.getByRole('list', { name: 'Conversation' }).getByText('My desk lamp from order 1042 arrived broken')).toBeVisible();

  // A phone that has never seen this visitor, with a token signed later for the same user (a direct link).
  const phone = await browser.newContext({ viewport: MOBILE });
  const other = await phone.newPage();
  await other.goto(`${server.baseURL}/chat_online/index?channelId=demo&identityToken=${sign({ sub: 'customer-1042' }, SECRET, 600)}`);
  await expect(conversation(other).getByText('My desk lamp from order 1042 arrived broken')).toBeVisible({ timeout: 20_000 });
  await other.screenshot({ path: `${SHOTS}/second-device-375.png` });
  await phone.close();
});

test('a forged token: the chat carries on anonymously, with a warning in the console and no dialog', async ({ browser }) => {
  const context = await browser.newContext({ viewport: MOBILE });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  const answers: number[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith(VisitorPath.chatStart)) void r.json().then((b: { code: number }) => answers.push(b.code));
  });
  await page.goto(`${server.baseURL}/chat_online/index?channelId=demo&identityToken=${sign({ sub: 'customer-1042' }, 'x'.repeat(43))}`);
  await expect(page.getByText('I am Lumi')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => answers).toEqual([401, 200]);
  expect(warnings.join('\n')).toContain('identity token was refused');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('My desk lamp from order 1042 arrived broken')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Norway?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(conversation(page).getByText('Do you ship to Norway?')).toBeVisible();
  await context.close();
});

test('the console sets the secret; a channel for signed-in customers asks anonymous visitors to sign in', async ({ page, browser }) => {
  await page.setViewportSize(DESKTOP);
  // Signed in through the API (the page's context keeps the cookie): the sign-in screen is console-login.spec's.
  const login = await page.request.post(`${server.baseURL}${ConsolePath.login}`, {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(((await login.json()) as { code: number }).code).toBe(200);
  await page.goto(`${server.baseURL}/console/settings/channel`);
  await page.getByRole('tab', { name: 'Verified visitors' }).click({ timeout: 30_000 });
  const section = page.locator('.identity-section');
  await expect(section.getByText('Active')).toBeVisible({ timeout: 20_000 });
  // The secret is shown only on request, and it is the one DEMO_IDENTITY_SECRET set.
  await expect(section.getByText(SECRET)).toHaveCount(0);
  await section.getByRole('button', { name: 'Reveal' }).click();
  await expect(section.locator('code[aria-label="Signing secret"]')).toHaveText(SECRET);
  await page.screenshot({ path: `${SHOTS}/console-identity-1280.png`, fullPage: true });

  await section.getByRole('switch', { name: 'Only signed-in customers may chat' }).click();
  await expect(section.getByRole('switch', { name: 'Only signed-in customers may chat' })).toBeChecked();
  try {
    const context = await browser.newContext({ viewport: MOBILE });
    const visitor = await context.newPage();
    await visitor.goto(`${server.baseURL}/chat_online/index?channelId=demo`);
    await expect(visitor.getByRole('heading', { name: 'Sign in to chat with us' })).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await visitor.screenshot({ path: `${SHOTS}/sign-in-required-375.png` });
    // Signed in, the same channel chats.
    await visitor.goto(`${server.baseURL}/chat_online/index?channelId=demo&identityToken=${sign({ sub: 'customer-7' })}`);
    await expect(visitor.getByText('I am Lumi')).toBeVisible({ timeout: 20_000 });
    await context.close();
  } finally {
    const res = await page.request.post(`${server.baseURL}${IdentityAdminPath.identity('demo')}`, { data: { required: false } });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  }

  // Rotating shows the new secret once, and says how long the old one keeps working.
  await section.getByRole('button', { name: 'Rotate secret' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
  await expect(section.getByText(/The previous secret keeps working until/)).toBeVisible();
  await expect(section.locator('code[aria-label="Signing secret"]')).not.toHaveText(SECRET);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${SHOTS}/console-identity-rotated-1280.png`, fullPage: true });
});

test('W-ID11 a channel that starts requiring sign-in mid-chat shows its sign-in notice, not an error', async ({ browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: server.baseURL });
  const login = await admin.post(ConsolePath.login, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(((await login.json()) as { code: number }).code).toBe(200);
  const require = async (required: boolean) => {
    const res = await admin.post(IdentityAdminPath.identity('demo'), { data: { required } });
    expect(((await res.json()) as { code: number }).code).toBe(200);
  };
  const context = await browser.newContext({ viewport: MOBILE });
  const visitor = await context.newPage();
  const dialogs: string[] = [];
  visitor.on('dialog', (d) => void d.dismiss().then(() => dialogs.push(d.message())));
  try {
    await visitor.goto(`${server.baseURL}/chat_online/index?channelId=demo`);
    await expect(visitor.getByText('I am Lumi')).toBeVisible({ timeout: 20_000 });
    await visitor.getByRole('textbox', { name: 'Message' }).fill('Do you ship to Norway?');
    await visitor.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(conversation(visitor).getByText('Do you ship to Norway?')).toBeVisible();

    // S-SI7: the chat ends (1202) and from now on this anonymous visitor's calls answer 403 identityRequired; the
    // first one the widget makes after the end (the quiet rating question, W-RT11) switches it to the notice.
    await require(true);
    await expect(visitor.getByRole('heading', { name: 'Sign in to chat with us' })).toBeVisible({ timeout: 20_000 });
    await expect(visitor.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(visitor.getByRole('dialog')).toHaveCount(0);
    await expect(conversation(visitor)).toHaveCount(0);
    expect(dialogs).toEqual([]);
    await visitor.screenshot({ path: `${SHOTS}/sign-in-required-mid-chat-375.png` });
  } finally {
    await require(false);
    await context.close();
    await admin.dispose();
  }
});
