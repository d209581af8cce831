import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MsgType } from '@parley/protocol';
import { agentApi, drawPng } from '../support/agentApi';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * What a new visitor and a new agent meet in their first hour (issue 19 items 1-6, 8): the rating offered after a
 * plain close (W-RT11), "Seen" (W-EV13, S-AG11), the alert for an assigned conversation and the presence default, the chip
 * strip (W-MN7, W-MN8), the lightbox (W-MT2), the help page (W-QD4). Its own server: it changes presence and closes chats.
 */
const SHOTS = 'e2e/.artifacts/first-hour';
let server: RunningServer;
let agent: APIRequestContext;
const { call, sessionOf } = agentApi(() => agent);

const presence = (p: 'online' | 'offline') => call('post', '/api/console/presence', { presence: p });
const rows = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');
const chips = (page: Page) => page.getByRole('navigation', { name: 'Quick actions' });

async function openVisitor(browser: Browser, viewport = MOBILE, query = ''): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto(`/chat_online/index?channelId=demo${query}`);
  await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.', { exact: false })).toBeVisible();
  return page;
}

async function withAgent(page: Page): Promise<number> {
  // An agent silent for 90 s reads offline (server S-AG6); these tests run longer than that on a busy machine.
  await presence('online');
  await chips(page).getByRole('button', { name: 'Talk to a person' }).click();
  await expect(page.getByText('Ada joined the conversation')).toBeVisible();
  return sessionOf(page);
}

async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(MOBILE);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png` });
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(200);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png` });
  await page.setViewportSize(MOBILE);
}

test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await presence('online');
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
});

