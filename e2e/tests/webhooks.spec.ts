import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { signInAdmin } from '../support/consoleSignIn';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { ownServer } from '../support/ownServer';
import { startApiVisitor } from '../support/visitorApi';
import { signatureValid, startReceiver } from '../support/webhookReceiver';

/**
 * Settings → Webhooks end to end (issue 32 item 2): an admin adds an endpoint pointing at a real receiver started
 * here (the server may post to 127.0.0.1: OUTBOUND_ALLOW_NETWORKS), sends a test event and sees it delivered with a
 * 200 in the log, the receiver checks the signature with the secret shown once; a visitor's new chat shows as
 * conversation.created, and "Send again" delivers that event (same id) again. Screenshots in e2e/.artifacts/webhooks/.
 */
const SHOTS = 'e2e/.artifacts/webhooks';
const server = ownServer({ OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32' });

test.describe('webhooks', () => {
  test.use({ viewport: DESKTOP });
  test.setTimeout(60_000);

  test('an admin adds an endpoint, sends a test event, sees a conversation delivered and sends it again', async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    const receiver = await startReceiver();
    try {
      await signInAdmin(page, server().baseURL, '/settings/webhooks');
      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      await form.getByLabel('Endpoint URL').fill(receiver.url);
      await form.getByLabel('Description').fill('CRM sync');
      await expect(form.getByRole('checkbox')).toHaveCount(8);
      await page.screenshot({ path: `${SHOTS}/add.png` });
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: "Your endpoint's signing secret" });
      const secret = (await shown.locator('.ant-typography code').textContent())!.trim();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Close' }).click();

      await page.getByRole('button', { name: 'Send test event' }).click();
      const log = page.locator('.webhook-detail .ant-table');
      const testRow = log.locator('tr.ant-table-row', { hasText: 'webhook.test' });
      await expect(testRow).toContainText('Delivered', { timeout: 15_000 });
      await expect(testRow).toContainText('200');
      await expect.poll(() => receiver.received.length).toBe(1);
      const got = receiver.received[0]!;
      expect(got.event.type).toBe('webhook.test');
      expect(got.eventIdHeader).toBe(got.event.id);
      expect(signatureValid(secret, got)).toBe(true);
      expect(signatureValid(`${secret}x`, got)).toBe(false);

      // The same secret is revealed again on the endpoint's page.
      await page.getByRole('button', { name: 'Reveal' }).click();
      await expect(page.locator('.ant-descriptions').getByText(secret)).toBeVisible();

      const visitor = await startApiVisitor(server().baseURL, 'Webhook visitor');
      await visitor.send('Hello, is my order on its way?');
      const created = log.locator('tr.ant-table-row', { hasText: 'conversation.created' });
      await expect(async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(created).toContainText('Delivered', { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await created.getByRole('button', { name: /expand/i }).click();
      await expect(page.locator('.webhook-json').first()).toContainText('"type": "conversation.created"');
      await page.screenshot({ path: `${SHOTS}/log.png`, fullPage: true });
      // No serious or critical axe finding on the endpoint's page with a delivery open (as a11y.spec.ts).
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);

      const eventId = receiver.received.find((r) => r.event.type === 'conversation.created')!.event.id;
      await created.getByRole('button', { name: 'Send again' }).click();
      await expect(log.locator('tr.ant-table-row', { hasText: 'conversation.created' })).toHaveCount(2);
      await expect.poll(() => receiver.received.filter((r) => r.event.id === eventId).length, { timeout: 15_000 }).toBe(2);
      const again = receiver.received.filter((r) => r.event.id === eventId)[1]!;
      expect(signatureValid(secret, again)).toBe(true);
      await expect(log.locator('tr.ant-table-row', { hasText: 'conversation.created' }).first()).toContainText('Delivered', {
        timeout: 15_000,
      });

      // Paused by the admin, then resumed (S-WH10).
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect(page.getByText(/no events are sent until you resume/)).toBeVisible();
      await page.getByRole('button', { name: 'Resume' }).click();
      await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

      await page.setViewportSize(MOBILE);
      await page.screenshot({ path: `${SHOTS}/log-mobile.png` });
      await page.getByRole('button', { name: /All endpoints/ }).click();
      const row = page.getByRole('row', { name: /CRM sync/ });
      await expect(row).toContainText('Active');
      await expect(row).toContainText('Delivered');
      await page.screenshot({ path: `${SHOTS}/list-mobile.png` });
      await page.setViewportSize(DESKTOP);
      await page.screenshot({ path: `${SHOTS}/list.png` });
    } finally {
      await receiver.close();
    }
  });
});
