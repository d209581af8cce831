import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, dropSchema, type Db } from '../../packages/server/src/platform/db/database.js';
import { migrate } from '../../packages/server/src/platform/db/migrate.js';
import {
  liveFacts,
  names,
  ratingFacts,
  sessionFacts,
  ticketFacts,
  topUnanswered,
} from '../../packages/server/src/domains/reports/reportQueries.js';
import { periods, reportOverview } from '../../packages/server/src/domains/reports/reportService.js';
import type { AppContext } from '../../packages/server/src/platform/context.js';
import { addDays } from '../../packages/server/src/domains/reports/zoneTime.js';
import { generateReportData, type GenerateOptions } from './generate.js';

/*
 * npm run bench:reports — 100,000 conversations, 1,000,000 messages, 20,000 ratings and 10,000 tickets over 90 days
 * in one workspace (and a small second one beside it), then every report query timed on SQLite and PostgreSQL
 * (PG_URL, default the test database). Options: --quick (a tenth of the data; BENCH_SCALE=0.25 any share), --runs N,
 * --only sqlite|postgres.
 */

const PG_URL = process.env.PG_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ZONE = 'Asia/Shanghai';
const TENANT = 'bench';

async function setUpWorkspace(db: Db, tenantId: string, channels: string[]) {
  const now = Date.now();
  await db.kysely.insertInto('tenants').values({ id: tenantId, name: tenantId, created_at: now }).execute();
  for (const id of channels)
    await db.kysely
      .insertInto('channels')
      .values({ id, tenant_id: tenantId, name: id, robot_no: id, settings: '{}', created_at: now, updated_at: now })
      .execute();
  await db.kysely
    .insertInto('ticket_templates')
    .values({
      id: `${tenantId}-type`,
      tenant_id: tenantId,
      kind: 'type',
      name: 'Support',
      fields: '[]',
      first_response_minutes: 60,
      resolution_minutes: 480,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const at = (p: number) => s[Math.max(0, Math.ceil(p * s.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: s.at(-1)! };
}

async function time(runs: number, fn: () => Promise<unknown>) {
  await fn(); // warm the caches and the statement cache
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return stats(ms);
}

async function benchDialect(dialect: 'sqlite' | 'postgres', scale: number, runs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'parley-bench-reports-'));
  const schema = `bench_reports_${randomBytes(4).toString('hex')}`;
  const db = await openDatabase(dialect === 'postgres' ? { dataDir, databaseUrl: PG_URL, databaseSchema: schema } : { dataDir });
  try {
    await migrate(db);
    await setUpWorkspace(db, TENANT, ['web', 'app', 'shop']);
    await setUpWorkspace(db, 'other', ['other-web']);
    const today = new Date().toISOString().slice(0, 10);
    const base: Omit<GenerateOptions, 'tenantId' | 'channelIds'> = {
      zone: ZONE,
      lastDay: today,
      days: 90,
      conversations: Math.round(100_000 * scale),
      messages: Math.round(1_000_000 * scale),
      ratings: Math.round(20_000 * scale),
      tickets: Math.round(10_000 * scale),
      unanswered: Math.round(20_000 * scale),
    };
    const t0 = performance.now();
    await generateReportData(db.kysely, {
      ...base,
      tenantId: TENANT,
      channelIds: ['web', 'app', 'shop'],
      log: (l) => console.log(`  [${dialect}] ${l}`),
    });
    await generateReportData(db.kysely, {
      ...base,
      tenantId: 'other',
      channelIds: ['other-web'],
      conversations: 2000,
      messages: 20_000,
      ratings: 400,
      tickets: 200,
      unanswered: 200,
      seed: 7,
    });
    if (dialect === 'postgres') await db.kysely.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } } as never);
    console.log(`  [${dialect}] generated in ${Math.round((performance.now() - t0) / 1000)} s`);

    const ctx = { db, now: () => Date.now() } as unknown as AppContext;
    const q = db.kysely;
    const filter = { tenantId: TENANT };
    const rows: string[] = [];
    for (const days of [1, 7, 30, 90]) {
      const from = addDays(today, -(days - 1));
      const { period, previous } = periods(from, today, ZONE);
      const both = { start: previous.start, end: period.end };
      const cases: [string, () => Promise<unknown>][] = [
        ['conversations (both periods)', () => sessionFacts(db, filter, both)],
        ['ratings (both periods)', () => ratingFacts(db, filter, both)],
        ['tickets and their changes', () => ticketFacts(db, filter, previous.start, period.end)],
        ['unanswered questions', () => topUnanswered(q, filter, period)],
        ['names', () => names(q, TENANT)],
        ['whole report (GET overview)', () => reportOverview(ctx, TENANT, { from, to: today })],
        ['whole report, one agent', () => reportOverview(ctx, TENANT, { from, to: today, agentId: 1 })],
      ];
      for (const [name, fn] of cases) {
        const s = await time(runs, fn);
        rows.push(`| ${dialect} | ${days} d | ${name} | ${s.p50.toFixed(1)} | ${s.p95.toFixed(1)} | ${s.max.toFixed(1)} |`);
        console.log(rows.at(-1));
      }
    }
    const live = await time(runs, () => liveFacts(q, TENANT, Date.now()));
    rows.push(`| ${dialect} | now | live panel | ${live.p50.toFixed(1)} | ${live.p95.toFixed(1)} | ${live.max.toFixed(1)} |`);
    console.log(rows.at(-1));
    return rows;
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (dialect === 'postgres') await dropSchema(PG_URL, schema);
  }
}

export async function main(args: string[]) {
  // BENCH_SCALE shrinks (or grows) the data for a quick run; --quick is BENCH_SCALE=0.1.
  const scale = args.includes('--quick') ? 0.1 : Number(process.env.BENCH_SCALE) || 1;
  const runs = Number(args[args.indexOf('--runs') + 1]) || 20;
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
  const rows: string[] = [];
  for (const dialect of ['sqlite', 'postgres'] as const) {
    if (only && only !== dialect) continue;
    console.log(`${dialect}: generating ${scale === 1 ? 'full' : `${scale} ×`} data…`);
    rows.push(...(await benchDialect(dialect, scale, runs)));
  }
  console.log(`\n| database | period | query | p50 ms | p95 ms | max ms |\n|---|---|---|---|---|---|\n${rows.join('\n')}`);
}
