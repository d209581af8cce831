import { readFile } from 'node:fs/promises';
import { ownServer } from '../support/ownServer';
import { DESKTOP, MOBILE, expect, test } from '../support/fixtures';
import { askRobot } from '../support/visitorApi';
import { signInAdmin } from '../support/consoleSignIn';
import { openDatabase } from '../../packages/server/src/platform/db/database';
import { generateReportData } from '../../bench/reports/generate';

/** Reports (issue 31): conversations made through the visitor API, then the page with a period, a chart and a CSV. */
const SHOTS = 'e2e/.artifacts/reports';
const server = ownServer();

test.describe('console reports', () => {
  test.use({ viewport: DESKTOP });
  test.setTimeout(45_000);

  test('the admin changes the period and the website, sees a chart with data and downloads the websites table matching the page', async ({
    page,
  }) => {
    // Two months of a busy team's history (conversations, ratings, tickets, unanswered questions, eight agents), written
    // straight into the server's database as the reports benchmark does, so the page is seen as a lead sees it.
    const db = await openDatabase({ dataDir: server().dataDir });
    try {
      const today = new Date().toISOString().slice(0, 10);
      const twoMonths = { conversations: 4_800, messages: 28_000, ratings: 1_400, tickets: 320, unanswered: 600 };
      await generateReportData(db.kysely, { tenantId: 'demo', channelIds: ['demo'], zone: 'UTC', lastDay: today, days: 60, ...twoMonths });
    } finally {
      await db.close();
    }
    for (const q of ['What are your opening hours?', 'Do you ship abroad?', 'Hello']) await askRobot(server().baseURL, q);

    await signInAdmin(page, server().baseURL, '/reports');
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByTitle('Last 30 days').click();
    // A chart draws its SVG with the period's data.
    await expect(page.locator('.reports-page svg path').first()).toBeVisible();
    // One website only: the demo's, whose conversations these are.
    const filtered = page.waitForResponse((r) => r.url().includes('/reports/overview') && r.url().includes('channelId=demo'));
    await page.getByRole('combobox', { name: 'All websites' }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Website', { exact: true }).click();
    expect((await filtered).status()).toBe(200);
    await page.getByRole('tab', { name: 'Websites' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Websites' });
    const rows = panel.locator('tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    const shown: string[][] = [];
    for (const row of await rows.all()) shown.push(await row.locator('td').allTextContents());
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export CSV' }).click();
    const bytes = await readFile(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split(/\r?\n/);
    expect(lines.length - 1).toBe(shown.length);
    // Name and counts as shown (the websites table has no durations).
    for (const [i, cells] of shown.entries()) {
      const csv = lines[i + 1]!.split(',').map((c) => c.replace(/^"|"$/g, ''));
      expect(csv.slice(0, 5)).toEqual(cells.slice(0, 5));
    }

    // The agent table has time online and away (S-RP10); with a website chosen it lists only agents with conversations.
    await page.getByRole('tab', { name: 'Agents' }).click();
    const agents = page.getByRole('tabpanel', { name: 'Agents' });
    await expect(agents.getByRole('columnheader', { name: 'Time online' })).toBeVisible();

    // The page as a lead sees it, in English and Chinese (the console's languages), at three sizes.
    const sizes = [DESKTOP, { width: 1440, height: 900 }, MOBILE];
    for (const lang of ['en', 'zh']) {
      if (lang === 'zh') await page.getByRole('banner').getByRole('button', { name: '中文' }).click();
      for (const size of sizes) {
        await page.setViewportSize(size);
        await page.locator('.reports-head').scrollIntoViewIfNeeded();
        await expect(page.locator('.reports-page svg path').first()).toBeVisible();
        await page.screenshot({ path: `${SHOTS}/reports-${lang}-${size.width}.png` });
      }
    }
  });
});
