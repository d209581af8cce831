import { mkdirSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { agentApi } from '../support/agentApi';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, removeDataDir, startServer, type RunningServer } from '../support/server';

/**
 * The desktop side panel (issue 14 item 1; W-SP1–W-SP6 in packages/widget/src/session/SPEC.md) on the demo channel, which
 * ships it on. Own server: an agent takes a chat here. The tenant's links (lumen.example) are answered by the test, so
 * nothing leaves the machine.
 */
const SHOTS = 'e2e/.artifacts/sidepanel';
mkdirSync(SHOTS, { recursive: true });
let server: RunningServer;
let agent: APIRequestContext;
const { call, sessionOf } = agentApi(() => agent);

/** Reduced motion holds the ad carousel still (W-SP6), so screenshots show one whole ad; `moving` lets it play. */
async function visitor(
  browser: Browser,
  {
    viewport = DESKTOP,
    userAgent,
    moving = false,
  }: { viewport?: { width: number; height: number }; userAgent?: string; moving?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-US',
    baseURL: server.baseURL,
    reducedMotion: moving ? 'no-preference' : 'reduce',
    ...(userAgent ? { userAgent } : {}),
  });
  await context.route('https://lumen.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: `<title>Lumen Home</title><h1>${new URL(route.request().url()).pathname}</h1>` }),
  );
  const page = await context.newPage();
  await page.goto(demoUrl());
  // A fresh server's first page is the slowest on a busy machine.
  await expect(page.getByRole('region', { name: 'Popular questions' })).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

const panelOf = (page: Page) => page.getByRole('complementary', { name: 'Help and links' });
const rows = (page: Page) => page.getByRole('list', { name: 'Conversation' }).locator(':scope > li');

// A fresh page, an agent's join and a 5 s carousel turn each take their time on a busy two-core machine.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.beforeAll(async () => {
  server = await startServer();
  agent = await playwrightRequest.newContext({ baseURL: server.baseURL });
  await call('post', '/api/console/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  await call('post', '/api/console/presence', { presence: 'online' });
});

test.afterAll(async () => {
  await agent.dispose();
  await server.stop();
  removeDataDir(server.dataDir);
});

