import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from './server';

/** Signs the demo admin in to the console of the server at baseURL and opens a console path (e.g. '/settings/knowledge'). */
export async function signInAdmin(page: Page, baseURL: string, path: string): Promise<void> {
  await page.goto(`${baseURL}/console/`);
  await page.getByLabel('E-mail').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Welcome, Ada')).toBeVisible();
  await page.goto(`${baseURL}/console${path}`);
}
