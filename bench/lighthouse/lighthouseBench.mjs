// bench:lighthouse — Lighthouse on the widget's first screen (phone preset: simulated slow 4G and a 4× slower
// processor; and desktop) and on the console's sign-in, against the built server on SQLite with the demo workspace.
// Prints the scores and the figures issue 35 names (LCP, CLS, total blocking time, console errors); asserts nothing.
// Chromium from CHROME_PATH (default /usr/bin/chromium). LIGHTHOUSE_RUNS (default 3) runs each page; the median counts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { buildServer, machineNote, parleyServer } from '../scale/lib.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// A first visit clears the page's storage before each run (a new visitor: chatStart creates them); a returning one keeps
// it (Lighthouse's default), after one run not counted that makes the visitor (resumed: offline messages and history).
const PAGES = [
  { name: 'widget, phone, first visit', path: '/chat_online/index?channelId=demo', desktop: false, firstVisit: true },
  { name: 'widget, phone, returning visitor', path: '/chat_online/index?channelId=demo', desktop: false, firstVisit: false },
  { name: 'widget, desktop, first visit', path: '/chat_online/index?channelId=demo', desktop: true, firstVisit: true },
  { name: 'console sign-in, desktop', path: '/console/', desktop: true, firstVisit: true },
];
const DEFAULT_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function audit(url, desktop, firstVisit, port) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    clearStorageTypes: firstVisit ? [...DEFAULT_CLEARED, 'local_storage', 'indexeddb', 'cookies'] : DEFAULT_CLEARED,
  };
  const result = await lighthouse(url, flags, desktop ? desktopConfig : undefined);
  const { categories: c, audits: a } = result.lhr;
  return {
    performance: Math.round(c.performance.score * 100),
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    lcpMs: a['largest-contentful-paint'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    tbtMs: a['total-blocking-time'].numericValue,
    consoleErrors: a['errors-in-console'].details?.items?.length ?? 0,
    transferKb: a['total-byte-weight'].numericValue / 1024,
  };
}

async function main() {
  buildServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-lighthouse-'));
  const server = await parleyServer({ DATA_DIR: dataDir });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  try {
    console.log(`bench:lighthouse — ${machineNote()}; ${RUNS} runs a page, medians`);
    const rows = [];
    for (const page of PAGES) {
      const runs = [];
      if (!page.firstVisit) await audit(server.base + page.path, page.desktop, false, chrome.port);
      for (let i = 0; i < RUNS; i++) runs.push(await audit(server.base + page.path, page.desktop, page.firstVisit, chrome.port));
      const m = (k) => median(runs.map((r) => r[k]));
      rows.push(
        `| ${page.name} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${Math.round(m('lcpMs'))} | ` +
          `${m('cls').toFixed(3)} | ${Math.round(m('tbtMs'))} | ${m('consoleErrors')} | ${m('transferKb').toFixed(0)} |`,
      );
      console.log(rows.at(-1));
    }
    console.log(
      `\n| page | performance | accessibility | best practices | LCP ms | CLS | TBT ms | console errors | transfer KB |\n` +
        `|---|---|---|---|---|---|---|---|---|\n${rows.join('\n')}`,
    );
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
