import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import pg from 'pg';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type ParleyApp } from '../src/app.js';
import type { Config } from '../src/platform/config.js';
import { createRedisBus } from '../src/platform/bus/redisBus.js';
import { dropSchema, openDatabase, type DialectName } from '../src/platform/db/database.js';
import type { LogStream } from '../src/platform/http/logging.js';

/**
 * Test apps on real databases: SQLite in a temporary directory, and PostgreSQL in a schema of its own.
 * Without a reachable PostgreSQL the suite runs on SQLite alone and says so; under CI=true that is an error.
 */
export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => undefined);
  }
}

const pgUp = await postgresReachable();
if (!pgUp) {
  if (process.env.CI === 'true') throw new Error(`PostgreSQL is not reachable at ${PG_URL}; CI must run the PostgreSQL suite`);
  console.warn(`[skipped] PostgreSQL server tests: nothing at ${PG_URL} (start PostgreSQL or set TEST_DATABASE_URL to enable)`);
}
export const dialects: DialectName[] = pgUp ? ['sqlite', 'postgres'] : ['sqlite'];

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisReachable(): Promise<boolean> {
  const url = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = createConnection({ host: url.hostname, port: Number(url.port || 6379), timeout: 1500 });
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}
/** Scale-out tests need PostgreSQL and Redis together. */
export const clusterUp = pgUp && (await redisReachable());
if (!clusterUp) {
  if (process.env.CI === 'true') throw new Error(`Redis is not reachable at ${REDIS_URL}; CI must run the two-node tests`);
  console.warn(`[skipped] two-node scale-out tests: need PostgreSQL and Redis at ${REDIS_URL} (start redis-server or set TEST_REDIS_URL)`);
}

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123';
export const DEMO_PASSWORD = 'demo-password-1';

export interface TestApp extends ParleyApp {
  dialect: DialectName;
  /** Test clock: starts now and moves only when told. */
  clock: { now: number; advance(ms: number): void };
  post(url: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  inject(opts: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app and opens a new one on the same storage: a restart. */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

interface Storage {
  dataDir: string;
  /** Log lines at trace level go here instead of nowhere (the log-privacy test reads them). */
  logStream?: LogStream;
  schema?: string;
  /** A Redis bus shared by the nodes of one cluster (channel prefix unique to the test). */
  redisPrefix?: string;
  /** Settings over the tests' defaults (an S3 bucket for uploads, say). */
  config?: Partial<Config>;
  /** Without the app's own job worker: a test that drives jobs itself (jobQueue.test.ts). */
  noJobs?: boolean;
}

function configFor(dialect: DialectName, storage: Storage): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: storage.dataDir,
    databaseUrl: dialect === 'postgres' ? PG_URL : undefined,
    databaseSchema: storage.schema,
    secret: TEST_SECRET,
    demoAdminPassword: DEMO_PASSWORD,
    seedDemo: true,
    logLevel: 'silent',
    // Tests send many messages from one visitor and address; abuseLimits.test.ts checks the limits themselves.
    visitorWritesPer10s: 100_000,
    addressWritesPer10s: 1_000_000,
    ...storage.config,
  };
}

async function start(dialect: DialectName, storage: Storage, clock: TestApp['clock']): Promise<TestApp> {
  const config = configFor(dialect, storage);
  const db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, databaseSchema: config.databaseSchema });
  const bus = storage.redisPrefix ? createRedisBus(REDIS_URL, storage.redisPrefix) : undefined;
  const logging = storage.logStream ? { logStream: storage.logStream } : { logger: false as const };
  if (storage.logStream) config.logLevel = 'trace';
  const built = await buildApp({
    config,
    db,
    ...logging,
    now: () => clock.now,
    ...(bus ? { bus } : {}),
    ...(storage.noJobs ? { jobs: false } : {}),
  });
  const t: TestApp = {
    ...built,
    dialect,
    clock,
    inject: (opts) => built.app.inject(opts),
    post: (url, body, headers = {}) =>
      built.app.inject({ method: 'POST', url, payload: body as object, headers: { 'content-type': 'application/json', ...headers } }),
    async restart() {
      await built.app.close();
      await db.close();
      return start(dialect, storage, clock);
    },
    async close() {
      await built.app.close();
      await db.close();
      if (storage.schema && !storage.redisPrefix) await dropSchema(PG_URL, storage.schema);
      rmSync(storage.dataDir, { recursive: true, force: true });
    },
  };
  return t;
}

export async function createTestApp(
  dialect: DialectName,
  logStream?: LogStream,
  config?: Partial<Config>,
  opts: { noJobs?: boolean } = {},
): Promise<TestApp> {
  const storage: Storage = {
    dataDir: mkdtempSync(join(tmpdir(), 'parley-test-')),
    ...(opts.noJobs ? { noJobs: true } : {}),
    ...(logStream ? { logStream } : {}),
    ...(config ? { config } : {}),
    ...(dialect === 'postgres' ? { schema: `t_${randomBytes(6).toString('hex')}` } : {}),
  };
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  return start(dialect, storage, clock);
}

/**
 * A second app on a test app's database and bus that also serves the built front ends from `staticRoot` (a folder
 * with widget/dist, console/dist, embed/dist), as `npm start` does; the caller closes it.
 */
export const servingApp = (t: TestApp, staticRoot: string): Promise<ParleyApp> =>
  buildApp({ config: { ...t.ctx.config, staticRoot }, db: t.ctx.db, bus: t.ctx.bus, logger: false, serveStatic: true });

/**
 * N nodes of one deployment: each its own app and connection pool, sharing one PostgreSQL schema and
 * one Redis bus. The first node migrates and seeds; the others find the schema ready.
 */
export async function createCluster(
  n: number,
  opts: { noJobs?: boolean; config?: Partial<Config> } = {},
): Promise<{ nodes: TestApp[]; redisPrefix: string; close(): Promise<void> }> {
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const redisPrefix = `parley-test-${schema}:`;
  const clock = {
    now: Date.now(),
    advance(ms: number) {
      this.now += ms;
    },
  };
  const nodes: TestApp[] = [];
  for (let i = 0; i < n; i++) {
    nodes.push(
      await start(
        'postgres',
        {
          dataDir: mkdtempSync(join(tmpdir(), 'parley-node-')),
          schema,
          redisPrefix,
          ...(opts.noJobs ? { noJobs: true } : {}),
          ...(opts.config ? { config: opts.config } : {}),
        },
        clock,
      ),
    );
  }
  return {
    nodes,
    redisPrefix,
    async close() {
      for (const node of nodes) await node.close();
      await dropSchema(PG_URL, schema);
    },
  };
}
