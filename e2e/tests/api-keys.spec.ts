import { RestPath } from '@parley/protocol';
import { ownServer } from '../support/ownServer';
import { DESKTOP, expect, test } from '../support/fixtures';
import { signInAdmin } from '../support/consoleSignIn';

/** Settings → API keys: create a key (shown once), use it on the REST API, revoke it; the key stops at once. */
const SHOTS = 'e2e/.artifacts/apiKeys';
const server = ownServer();

test.describe('API keys', () => {
  test.use({ viewport: DESKTOP });
  test.setTimeout(90_000);

  test('an admin creates a key, copies it once, sees its use, and revokes it', async ({ page, request }) => {
    await signInAdmin(page, server().baseURL, '/settings/apiKeys');
    await page.getByRole('button', { name: 'New API key' }).click();
    await page.getByLabel('Name').fill('CRM sync');
    await page.getByRole('checkbox', { name: 'Write' }).check();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Your new API key' });
    await expect(dialog.getByText('Copy it now: it is shown only once.')).toBeVisible();
    const key = (await dialog.locator('.ant-typography code').textContent())!.trim();
    expect(key).toMatch(/^pk_/);
    await page.screenshot({ path: `${SHOTS}/created.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();

    const res = await request.get(`${server().baseURL}${RestPath.conversations}`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status()).toBe(200);
    await page.reload();
    const row = page.getByRole('row', { name: /CRM sync/ });
    await expect(row).toContainText('Write');
    await expect(row).not.toContainText('Never');
    await page.screenshot({ path: `${SHOTS}/list.png` });

    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByRole('row', { name: /CRM sync/ })).toHaveCount(0);
    const after = await request.get(`${server().baseURL}${RestPath.conversations}`, { headers: { authorization: `Bearer ${key}` } });
    expect(after.status()).toBe(401);
  });
});
