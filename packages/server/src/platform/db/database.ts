import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { literalLimits } from './literalLimits.js';
import { PreparingClient } from './preparedStatements.js';
import { withStatementCache } from './statementCache.js';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './walCheckpointer.js';

export type DialectName = 'sqlite' | 'postgres';
export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL schema in use (public unless configured); undefined on SQLite. */
  schema?: string;
  close(): Promise<void>;
}

export interface DbOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema (created when missing); tests give each run its own. */
  databaseSchema?: string;
  /** SQLite file name under dataDir, or ':memory:'. */
  sqliteFile?: string;
  /** Where SQLite's checkpoint thread reports its own end (the server's log). */
  log?: { error(obj: unknown, msg: string): void };
}

// int8 (bigint) holds our millisecond times and ids: read them as numbers, as SQLite does.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export async function openDatabase(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const schema = opts.databaseSchema;
    if (schema) {
      const admin = new pg.Client({ connectionString: opts.databaseUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      } finally {
        await admin.end();
      }
    }
    const pool = new pg.Pool({
      Client: PreparingClient,
      connectionString: opts.databaseUrl,
      max: 10,
      ...(schema ? { options: `-c search_path="${schema}"` } : {}),
    });
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [literalLimits()] });
    return { kysely, dialect: 'postgres', schema: schema ?? 'public', close: () => kysely.destroy() };
  }
  const file = opts.sqliteFile ?? 'parley.db';
  if (file !== ':memory:') mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(file === ':memory:' ? file : join(opts.dataDir, file));
  // WAL lets readers go on while a write commits; NORMAL sync is durable across process crashes.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Checkpoints run on their own thread (walCheckpointer.ts); this connection does one only when that thread lags far.
  const checkpointer =
    file === ':memory:'
      ? undefined
      : startCheckpointer(join(opts.dataDir, file), (err) =>
          (opts.log ?? console).error(
            { err },
            `SQLite checkpoint thread ended; the writer checkpoints alone every ${BACKSTOP_CHECKPOINT_PAGES} pages`,
          ),
        );
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [literalLimits()] });
  return {
    kysely,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer?.stop();
      await kysely.destroy();
    },
  };
}

/** Drops a PostgreSQL schema; used by tests to leave nothing behind. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await admin.end();
  }
}

export { sql };
