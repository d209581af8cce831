import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { BUDGETS, gzipBytes, overBudget, screenWeight } from '../../scripts/bundleBudget.mjs';
import { DESKTOP, MOBILE, demoUrl, expect, test } from '../support/fixtures';
import { ROOT } from '../support/server';

/**
 * Issue 17: what a visitor's phone and an agent's browser download before the first screen is usable, measured in
 * Chromium (every script and style sheet the page requested), weighed by the build's gzip copies, against the
 * budgets of scripts/bundleBudget.mjs. `npm run bench:size` prints the same table.
 */
async function loadedFiles(page: Page, prefix: string, open: () => Promise<void>): Promise<string[]> {
  const files = new Set<string>();
  page.on('requestfinished', (req) => {
    const type = req.resourceType();
    const path = new URL(req.url()).pathname;
    if ((type === 'script' || type === 'stylesheet') && path.startsWith(prefix)) files.add(path.slice(prefix.length));
  });
  await open();
  return [...files];
}

/**
 * Issue 35: the widget's first screen is everything it shows in its first 3 s, so the count is every script and style
 * sheet requested in the first 3 s after navigation (or until the widget marked its first messages as painted,
 * 'parley:first-screen' in chat/MessageList.tsx, should that come later): the robot's FAQ card, and linkify or
 * DOMPurify when those messages need them, count. `markOnly` gives issue 17's older figure, up to the mark.
 */
const FIRST_SECONDS_MS = 3000;

async function requestedEarly(page: Page, prefix: string, mark: string, markOnly = false): Promise<string[]> {
  const names = await page.evaluate(
    ([name, window, onlyToMark]) => {
      const at = performance.getEntriesByName(name)[0]?.startTime;
      if (at === undefined) return null;
      const until = onlyToMark ? at : Math.max(at, window);
      return performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= until)
        .map((e) => new URL(e.name).pathname);
    },
    [mark, FIRST_SECONDS_MS, markOnly] as const,
  );
  if (!names) throw new Error(`the widget never set the performance mark ${mark}`);
  return names.filter((p) => p.startsWith(prefix) && /\.(js|css)$/.test(p)).map((p) => p.slice(prefix.length));
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test('the first screens fit their budgets (gzip JS and CSS)', async ({ page, browser }) => {
  await page.setViewportSize(MOBILE);
  await page.goto(demoUrl());
  await expect(page.getByText('Hi, I am Lumi, the Lumen Home assistant.')).toBeVisible();
  await expect(page.getByText('Popular questions')).toBeVisible();
  // Until the end of the first 3 s, so nothing the page asks for in them is missed.
  await page.waitForFunction((ms) => performance.now() > ms, FIRST_SECONDS_MS);
  const widgetFiles = await requestedEarly(page, '/chat_online/', 'parley:first-screen');
  const widget = screenWeight(join(ROOT, 'packages/widget/dist'), widgetFiles);
  const toMark = screenWeight(join(ROOT, 'packages/widget/dist'), await requestedEarly(page, '/chat_online/', 'parley:first-screen', true));

  const agentPage = await browser.newPage({ viewport: DESKTOP });
  const consoleFiles = await loadedFiles(agentPage, '/console/', async () => {
    await agentPage.goto('/console/');
    await expect(agentPage.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  await agentPage.close();
  const consoleSignIn = screenWeight(join(ROOT, 'packages/console/dist'), consoleFiles);
  const embed = gzipBytes(join(ROOT, 'packages/embed/dist/embed.js'));

  const measured = { 'widget first screen': widget.total, 'console sign-in': consoleSignIn.total, 'embed.js': embed };
  const report = {
    measured,
    widgetToMark: toMark.total,
    budgets: BUDGETS,
    widget: widget.rows,
    console: consoleSignIn.rows,
  };
  writeFileSync(join(ROOT, 'e2e/.artifacts/sizes.json'), JSON.stringify(report, null, 1));
  for (const [name, bytes] of Object.entries(measured)) {
    console.log(`${name.padEnd(20)} ${kb(bytes).padStart(9)} gz   budget ${kb(BUDGETS[name]!)}`);
  }
  console.log(`widget until its first messages are painted (issue 17's count): ${kb(toMark.total)} gz`);
  console.log(`widget files:  ${widget.rows.map((r) => `${r.file} ${kb(r.gz)}`).join(', ')}`);
  console.log(`console files: ${consoleSignIn.rows.map((r) => `${r.file} ${kb(r.gz)}`).join(', ')}`);
  expect(overBudget(measured)).toEqual([]);
});

/** Issue 35: the first screen holds still while the robot's FAQ card arrives after its welcome (the list grows downwards). */
const CLS_LIMIT = 0.1;

test('the widget first screen holds still on a phone: cumulative layout shift under 0.1 through the FAQ card', async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(demoUrl());
  await expect(page.getByText('Popular questions')).toBeVisible();
  // The card's own entrance (a transform) is over within a frame or two; shifts after it would still count.
  await page.waitForTimeout(500);
  const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
  console.log(`widget first screen CLS ${cls.toFixed(3)} (limit ${CLS_LIMIT})`);
  expect(cls).toBeLessThan(CLS_LIMIT);
});
