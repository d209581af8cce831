import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../support/server';
import { DESKTOP, expect, test } from '../support/fixtures';

test.describe('console sign-in', () => {
  test.use({ viewport: DESKTOP });

  test('refuses a wrong password, then signs the admin in and out', async ({ page }) => {
    await page.goto('/console/');
    await expect(page.getByRole('heading', { name: 'Parley Console' })).toBeVisible();
    await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong e-mail or password');

    await page.getByLabel('Password').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Welcome, Ada')).toBeVisible();
    await page.screenshot({ path: 'e2e/.artifacts/screens/console-home-desktop.png' });

    await page.reload();
    await expect(page.getByText('Welcome, Ada')).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
});
