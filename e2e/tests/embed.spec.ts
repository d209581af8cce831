import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DESKTOP, expect, test } from '../support/fixtures';

/** A tenant's own site on another origin of this machine, with the one script tag. */
let tenantSite: Server;
let tenantOrigin = '';

test.beforeAll(async () => {
  const widgetOrigin = process.env.E2E_BASE_URL;
  tenantSite = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>Shop</title><h1>Lumen Home shop</h1>
      <script src="${widgetOrigin}/embed.js" data-channel-id="demo" data-color="#0f766e" async></script>`);
  });
  await new Promise<void>((r) => tenantSite.listen(0, '127.0.0.1', r));
  tenantOrigin = `http://localhost:${(tenantSite.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((r) => tenantSite.close(r));
});

test.describe('embed.js on a tenant page', () => {
  test.use({ viewport: DESKTOP });

  test('adds a launcher that opens and closes the widget iframe', async ({ page, baseURL }) => {
    await page.goto(`${tenantOrigin}/product/1`);
    const launcher = page.getByRole('button', { name: 'Open chat' });
    await expect(launcher).toBeVisible();
    await launcher.click();
    const frame = page.locator('#parley-widget iframe');
    await expect(frame).toBeVisible();
    const src = await frame.getAttribute('src');
    expect(src).toContain(`${baseURL}/chat_online/index?channelId=demo&from=iframe`);
    expect(src).toContain(encodeURIComponent(`${tenantOrigin}/product/1`));
    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(frame).toBeHidden();
  });
});