test('W-RT11 after an agent closes, the rating is offered inline; a star opens the popup with it; the card then thanks', async ({
  browser,
}) => {
  const page = await openVisitor(browser);
  const sessionId = await withAgent(page);
  await call('post', `/api/console/conversations/${sessionId}/messages`, { msgContent: 'Your parcel ships today.' });
  await call('post', `/api/console/conversations/${sessionId}/close`);
  await expect(page.getByText('The agent ended the conversation')).toBeVisible();

  const card = page.getByRole('region', { name: 'Rate this conversation' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('How was your chat with Ada?');
  await expect(page.getByRole('button', { name: 'Rate this chat' })).toBeVisible();
  await shootBoth(page, 'rating-offer');

  await card.getByRole('button', { name: '4 of 5 stars' }).click();
  const popup = page.getByRole('dialog', { name: 'Rate your chat with Ada' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('radio', { name: '4 of 5 stars' })).toHaveAttribute('aria-checked', 'true');
  await popup.getByRole('button', { name: 'Submit rating' }).click();
  await expect(popup).toBeHidden();
  await expect(card).toContainText('Thanks for your rating!');
  await expect(card.getByRole('img', { name: '4 of 5 stars' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await call<Array<{ sessionId: number; rating: { star: number } | null }>>('get', '/api/console/conversations?status=all')).find(
          (c) => c.sessionId === sessionId,
        )?.rating?.star,
    )
    .toBe(4);
  await shootBoth(page, 'rating-done');

  // The closed bar's "Rate this chat" still answers: rated already.
  await page.getByRole('button', { name: 'Rate this chat' }).click();
  await expect(page.getByText('You have already rated this conversation. Thank you!')).toBeVisible();
  await page.context().close();
});

test('W-EV13 the visitor sees "Seen" under their newest message once the agent read it', async ({ browser }) => {
  const page = await openVisitor(browser);
  const sessionId = await withAgent(page);
  const composer = page.getByRole('textbox', { name: 'Message' });
  await composer.fill('Is my order on its way?');
  await page.getByRole('button', { name: 'Send' }).click();
  await composer.fill('Order 1042');
  await page.getByRole('button', { name: 'Send' }).click();
  let last = 0;
  await expect
    .poll(async () => {
      const list = await call<Array<{ msgId: number; msgContent: string }>>('get', `/api/console/conversations/${sessionId}/messages`);
      last = list.find((m) => m.msgContent === 'Order 1042')?.msgId ?? 0;
      return last;
    })
    .toBeGreaterThan(0);
  await expect(page.getByText('Seen', { exact: true })).toHaveCount(0);
  await call('post', `/api/console/conversations/${sessionId}/read`, { msgId: last });
  const seen = page.getByText('Seen', { exact: true });
  await expect(seen).toHaveCount(1);
  // Under the newest visitor message, not the earlier one.
  await expect(rows(page).filter({ hasText: 'Order 1042' }).getByText('Seen', { exact: true })).toBeVisible();
  await shootBoth(page, 'seen');
  await call('post', `/api/console/conversations/${sessionId}/close`);
  await page.context().close();
});

test('W-MN7 W-MN8 the handoff chip comes first and whole; the strip turns by mouse wheel and by keyboard', async ({ browser }) => {
  const page = await openVisitor(browser, MOBILE);
  const strip = chips(page).getByRole('list');
  const handoff = chips(page).getByRole('button', { name: 'Talk to a person' });
  const stripBox = (await strip.boundingBox())!;
  const chipBox = (await handoff.boundingBox())!;
  expect(chipBox.x).toBeGreaterThanOrEqual(stripBox.x - 1);
  expect(chipBox.x + chipBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  const overflow = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow, 'the demo menu is wider than a phone').toBeGreaterThan(0);
  await expect(chips(page)).toHaveClass(/has-after/);
  await page.screenshot({ path: `${SHOTS}/chips-375.png` });

  // Keyboard: End moves to the last chip and brings it into view; Home back to the first.
  await handoff.focus();
  await page.keyboard.press('End');
  const lastChip = chips(page).getByRole('button').last();
  await expect(lastChip).toBeFocused();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(lastChip).toBeInViewport({ ratio: 0.95 });
  await page.keyboard.press('Home');
  await expect(handoff).toBeFocused();
  await expect.poll(() => strip.evaluate((el) => el.scrollLeft)).toBe(0);

  // Mouse wheel on a desktop-sized narrow strip: a vertical turn moves it sideways.
  await page.setViewportSize({ width: 900, height: 800 });
  const wide = await strip.evaluate((el) => el.scrollWidth - el.clientWidth);
  if (wide <= 0) await page.setViewportSize({ width: 820, height: 800 });
  // The resized window may still be laying out (the side panel arrives at desktop widths): aim afresh each turn.
  await expect
    .poll(async () => {
      const box = (await strip.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.wheel(0, 120);
      return strip.evaluate((el) => el.scrollLeft);
    })
    .toBeGreaterThan(0);
  await expect(chips(page)).toHaveClass(/has-before/);
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/chips-1280.png` });
  await page.context().close();
});

test('W-MT2 the lightbox closes by Escape, its button and a click; a rating popup opened meanwhile shows above it; an image keeps the list at its end', async ({
  browser,
}) => {
  const page = await openVisitor(browser);
  const sessionId = await withAgent(page);
  const png = await drawPng(page, 'Your parcel', '#0f766e', 480, 720);
  const res = await agent.post(`/api/console/conversations/${sessionId}/upload`, {
    multipart: { file: { name: 'parcel.png', mimeType: 'image/png', buffer: png } },
  });
  const url = ((await res.json()) as { data: { url: string } }).data.url;
  for (let i = 0; i < 6; i++)
    await call('post', `/api/console/conversations/${sessionId}/messages`, { msgContent: `Update ${i + 1} on your order.` });
  await call('post', `/api/console/conversations/${sessionId}/messages`, {
    msgType: MsgType.IMAGE,
    msgContent: url,
    fileName: 'parcel.png',
  });

  // The list follows the end once the tall image has loaded.
  const image = rows(page).last().locator('img[alt="parcel.png"]');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight > 0)).toBe(true);
  const list = page.locator('.pw-list');
  await expect.poll(() => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight)).toBeLessThan(4);
  await page.screenshot({ path: `${SHOTS}/image-at-end-375.png` });

  const viewer = page.getByRole('dialog', { name: 'Image viewer' });
  await image.click();
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close image' })).toBeFocused();
  await shootBoth(page, 'lightbox');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  await image.click();
  await viewer.getByRole('button', { name: 'Close image' }).click();
  await expect(viewer).toBeHidden();

  await page.setViewportSize(DESKTOP);
  await image.click();
  await viewer.getByRole('img').click();
  await expect(viewer).toBeHidden();
  await page.setViewportSize(MOBILE);

  // The agent invites a rating while the picture is open: the popup is on top where the visitor looks.
  await image.click();
  await expect(viewer).toBeVisible();
  await call('post', `/api/console/conversations/${sessionId}/inviteEvaluate`);
  const popup = page.getByRole('dialog', { name: 'Rate your chat with Ada' });
  await expect(popup).toBeVisible();
  const submit = popup.getByRole('button', { name: 'Submit rating' });
  const topmost = await submit.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return !!hit && el.contains(hit);
  });
  expect(topmost, 'the rating popup is above the lightbox').toBe(true);
  await page.screenshot({ path: `${SHOTS}/lightbox-rating-375.png` });
  await call('post', `/api/console/conversations/${sessionId}/close`);
  await page.context().close();
});

test('a conversation assigned to an online agent rings, counts in the title and is marked unread; the console brings an offline agent online and warns while offline', async ({
  browser,
}) => {
  await presence('offline');
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US', baseURL: server.baseURL });
  await context.grantPermissions(['notifications']);
  const console = await context.newPage();
  // Records what the console shows as browser notifications (the real API needs a desktop session).
  await console.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { shownNotifications: string[] }).shownNotifications = shown;
    class Recorded {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string) {
        shown.push(title);
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = Recorded;
  });
  await console.goto('/console/');
  await console.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await console.getByLabel('Password').fill(ADMIN_PASSWORD);
  await console.getByRole('button', { name: 'Sign in' }).click();
  await expect(console.getByText('Welcome, Ada')).toBeVisible();
  // Opening the console made the agent available, and nothing green says "Live" beside the workspace name.
  await expect(console.locator('.presence-select')).toContainText('Online');
  await expect(console.locator('.stream-status')).not.toBeInViewport();

  await console.getByLabel('Presence').click();
  await console.getByRole('option', { name: 'Offline' }).click();
  const warning = console.getByRole('button', { name: /Offline: visitors can’t reach you/ });
  await expect(warning).toBeVisible();
  await console.screenshot({ path: `${SHOTS}/console-offline-1280.png` });
  await console.setViewportSize(MOBILE);
  await console.screenshot({ path: `${SHOTS}/console-offline-375.png` });
  await console.setViewportSize(DESKTOP);
  await warning.click();
  await expect(console.locator('.presence-select')).toContainText('Online');
  await expect(warning).toBeHidden();

  await console.getByRole('link', { name: 'History' }).click();
  const visitor = await openVisitor(browser);
  await withAgent(visitor);
  await expect
    .poll(() => console.evaluate(() => (window as unknown as { shownNotifications: string[] }).shownNotifications))
    .toContain('New conversation assigned to you');
  await expect.poll(() => console.title()).toBe('(1) Parley Console');
  await expect(console.getByRole('link', { name: /Inbox/ }).locator('.ant-badge-count')).toHaveText('1');
  await console.screenshot({ path: `${SHOTS}/console-assigned-1280.png` });
  await visitor.context().close();

  // The agent's own choice of Offline is kept on the next visit.
  await console.getByLabel('Presence').click();
  await console.getByRole('option', { name: 'Offline' }).click();
  await expect(warning).toBeVisible();
  await console.reload();
  await expect(console.locator('.presence-select')).toContainText('Offline');
  await context.close();
  await presence('online');
});

test('W-QD4 the help article wears the channel colours and leads back to the chat', async ({ browser }) => {
  const page = await openVisitor(browser);
  await page.getByRole('textbox', { name: 'Message' }).fill('Which payment methods do you accept?');
  await page.getByRole('button', { name: 'Send' }).click();
  const article = rows(page).last().getByRole('link', { name: 'Read the full article' });
  await expect(article).toBeVisible();
  const href = (await article.getAttribute('href'))!;
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1, name: 'Which payment methods do you accept?' })).toBeVisible();
  const back = page.getByRole('link', { name: 'Back to chat' });
  await expect(back).toBeVisible();
  const navBg = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--pw-nav-bg').trim());
  expect(navBg).not.toBe('');
  await expect(page.locator('.pw-doc-bar')).toHaveCSS(
    'background-color',
    await page.evaluate((c) => {
      const probe = document.createElement('div');
      probe.style.color = c;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, navBg),
  );
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  await shootBoth(page, 'question');
  await back.click();
  await expect(page).toHaveURL(/\/chat_online\/index\?channelId=demo/);
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
  await page.context().close();
});