test.describe('desktop side panel', () => {
  test('W-SP1 W-SP2 W-SP3 at 1280×800: beside the chat, quick links first, each opening its link in a new tab', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    const panel = panelOf(page);
    await expect(panel).toBeVisible();
    // W-SP1: sideBarWidth wide, beside the chat card of mainWidth × mainHeight (the demo's 320, and 380 × 640).
    expect((await panel.boundingBox())!.width).toBe(320);
    const card = (await page.locator('.pw-desk__card').boundingBox())!;
    expect([card.width, card.height]).toEqual([380, 640]);

    // W-SP2: quick links first (quickFlag on); no agent card before an agent takes the chat.
    const tabs = panel.getByRole('tab');
    await expect(tabs).toHaveText(['Quick links', 'Common questions']);
    await expect(panel.getByRole('tab', { name: 'Quick links' })).toHaveAttribute('aria-selected', 'true');

    // W-SP3: four links are a normal grid; pictures from this server, names, a new tab without an opener.
    const links = panel.getByRole('tabpanel').getByRole('link');
    await expect(links).toHaveText(['Order tracking', 'Return centre', 'Lamp care guide', 'Gift cards']);
    await expect(panel.locator('.pw-side__links')).toHaveClass(/pw-side__links--normal/);
    const first = links.first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', /noopener/);
    await expect
      .poll(() =>
        panel
          .locator('.pw-side__link-img')
          .evaluateAll((imgs) => imgs.map((i) => (i instanceof HTMLImageElement ? i.complete && i.naturalWidth > 0 : false))),
      )
      .toEqual([true, true, true, true]);

    await page.screenshot({ path: `${SHOTS}/quick-links-1280.png` });

    const [popup] = await Promise.all([context.waitForEvent('page'), first.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe('https://lumen.example/orders');
    expect(await popup.evaluate(() => window.opener === null)).toBe(true);
    await popup.close();
    await context.close();
  });

  test('W-SP6 W-SP2 the ad carousel, 150 px high, playing by itself, its dots, and arrow keys along the tabs', async ({ browser }) => {
    const { context, page } = await visitor(browser, { moving: true });
    const panel = panelOf(page);
    // W-SP6: the ads, 150 px high, each a link; the dots move between them.
    const ads = panel.getByRole('region', { name: 'Offers' });
    await expect(ads.getByRole('link', { name: 'Offer 1 of 2' })).toHaveAttribute('href', 'https://lumen.example/sale');
    await expect(ads.getByRole('link', { name: 'Offer 2 of 2' })).toHaveAttribute('href', 'https://lumen.example/delivery');
    expect((await ads.locator('.pw-side__ad-view').boundingBox())!.height).toBe(150);
    // It moves on by itself (every 5 s) unless the visitor asked for less motion; only the ad shown can be reached.
    await expect(ads.getByRole('button', { name: 'Show offer 1' })).toHaveAttribute('aria-current', 'true');
    await expect(ads.getByRole('button', { name: 'Show offer 2' })).toHaveAttribute('aria-current', 'true', { timeout: 8000 });
    await expect(ads.getByRole('link', { name: 'Offer 2 of 2' })).toBeInViewport();
    await expect(ads.getByRole('link', { name: 'Offer 1 of 2' })).not.toBeInViewport();
    await ads.getByRole('button', { name: 'Show offer 1' }).click();
    await expect(ads.getByRole('button', { name: 'Show offer 1' })).toHaveAttribute('aria-current', 'true');
    await expect(ads.getByRole('link', { name: 'Offer 1 of 2' })).toBeInViewport();

    // Arrow keys move along the tabs.
    await panel.getByRole('tab', { name: 'Quick links' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('tab', { name: 'Common questions' })).toBeFocused();
    await expect(panel.getByRole('tab', { name: 'Common questions' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });

  test('W-SP4 a common question is answered as a FAQ click: the question as the visitor, the answer after it, scrolled into view', async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser);
    const panel = panelOf(page);
    await panel.getByRole('tab', { name: 'Common questions' }).click();
    const questions = panel.getByRole('tabpanel').getByRole('button');
    await expect(questions).toHaveText([
      'Do you ship outside the EU?',
      'Do the lamps come with bulbs?',
      'Can I collect my order in a store?',
      'How do I use a discount code?',
    ]);
    await page.screenshot({ path: `${SHOTS}/common-questions-1280.png` });

    const before = await rows(page).count();
    const clickedAt = Date.now();
    await questions.nth(1).click();
    const asked = rows(page).nth(before);
    await expect(asked).toContainText('Do the lamps come with bulbs?');
    await expect(asked.locator('.pw-row--visitor')).toHaveCount(1);
    const answer = rows(page).nth(before + 1);
    await expect(answer).toContainText('Every Lumen lamp comes with a warm-white LED bulb');
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(200);
    await expect(answer.locator('.pw-row--other')).toHaveCount(1);
    await expect(answer).toBeInViewport();
    // Only in this page, like the FAQ's canned answers: nothing is asked of the robot.
    await expect(rows(page)).toHaveCount(before + 2);
    await page.screenshot({ path: `${SHOTS}/common-question-answered-1280.png` });
    await context.close();
  });

  test('W-SP2 W-SP5 the agent card tab appears when an agent takes the chat, and goes with the agent', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    const panel = panelOf(page);
    await expect(panel.getByRole('tab', { name: 'Agent card' })).toHaveCount(0);
    // A console silent for 90 s counts as away: the agent says it is here now.
    await call('post', '/api/console/presence', { presence: 'online' });
    await page.getByRole('navigation', { name: 'Quick actions' }).getByRole('button', { name: 'Talk to a person' }).click();
    await expect(page.getByText('Ada joined the conversation')).toBeVisible();

    const agentTab = panel.getByRole('tab', { name: 'Agent card' });
    await expect(panel.getByRole('tab')).toHaveText(['Quick links', 'Common questions', 'Agent card']);
    await expect(panel.getByRole('tab', { name: 'Quick links' })).toHaveAttribute('aria-selected', 'true');
    await agentTab.click();
    const card = panel.getByRole('region', { name: 'Your agent' });
    await expect(card.getByRole('heading', { name: 'Ada' })).toBeVisible();
    await expect(card).toContainText('Lumen Home customer care');
    await expect(card.getByRole('definition')).toHaveText(['+49 30 1234 5678', 'care@lumen.example', 'LumenHomeCare']);
    await expect(card.getByRole('term')).toHaveText(['Phone', 'E-mail', 'WeChat']);
    await expect(card.getByRole('link', { name: '+49 30 1234 5678' })).toHaveAttribute('href', 'tel:+493012345678');
    await expect(card.getByRole('link', { name: 'care@lumen.example' })).toHaveAttribute('href', 'mailto:care@lumen.example');
    await page.screenshot({ path: `${SHOTS}/agent-card-1280.png` });

    // Status 2 ends: the card's tab goes and the first tab shows again.
    await call('post', `/api/console/conversations/${await sessionOf(page)}/close`);
    await expect(page.getByText('The agent ended the conversation')).toBeVisible();
    await expect(agentTab).toHaveCount(0);
    await expect(panel.getByRole('tab', { name: 'Quick links' })).toHaveAttribute('aria-selected', 'true');
    await context.close();
  });

  test('W-SP1 at 375×812 (a phone, or a window too narrow) there is no panel and its chunk is never fetched', async ({ browser }) => {
    const IPHONE =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    for (const userAgent of [IPHONE, undefined]) {
      const fetched: string[] = [];
      const { context, page } = await visitor(browser, { viewport: MOBILE, ...(userAgent ? { userAgent } : {}) });
      page.on('request', (r) => fetched.push(r.url()));
      await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.')).toBeVisible();
      await expect(panelOf(page)).toHaveCount(0);
      expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('/SidePanel-')))).toBe(false);
      expect(fetched.filter((u) => u.includes('/SidePanel-'))).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/no-panel-375${userAgent ? '-phone' : ''}.png` });
      await context.close();
    }
  });

  test('W-SP1 the panel follows the window: it goes when the window narrows and comes back when it widens', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await expect(panelOf(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('kept while the panel comes and goes');
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(panelOf(page)).toHaveCount(0);
    await page.setViewportSize(DESKTOP);
    await expect(panelOf(page)).toBeVisible();
    // The chat was not remounted by the panel: the draft is still there.
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('kept while the panel comes and goes');
    await context.close();
  });
});
