import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAll, root, run } from './lib.mjs';

/**
 * npm test: type check, lint, formatting and dependency rules, Vitest (unit + server on SQLite and PostgreSQL), then
 * the Playwright suite in Chromium.
 * Says plainly what it could not run and how to enable it; under CI=true nothing may be skipped.
 * Ends with one line "total: N passed, N failed, N skipped".
 */
const CI = process.env.CI === 'true';
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

const missing = [];
if (!(await reachable('127.0.0.1', 5432)))
  missing.push('PostgreSQL server tests: nothing on 127.0.0.1:5432 (start PostgreSQL, or set TEST_DATABASE_URL)');
if (!(await reachable('127.0.0.1', 6379)))
  missing.push('two-node scale-out tests: nothing on 127.0.0.1:6379 (start redis-server, or set TEST_REDIS_URL)');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
if (!existsSync(NGINX))
  missing.push(`two-node failover test behind nginx: no nginx at ${NGINX} (apt-get install nginx, or set NGINX_PATH)`);
const haveChromium = existsSync(CHROMIUM);
if (!haveChromium) missing.push(`end-to-end tests: no Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH)`);
for (const m of missing) console.warn(`[skipped] ${m}`);
if (CI && missing.length) {
  console.error('CI=true: refusing to skip any suite.');
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'parley-reports-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

async function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  try {
    await fn();
  } catch (err) {
    ok = false;
    console.error(`[${name}] ${err.message}`);
  }
}

await step('type check (tsc -b, then the tests)', async () => {
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.tests.json']);
});

// Each of the three is one check in the totals; all three run even when one fails.
await step('lint and dependency rules (eslint, prettier --check, npm run deps)', async () => {
  const checks = [
    ['eslint', [join(root, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings', '0']],
    ['prettier --check', [join(root, 'node_modules/prettier/bin/prettier.cjs'), '--check', '.', '--log-level', 'warn']],
    ['dependency rules', [join(root, 'scripts/deps.mjs')]],
  ];
  const failed = [];
  for (const [name, args] of checks) {
    console.log(`--- ${name}`);
    await run(process.execPath, args).catch(() => failed.push(name));
  }
  totals.passed += checks.length - failed.length;
  totals.failed += failed.length;
  if (failed.length) throw new Error(`failed: ${failed.join(', ')}`);
});

const vitestJson = join(reports, 'vitest.json');
await step('unit and server tests (vitest)', () =>
  run(process.execPath, [
    join(root, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ]),
);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests + (r.numFailedTestSuites ?? 0);
  totals.skipped += r.numPendingTests + r.numTodoTests;
} else ok = false;

if (haveChromium) {
  await step('build for end-to-end', () => buildAll());
  const pwJson = join(reports, 'playwright.json');
  await step('end-to-end tests (playwright, chromium)', () =>
    run(
      process.execPath,
      [join(root, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
      {
        env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
      },
    ),
  );
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
  } else ok = false;
}
rmSync(reports, { recursive: true, force: true });

if (missing.length) console.warn(`\nNot run here: ${missing.join('; ')}`);
if (totals.failed > 0) ok = false;
console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
