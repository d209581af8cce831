import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** Configuration, read and checked once at boot (fastify/demo's env plugin habit). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema?: string;
  redisUrl?: string;
  secret: string;
  /** Password for the seeded demo admin; generated and printed once when absent. */
  demoAdminPassword?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where the built widget, console and embed script are served from. */
  staticRoot?: string;
  /** Trust X-Forwarded-* from a proxy in front (client IPs for rate limits, https for cookies). */
  trustProxy?: boolean;
  /** Bearer key for the channels' large-model endpoints (their URL and model are channel settings). */
  llmApiKey?: string;
}

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]*$/).optional(),
  REDIS_URL: z.string().optional(),
  SECRET: z.string().min(32, 'SECRET must be at least 32 characters').optional(),
  DEMO_ADMIN_PASSWORD: z.string().min(8).optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_ROOT: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  LLM_API_KEY: z.string().optional(),
});

/** The secret signs visitor tokens; without SECRET one is generated once and kept under DATA_DIR. */
export function loadOrCreateSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable reads as unset, so `DATABASE_URL= npm start` falls back to SQLite.
  const given = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    secret: e.SECRET ?? loadOrCreateSecret(dataDir),
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    staticRoot: e.STATIC_ROOT,
    trustProxy: e.TRUST_PROXY === '1',
    llmApiKey: e.LLM_API_KEY,
  };
}
