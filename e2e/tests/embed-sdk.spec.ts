import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type APIRequestContext, type BrowserContext, type Frame, type Page } from '@playwright/test';
import { ConsolePath, DEMO_BASE, EmbedPath } from '@parley/protocol';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * The embed SDK (issue 14 items 2, 3, 5, 6; widget rules W-EM5–W-EM8, W-ID6, W-TB1–W-TB4): a tenant's shop on
 * http://localhost:<port> embeds the widget served from http://127.0.0.1:<port>, so every message crosses origins.
 * The agent is driven through the console API; the suite has its own server because it sets presence.
 */
const SHOTS = 'e2e/.artifacts/embed';
let server: RunningServer;
let agent: APIRequestContext;
const { call } = agentApi(() => agent);
let shop: Server;
let tenant = '';
/** The same shop server under another origin: a third party on the tenant's page. */
let stranger = '';

declare global {
  interface Window {
    seen: Array<[string, unknown]>;
  }
}

const STUB = `<script>window.Parley=window.Parley||function(){(window.Parley.q=window.Parley.q||[]).push(arguments)};</script>`;

function shopPage(url: URL): string {
  if (url.pathname === '/stranger') {
    // Pretends to be the widget: from a frame of another origin on the tenant's page.
    return `<!doctype html><script>
      parent.postMessage({ source: 'parley', type: 'unread', data: { count: 9 } }, '*');
      parent.postMessage({ source: 'parley', type: 'hideIframe' }, '*');
    </script>`;
  }
  const user = url.searchParams.get('user');
  const attrs = url.searchParams.get('preload') ? ' data-preload="idle"' : '';
  return `<!doctype html><html lang="en"><title>Lumen Home shop</title>
    <style>body { font: 16px system-ui, sans-serif; margin: 40px; color: #1f2937 }</style>
    <h1>Lumen Home shop</h1><p>Desk lamps, throws and candles.</p>
    ${STUB}
    <script>
      window.seen = [];
      for (const name of ['ready', 'open', 'close', 'message', 'unread']) Parley('on', name, (d) => seen.push([name, d ?? null]));
      ${user ? `Parley('updateUser', ${user});` : ''}
    </script>
    <script src="${server.baseURL}/embed.js" data-channel-id="demo"${attrs} async></script>`;
}

// Each test walks a whole visitor journey across two origins (and two tabs): more than the default 30 s on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', ConsolePath.login, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await call('post', ConsolePath.presence, { presence: 'online' });
  shop = createServer((req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(shopPage(new URL(req.url ?? '/', tenant)));
  });
  await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
  const port = (shop.address() as AddressInfo).port;
  tenant = `http://localhost:${port}`;
  stranger = `http://127.0.0.1:${port}`;
});

test.afterAll(async () => {
  await agent.dispose();
  await new Promise((r) => shop.close(r));
  await server.stop();
  removeDataDir(server.dataDir);
});

const launcherOf = (page: Page) => page.locator('#parley-widget .launcher');
const panelOf = (page: Page) => page.locator('#parley-widget iframe');
const widgetOf = (page: Page) => page.frameLocator('#parley-widget iframe');
const bubbleOf = (page: Page) => page.locator('#parley-widget .bubble');
const badgeOf = (page: Page) => page.locator('#parley-widget .badge');
/** Calls the SDK on the page, as the function or (method) as the object the page's own code may use. */
const parley = (page: Page, ...args: unknown[]) =>
  page.evaluate((a) => (window as unknown as { Parley: (...x: unknown[]) => void }).Parley(...a), args);
const parleyMethod = (page: Page, name: string) =>
  page.evaluate((n) => (window as unknown as { Parley: Record<string, () => void> }).Parley[n]!(), name);
const seen = (page: Page, name: string) => page.evaluate((n) => window.seen.filter(([e]) => e === n).map(([, d]) => d), name);

function widgetFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${server.baseURL}/chat_online/`));
  if (!frame) throw new Error('no widget frame');
  return frame;
}

/** The visitor's newest conversation, found by the userId the widget was given (kept by the frame or the page). */
async function sessionOfVisitor(userId: string): Promise<number> {
  let found: number | undefined;
  await expect
    .poll(async () => {
      const list = await call<Array<{ sessionId: number; visitor: { userId: string } }>>('get', `${ConsolePath.conversations}?status=all`);
      found = list.filter((c) => c.visitor.userId === userId).sort((a, b) => b.sessionId - a.sessionId)[0]?.sessionId;
      return found;
    })
    .toBeDefined();
  return found!;
}

async function userIdIn(page: Page): Promise<string> {
  const raw = await widgetFrame(page).evaluate(() => {
    try {
      return localStorage.getItem('parley:visitor:demo');
    } catch {
      return null;
    }
  });
  const kept = raw ?? (await page.evaluate(() => (JSON.parse(localStorage.getItem('parley:demo') ?? '{}') as { v?: string }).v));
  return (JSON.parse(kept ?? '{}') as { userId: string }).userId;
}

async function talkToAgent(page: Page): Promise<number> {
  await widgetOf(page).getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(widgetOf(page).getByText('Ada joined the conversation')).toBeVisible();
  return sessionOfVisitor(await userIdIn(page));
}

async function newShopper(context: BrowserContext, path = '/product/lamp'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${tenant}${path}`);
  await expect(launcherOf(page)).toBeVisible();
  return page;
}

