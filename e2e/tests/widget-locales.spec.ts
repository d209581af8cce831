import { mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { VisitorPath } from '@parley/protocol';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ROOT } from '../support/server';

/**
 * Locales (issue 15; W-SH2, W-SH8, W-EM3 in packages/widget/src/session/SPEC.md): the widget in Arabic, right to left and
 * mirrored; Japanese and Burmese texts; a switch from Chinese to English asked for by the embedding page, from another
 * origin. Texts are read from the widget's own locale files, so a better translation does not break the test.
 */
const SHOTS = 'e2e/.artifacts/locales';
mkdirSync(SHOTS, { recursive: true });

type Texts = { composer: { label: string; send: string }; menu: { label: string }; message: { list: string } };
const texts = (code: string) => JSON.parse(readFileSync(join(ROOT, `packages/widget/src/i18n/locales/${code}.json`), 'utf8')) as Texts;

async function widgetIn(browser: Browser, locale: string, viewport: { width: number; height: number }): Promise<Page> {
  // The browser says English: the `locale` query wins over it (W-SH2).
  const context = await browser.newContext({ viewport, locale: 'en-US', baseURL: process.env.E2E_BASE_URL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const started = page.waitForRequest((r) => r.url().endsWith(VisitorPath.chatStart));
  await page.goto(demoUrl(`&locale=${locale}`));
  // The chosen locale goes with chatStart: the server answers in it (robot texts, notices).
  expect(((await started).postDataJSON() as { locale?: string }).locale).toBe(locale);
  return page;
}

test.describe.configure({ timeout: 60_000 });

test.describe('the widget in other languages', () => {
  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`W-SH8 Arabic on a ${name}: dir=rtl, the visitor's bubbles on the left of the robot's`, async ({ browser }) => {
      const ar = texts('ar');
      const page = await widgetIn(browser, 'ar', viewport);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      const input = page.getByRole('textbox', { name: ar.composer.label });
      await expect(input).toBeVisible({ timeout: 15_000 });
      await input.fill('مرحبا، أين طلبي؟');
      await page.getByRole('button', { name: ar.composer.send }).click();

      const list = page.getByRole('list', { name: ar.message.list });
      const visitor = list.locator('.pw-bubble--visitor').last();
      const robot = list.locator('.pw-bubble--other').first();
      await expect(visitor).toBeVisible();
      await expect(robot).toBeVisible();
      const [v, r] = [await visitor.boundingBox(), await robot.boundingBox()];
      // Right to left the visitor speaks from the left edge, the robot from the right.
      expect(v!.x).toBeLessThan(r!.x);
      expect(v!.x + v!.width).toBeLessThan(r!.x + r!.width);
      // The quick-menu strip and the composer keep to the mirrored side too.
      await expect(page.getByRole('navigation', { name: ar.menu.label })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/ar-${name}.png` });
      await page.context().close();
    });
  }

  for (const code of ['ja', 'my']) {
    test(`W-SH2 ${code}: the chat's texts in that language, left to right`, async ({ browser }) => {
      const own = texts(code);
      const page = await widgetIn(browser, code, MOBILE);
      await expect(page.getByRole('textbox', { name: own.composer.label })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('navigation', { name: own.menu.label })).toBeVisible();
      await expect(page.getByRole('button', { name: own.composer.send })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await page.screenshot({ path: `${SHOTS}/${code}-phone.png` });
      await page.context().close();
    });
  }
});

test.describe('a switch of language from the embedding page', () => {
  let shop: Server;
  let tenant = '';

  test.beforeAll(async () => {
    const widget = process.env.E2E_BASE_URL!;
    // The tenant's page, on another origin than the widget (localhost against 127.0.0.1).
    shop = createServer((_req, res) => {
      res.setHeader('content-type', 'text/html');
      res.end(`<!doctype html><html lang="zh"><title>Shop</title><h1>Shop</h1>
        <script src="${widget}/embed.js" data-channel-id="demo" async></script>`);
    });
    await new Promise<void>((r) => shop.listen(0, '127.0.0.1', r));
    tenant = `http://localhost:${(shop.address() as AddressInfo).port}`;
  });

  test.afterAll(async () => {
    await new Promise((r) => shop.close(r));
  });

  test('W-EM3 Parley("setLocale", "en") turns a Chinese widget English without a reload', async ({ browser }) => {
    const [zh, en] = [texts('zh'), texts('en')];
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(tenant);
    await page.locator('#parley-widget .launcher').click();
    const widget = page.frameLocator('#parley-widget iframe');
    await expect(widget.getByRole('textbox', { name: zh.composer.label })).toBeVisible({ timeout: 15_000 });
    await expect(widget.locator('html')).toHaveAttribute('lang', 'zh-CN');
    // Marks the frame's document: a reload would lose the mark.
    const frame = page.frames().find((f) => f.url().includes('/chat_online/'))!;
    await frame.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

    await page.evaluate(() => (window as unknown as { Parley: (...a: unknown[]) => void }).Parley('setLocale', 'en'));
    await expect(widget.getByRole('textbox', { name: en.composer.label })).toBeVisible();
    await expect(widget.getByRole('navigation', { name: en.menu.label })).toBeVisible();
    await expect(widget.locator('html')).toHaveAttribute('lang', 'en');
    expect(await frame.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    await page.screenshot({ path: `${SHOTS}/switch-en.png` });
    await context.close();
  });
});
