import { mkdirSync } from 'node:fs';
import { WebhookEvent } from '@parley/protocol';
import { signInAdmin } from '../support/consoleSignIn';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { removeDataDir, startServer, type RunningServer } from '../support/server';
import { startApiVisitor } from '../support/visitorApi';
import { signatureValid, startWebhookReceiver } from '../support/webhookReceiver';

/**
 * Issue 32 item 2 in the console: Settings → Webhooks. An admin adds an endpoint (a real receiver started by the
 * test), copies the secret shown once, sends a test event and sees it delivered with the receiver's 200; a visitor's
 * conversation arrives as conversation.created, correctly signed; "send again" delivers the same event id again.
 * Screenshots in e2e/.artifacts/webhooks/.
 */
const SHOTS = 'e2e/.artifacts/webhooks';

test.describe('webhooks in the console', () => {
  test.use({ viewport: DESKTOP });
  test.setTimeout(90_000);
  let server: RunningServer;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

  test.beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    receiver = await startWebhookReceiver();
    // The receiver is on this machine: the outbound guard lets exactly that address through.
    server = await startServer({ env: { OUTBOUND_ALLOW_NETWORKS: '127.0.0.1/32' } });
  });
  test.afterAll(async () => {
    await server?.stop();
    await receiver?.close();
    if (server) removeDataDir(server.dataDir);
  });

  test('an admin adds a webhook, tests it, sees signed deliveries in the log and sends one again', async ({ page }) => {
    await signInAdmin(page, server.baseURL, '/settings/webhooks');
    await expect(page.getByText('No webhooks yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    await form.getByLabel('Description').fill('CRM sync');
    // Every event is ticked for a new webhook; this one wants conversations and tickets only.
    for (const e of [WebhookEvent.MESSAGE_CREATED, WebhookEvent.RATING_CREATED, WebhookEvent.LEAVE_MESSAGE_CREATED]) {
      await form.getByRole('checkbox', { name: new RegExp(`^${e.replace('.', '\\.')} `) }).uncheck();
    }
    await page.screenshot({ path: `${SHOTS}/form.png` });
    await form.getByRole('button', { name: 'Save' }).click();

    const created = page.getByRole('dialog', { name: 'Webhook added' });
    const secret = (await created.locator('.webhooks__secret code').textContent())!.trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    await created.getByRole('button', { name: 'Close' }).click();

    const row = page.getByRole('row', { name: /CRM sync/ });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(WebhookEvent.CONVERSATION_CREATED);
    await expect(row).not.toContainText(WebhookEvent.MESSAGE_CREATED);
    await page.screenshot({ path: `${SHOTS}/list.png` });

    // A test event: queued at once, delivered by the job queue, the receiver's 200 in the log.
    await row.getByRole('button', { name: 'Send test event' }).click();
    await expect(page.getByText('Test event queued')).toBeVisible();
    await row.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: /Deliveries to/ });
    const testRow = log.getByRole('row', { name: /webhook\.test/ });
    await expect(testRow).toContainText('Delivered', { timeout: 15_000 });
    await expect(testRow).toContainText('200');
    const test = receiver.hooks.find((h) => h.event.type === 'webhook.test')!;
    expect(signatureValid(test, secret)).toBe(true);
    expect(signatureValid(test, `${secret}x`)).toBe(false);

    // A visitor writes: their conversation's conversation.created reaches the receiver, signed, and shows in the log.
    const visitor = await startApiVisitor(server.baseURL, 'Webhook visitor');
    await visitor.send('Hello, is my order on its way?');
    await expect
      .poll(() => receiver.hooks.filter((h) => h.event.type === WebhookEvent.CONVERSATION_CREATED).length, { timeout: 15_000 })
      .toBe(1);
    const conversation = receiver.hooks.find((h) => h.event.type === WebhookEvent.CONVERSATION_CREATED)!;
    expect(signatureValid(conversation, secret)).toBe(true);
    await expect(async () => {
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect(log.getByRole('row', { name: /conversation\.created/ })).toContainText('Delivered', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    // The body as sent, indented, under the row.
    const convRow = log.getByRole('row', { name: /conversation\.created/ });
    await convRow.getByRole('button', { name: /expand/i }).click();
    await expect(log.locator('.webhooks__json').first()).toContainText(`"id": "${conversation.event.id}"`);
    await page.screenshot({ path: `${SHOTS}/deliveries.png` });

    // Send again: the same event id and body reach the receiver a second time (it drops repeats by the id).
    await convRow.getByRole('button', { name: 'Send again' }).click();
    await expect.poll(() => receiver.hooks.filter((h) => h.event.id === conversation.event.id).length, { timeout: 15_000 }).toBe(2);
    const again = receiver.hooks.filter((h) => h.event.id === conversation.event.id)[1]!;
    expect(again.raw).toBe(conversation.raw);
    expect(signatureValid(again, secret)).toBe(true);

    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: `${SHOTS}/deliveries-375.png` });
  });
});
