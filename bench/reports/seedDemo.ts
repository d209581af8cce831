import { openDatabase } from '../../packages/server/src/platform/db/database.js';
import { generateReportData } from './generate.js';

/**
 * Writes a few weeks of realistic report data into a running demo server's SQLite file (its DATA_DIR), for the
 * reports page's screenshots and its end-to-end test: `node bench/robot/run.mjs bench/reports/seedDemo.ts <dataDir>`.
 */
export async function main(args: string[]) {
  const dataDir = args[0];
  if (!dataDir) throw new Error('usage: seedDemo.ts <dataDir> [lastDay]');
  const db = await openDatabase({ dataDir });
  try {
    const lastDay = args[1] ?? new Date().toISOString().slice(0, 10);
    await generateReportData(db.kysely, {
      tenantId: 'demo',
      channelIds: ['demo'],
      zone: 'Asia/Shanghai',
      lastDay,
      days: 60,
      conversations: 6000,
      messages: 50_000,
      ratings: 1500,
      tickets: 600,
      unanswered: 900,
    });
  } finally {
    await db.close();
  }
}