test.describe('the embed SDK on a tenant page of another origin', () => {
  test.use({ viewport: DESKTOP });

  test('W-EM5 calls queued before the script run, ready fires, and nothing is fetched or stored before the click', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(server.baseURL)) fetched.push(new URL(r.url()).pathname);
    });
    const user = JSON.stringify({ userName: 'Grace Hopper', email: 'grace@example.com', locale: 'zh' });
    await page.goto(`${tenant}/product/lamp?user=${encodeURIComponent(user)}`);
    await expect(launcherOf(page)).toBeVisible();
    await expect.poll(() => seen(page, 'ready')).toHaveLength(1);
    // The page has been idle a while: still nothing but the script itself and its installation check (S-WB5: the
    // page's address without its query, no visitor data, nothing stored).
    await page.waitForTimeout(1500);
    expect(fetched).toEqual(['/embed.js', EmbedPath.loaded]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    await expect(panelOf(page)).toHaveCount(0);

    await launcherOf(page).click();
    await expect(panelOf(page)).toBeVisible();
    // The queued updateUser reached the widget: its locale (over the browser's English) and the visitor's name.
    await expect(widgetOf(page).getByRole('textbox', { name: '消息' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['parley:demo']);
    expect(await seen(page, 'open')).toHaveLength(1);
    await widgetOf(page).getByRole('navigation', { name: '快捷菜单' }).getByRole('button', { name: '转人工' }).click();
    const sessionId = await sessionOfVisitor(await userIdIn(page));
    await expect
      .poll(
        async () =>
          (await call<{ visitorProfile: { name: string; locale: string } }>('get', ConsolePath.conversation(sessionId))).visitorProfile,
      )
      .toMatchObject({ name: 'Grace Hopper', locale: 'zh' });
    // A later call changes them again.
    await parley(page, 'updateUser', { userName: 'Grace B. Hopper' });
    await parley(page, 'setLocale', 'en');
    await expect(widgetOf(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect
      .poll(async () => (await call<{ visitorProfile: { name: string } }>('get', ConsolePath.conversation(sessionId))).visitorProfile.name)
      .toBe('Grace B. Hopper');
    await call('post', ConsolePath.close(sessionId));
  });

  test('W-EM6 W-EM7 W-EM2 W-CL5 an agent message raises the badge, the preview and the message and unread events; opening reads; the close hides the panel', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await newShopper(context);
    await launcherOf(page).click();
    const sessionId = await talkToAgent(page);
    await parleyMethod(page, 'close');
    await expect(panelOf(page)).toBeHidden();

    await call('post', ConsolePath.messages(sessionId), { msgContent: 'Your lamp ships today.\nTracking follows by e-mail.' });
    await expect(badgeOf(page)).toHaveText('1');
    await expect(bubbleOf(page)).toContainText('Your lamp ships today.');
    await expect(bubbleOf(page)).not.toContainText('Tracking follows');
    await expect(bubbleOf(page)).toContainText('Ada');
    await expect(launcherOf(page)).toHaveAccessibleName('Open chat. Unread messages: 1');
    expect(await seen(page, 'message')).toEqual([{ preview: 'Your lamp ships today.', fromAgent: true, name: 'Ada' }]);
    expect(await seen(page, 'unread')).toEqual([1]);
    const last = await call<{ msgId: number }>('post', ConsolePath.messages(sessionId), { msgContent: 'Anything else?' });
    await expect(badgeOf(page)).toHaveText('2');
    await page.locator('#parley-widget .dock').screenshot({ path: `${SHOTS}/launcher-preview-1280.png` });
    await page.screenshot({ path: `${SHOTS}/shop-preview-1280.png` });
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/shop-preview-375.png` });
    await page.setViewportSize(DESKTOP);

    // Opening the bubble reads them.
    await bubbleOf(page).click();
    await expect(panelOf(page)).toBeVisible();
    await expect(widgetOf(page).getByText('Anything else?')).toBeVisible();
    await expect(badgeOf(page)).toBeHidden();
    await expect(bubbleOf(page)).toBeHidden();
    await expect.poll(() => seen(page, 'unread')).toEqual([1, 2, 0]);
    // W-EM2: and marks them read for the agent (a hidden panel read nothing, W-AG3).
    await expect
      .poll(async () => (await call<{ visitorReadMsgId: number }>('get', ConsolePath.conversation(sessionId))).visitorReadMsgId)
      .toBe(last.msgId);

    // W-CL5: the agent ends the chat and the page hides the panel.
    await call('post', ConsolePath.close(sessionId));
    await expect(panelOf(page)).toBeHidden();
    // Once for Parley.close() above, once for this.
    await expect.poll(() => seen(page, 'close')).toHaveLength(2);

    // W-EM2: opening an ended chat starts it over.
    const reloaded = page.waitForEvent('framenavigated', (f) => f.url().startsWith(`${server.baseURL}/chat_online/`));
    await launcherOf(page).click();
    await reloaded;
    await expect(panelOf(page)).toBeVisible();
    await expect(widgetOf(page).getByRole('textbox', { name: 'Message' })).toBeEditable();
    await expect(widgetOf(page).getByRole('button', { name: 'Start a new chat' })).toHaveCount(0);
    await context.close();
  });

  test('W-EM9 the loader’s words follow the widget’s locale: setLocale("de") relabels the launcher and the frame', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const page = await newShopper(context);
    await launcherOf(page).click();
    await expect(launcherOf(page)).toHaveAccessibleName('Close chat');
    await page.evaluate(() => (window as unknown as { Parley: (n: string, v: string) => void }).Parley('setLocale', 'de'));
    await expect(launcherOf(page)).toHaveAccessibleName('Chat schließen');
    await expect(panelOf(page)).toHaveAttribute('title', 'Kundenservice-Chat');
    await expect(page.locator('#parley-widget .dock')).toHaveAttribute('lang', 'de');
    await parleyMethod(page, 'close');
    await expect(launcherOf(page)).toHaveAccessibleName('Chat öffnen');
    await context.close();
  });

  test('W-EM5 messages from other origins are ignored by the loader', async ({ page }) => {
    await page.goto(`${tenant}/product/lamp`);
    await launcherOf(page).click();
    await expect(panelOf(page)).toBeVisible();
    await expect(widgetOf(page).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
    // A third party's frame on the page, and the page's own window, pretend to be the widget.
    await page.evaluate(
      (src) =>
        new Promise((loaded) => {
          const f = document.createElement('iframe');
          f.src = src;
          f.onload = loaded;
          document.body.appendChild(f);
          window.postMessage({ source: 'parley', type: 'hideIframe' }, '*');
        }),
      `${stranger}/stranger`,
    );
    await page.waitForTimeout(500);
    await expect(panelOf(page)).toBeVisible();
    await expect(badgeOf(page)).toBeHidden();
    expect(await seen(page, 'unread')).toEqual([]);
  });

  test('W-ID6 a frame without storage: the page keeps the visitor once the chat was opened, and a reload resumes', async ({ browser }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    // What Chromium does with third-party storage blocked: reading localStorage in the widget's frame throws.
    await context.addInitScript((widgetOrigin) => {
      if (location.origin !== widgetOrigin) return;
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }, server.baseURL);
    const page = await newShopper(context);
    await launcherOf(page).click();
    const sessionId = await talkToAgent(page);
    await widgetOf(page).getByRole('textbox', { name: 'Message' }).fill('Is the walnut lamp in stock?');
    await widgetOf(page).getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(async () => (await call<Array<{ msgContent: string }>>('get', ConsolePath.messages(sessionId))).map((m) => m.msgContent))
      .toContain('Is the walnut lamp in stock?');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('parley:demo') ?? '{}') as { v?: string });
    expect((JSON.parse(kept.v!) as { userId: string }).userId).toBeTruthy();

    await page.reload();
    // The visitor opened the chat before: the widget loads at once (hidden), resumes, and the agent's reply reaches it.
    await expect.poll(() => page.frames().find((f) => f.url().startsWith(`${server.baseURL}/chat_online/`)) !== undefined).toBe(true);
    await expect.poll(() => widgetFrame(page).evaluate(() => document.querySelector('textarea, input[type=text]') !== null)).toBe(true);
    await call('post', ConsolePath.messages(sessionId), { msgContent: 'Yes, two left.' });
    await expect(badgeOf(page)).toHaveText('1');
    await launcherOf(page).click();
    await expect(widgetOf(page).getByText('Is the walnut lamp in stock?')).toBeVisible();
    await expect(widgetOf(page).getByText('Yes, two left.')).toBeVisible();
    expect(await sessionOfVisitor(await userIdIn(page))).toBe(sessionId);
    await call('post', ConsolePath.close(sessionId));
    await context.close();
  });

  test('the demo shop at /demo/ calls every command under its CSP', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(`${server.baseURL}${DEMO_BASE}`);
    const log = page.getByRole('list', { name: 'Events' });
    await expect(log).toContainText('ready');
    await expect(panelOf(page)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/demo-1280.png`, fullPage: true });

    const sdk = page.getByRole('complementary', { name: 'Embed SDK' });
    await sdk.getByRole('button', { name: 'Open' }).click();
    await expect(panelOf(page)).toBeVisible();
    await expect(widgetOf(page).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
    await sdk.getByRole('button', { name: 'Locale 中文' }).click();
    await expect(widgetOf(page).getByRole('button', { name: '转人工' })).toBeVisible();
    await sdk.getByRole('button', { name: 'Locale English' }).click();
    await sdk.getByRole('button', { name: 'Update user' }).click();
    await sdk.getByRole('button', { name: 'Toggle' }).click();
    await expect(panelOf(page)).toBeHidden();
    await sdk.getByRole('button', { name: 'Hide launcher' }).click();
    await expect(launcherOf(page)).toBeHidden();
    await sdk.getByRole('button', { name: 'Show launcher' }).click();
    await expect(launcherOf(page)).toBeVisible();
    await sdk.getByRole('button', { name: 'Toggle' }).click();
    await expect(panelOf(page)).toBeVisible();
    await expect(widgetOf(page).getByRole('button', { name: 'Talk to a person' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/demo-open-1280.png` });
    // Reset: the frame forgets its visitor and starts over as a new one.
    const before = await userIdIn(page);
    await sdk.getByRole('button', { name: 'Reset visitor' }).click();
    await expect.poll(() => userIdIn(page).catch(() => '')).not.toBe(before);
    await expect.poll(() => userIdIn(page).catch(() => '')).toMatch(/^u/);
    await sdk.getByRole('button', { name: 'Close' }).click();
    await expect(panelOf(page)).toBeHidden();
    await expect(log).toContainText('open');
    await expect(log).toContainText('close');
    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/demo-375.png`, fullPage: true });
    expect(refused).toEqual([]);
  });

  test('W-TB1 W-TB2 W-TB3 W-TB4 two tabs of one visitor: one stream, the same messages and unread count, one announcement, the lead handed over', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    const a = await newShopper(context, '/product/lamp');
    await launcherOf(a).click();
    const sessionId = await talkToAgent(a);
    await launcherOf(a).click();
    await expect(panelOf(a)).toBeHidden();

    // The second tab: the visitor opened the chat before, so its widget loads at once, hidden, as the same visitor.
    const b = await context.newPage();
    const polledByB: string[] = [];
    b.on('request', (r) => {
      if (/\/(eventStream|eventStreamTicket|getEventMsg)$/.test(new URL(r.url()).pathname)) polledByB.push(r.url());
    });
    await b.goto(`${tenant}/product/throw`);
    await expect.poll(() => b.frames().some((f) => f.url().startsWith(`${server.baseURL}/chat_online/`))).toBe(true);
    await expect.poll(() => userIdIn(b).catch(() => '')).toBe(await userIdIn(a));
    await expect.poll(() => widgetFrame(b).evaluate(() => document.querySelector('textarea') !== null)).toBe(true);

    await call('post', ConsolePath.messages(sessionId), { msgContent: 'Both tabs see this.' });
    await expect(badgeOf(a)).toHaveText('1');
    await expect(badgeOf(b)).toHaveText('1');
    // One tab tells its page (the leader: the visitor sees neither chat).
    await expect.poll(() => seen(a, 'message')).toHaveLength(1);
    expect(await seen(b, 'message')).toEqual([]);
    expect(polledByB).toEqual([]);

    // Read in one tab, read in both.
    await launcherOf(b).click();
    await expect(widgetOf(b).getByText('Both tabs see this.')).toBeVisible();
    await expect(badgeOf(b)).toBeHidden();
    await expect(badgeOf(a)).toBeHidden();

    // The leader's tab closes: the other takes the stream over.
    await a.close();
    await call('post', ConsolePath.messages(sessionId), { msgContent: 'Still here after the first tab closed.' });
    await expect(widgetOf(b).getByText('Still here after the first tab closed.')).toBeVisible();
    expect(polledByB.length).toBeGreaterThan(0);
    await b.screenshot({ path: `${SHOTS}/second-tab-1280.png` });

    await call('post', ConsolePath.close(sessionId));
    await expect(panelOf(b)).toBeHidden();
    await context.close();
  });
});
