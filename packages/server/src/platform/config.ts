import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { API_KEY_REQUESTS_PER_MINUTE } from '@parley/protocol';
import { FILE_LINK_TTL_MS } from './auth/fileLink.js';
import { parseNetworks } from './http/outbound.js';
import { parseMailbox, type ReplyMailbox } from './auth/replyAddress.js';
import type { S3Settings } from './storage/s3Storage.js';

/** Configuration, read and checked once at boot (fastify/demo's env plugin habit). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests give each run its own). */
  databaseSchema?: string;
  redisUrl?: string;
  /** Prefix of every Redis channel and key (deployments or test runs sharing one Redis keep apart). */
  redisPrefix?: string;
  secret: string;
  /** Password for the seeded demo admin; generated and printed once when absent. */
  demoAdminPassword?: string;
  /** The demo channel's identity secret (verified visitors on demo pages); unset: whatever the console set. */
  demoIdentitySecret?: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where the built widget, console and embed script are served from. */
  staticRoot?: string;
  /**
   * The proxies in front whose X-Forwarded-* are believed (client IPs for rate limits, https for cookies): how many
   * hops (the client is the address the last of them saw), or their addresses; never the leftmost entry a client wrote.
   */
  trustProxy?: false | number | string[];
  /** Bearer token /metrics asks for; without one, only loopback and private addresses may read it. */
  metricsToken?: string;
  /**
   * The operator's large-model endpoint and its bearer key. The key goes to that endpoint only: a channel whose
   * baseUrl is another one must bring its own key (stored encrypted, never answered).
   */
  llmBaseUrl?: string;
  llmApiKey?: string;
  /** Networks outbound requests may reach besides the public internet (CIDRs), for intranet deployments. */
  outboundAllowNetworks?: string[];
  /** How long a client may take to send a whole request (a stalled upload is cut off after it). */
  requestTimeoutMs?: number;
  /** Visitor writes allowed per 10 s, per visitor and per client address (abuse limits). */
  visitorWritesPer10s?: number;
  addressWritesPer10s?: number;
  /** REST API requests allowed per API key per minute (API_KEY_REQUESTS_PER_MINUTE). */
  apiKeyRequestsPerMinute?: number;
  /** How long a signed file link stays valid (renewed whenever its message or ticket is read again). */
  fileLinkTtlMs?: number;
  /** The operator's SMTP server for system mail (smtp://user:pass@host:587, smtps://…); unset: such mail is logged. */
  smtpUrl?: string;
  /** The sender of system mail. */
  mailFrom?: string;
  /** How long a node holds a claimed job before another may run it (renewed while it runs); tests shorten it. */
  jobLeaseMs?: number;
  /** Uploads in an S3-compatible bucket (UPLOADS_S3_*); unset: on disk under DATA_DIR/uploads. */
  uploadsS3?: S3Settings;
  /**
   * Where people reach this server (https://chat.example.com): the links in system mail point there. Never taken
   * from a request's Host header, which a caller chooses (a reset link to their own host).
   */
  publicUrl?: string;
  /** Operators by address (OPERATOR_EMAILS, lower case): their confirmed accounts see the operator page. */
  operatorEmails?: string[];
  /** Self-service sign-up: off (default), invite (with an operator's invitation), open (address confirmed by mail). */
  signup?: 'off' | 'invite' | 'open';
  /** MAIL_REPLY_TO: ticket mail answers to `local+<token>@domain`; unset: ticket mail carries no reply address. */
  mailReplyTo?: ReplyMailbox;
  /** The SMTP listener for customers' replies (MAIL_IN_PORT); unset: none. Port 0 picks a free one (tests). */
  mailIn?: { port: number; host: string; maxBytes: number };
  /** MAIL_IMAP_URL: a mailbox polled for those replies instead of (or besides) the listener; unset: none. */
  mailImap?: ImapSettings;
}

export interface ImapSettings {
  host: string;
  port: number;
  /** imaps:// (TLS from the start); imap:// upgrades with STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  password: string;
  mailbox: string;
  pollMs: number;
  maxBytes: number;
}

function imapSettings(url: string, pollS: number, maxBytes: number): ImapSettings {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: Number(u.port) || (secure ? 993 : 143),
    secure,
    user: decodeURIComponent(u.username),
    password: decodeURIComponent(u.password),
    mailbox: decodeURIComponent(u.pathname.replace(/^\/+/, '')) || 'INBOX',
    pollMs: pollS * 1000,
    maxBytes,
  };
}

/** Larger than any mail provider sends (Gmail 25 MB), within what a ticket's three 10 MB images need encoded. */
export const MAIL_IN_MAX_BYTES = 25 * 1024 * 1024;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/)
    .optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_PREFIX: letters, digits and _ . : - only')
    .default('parley:'),
  SECRET: z.string().min(32, 'SECRET must be at least 32 characters').optional(),
  DEMO_ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_IDENTITY_SECRET: z.string().min(32, 'DEMO_IDENTITY_SECRET must be at least 32 characters').optional(),
  SEED_DEMO: z.enum(['0', '1']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_ROOT: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine(
      (s) => /^\d{1,2}$/.test(s) || s.split(',').every((n) => isNetwork(n)),
      'TRUST_PROXY: a hop count (0 off, 1 one proxy) or comma-separated proxy addresses or CIDRs',
    )
    .default('0'),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  LLM_BASE_URL: z
    .url()
    .regex(/^https?:\/\//i, 'LLM_BASE_URL must be http or https')
    .optional(),
  LLM_API_KEY: z.string().optional(),
  VISITOR_WRITES_PER_10S: z.coerce.number().int().min(1).max(1_000_000).default(30),
  ADDRESS_WRITES_PER_10S: z.coerce.number().int().min(1).max(10_000_000).default(600),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(API_KEY_REQUESTS_PER_MINUTE),
  FILE_LINK_TTL_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .max(365 * 24 * 3600 * 1000)
    .default(FILE_LINK_TTL_MS),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(3_600_000).default(120_000),
  OUTBOUND_ALLOW_NETWORKS: z
    .string()
    .refine((s) => s.split(',').every((n) => isNetwork(n)), 'OUTBOUND_ALLOW_NETWORKS: comma-separated addresses or CIDRs, e.g. 10.0.0.0/8')
    .optional(),
  SMTP_URL: z
    .url()
    .regex(/^smtps?:\/\//i, 'SMTP_URL must be smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Parley <no-reply@parley.local>'),
  JOB_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  UPLOADS_S3_BUCKET: z.string().min(3).max(63).optional(),
  UPLOADS_S3_ENDPOINT: z
    .url()
    .regex(/^https?:\/\//i, 'UPLOADS_S3_ENDPOINT must be http or https')
    .optional(),
  UPLOADS_S3_REGION: z.string().min(1).default('us-east-1'),
  UPLOADS_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  UPLOADS_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  PUBLIC_URL: z
    .url()
    .regex(/^https?:\/\//i, 'PUBLIC_URL must be http or https')
    .optional(),
  OPERATOR_EMAILS: z
    .string()
    .refine((s) => s.split(',').every((e) => z.email().safeParse(e.trim()).success), 'OPERATOR_EMAILS: comma-separated e-mail addresses')
    .optional(),
  SIGNUP: z.enum(['off', 'invite', 'open']).default('off'),
  MAIL_REPLY_TO: z
    .string()
    .refine((s) => parseMailbox(s) !== undefined, 'MAIL_REPLY_TO: a plain address without a + tag, e.g. support@example.com')
    .optional(),
  MAIL_IN_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  MAIL_IN_HOST: z.string().optional(),
  MAIL_IMAP_URL: z
    .url()
    .regex(
      /^imaps?:\/\/[^/@]+@/i,
      'MAIL_IMAP_URL must be imap:// or imaps:// with a user, e.g. imaps://support:pass@imap.example.com/INBOX',
    )
    .optional(),
  MAIL_IMAP_POLL_S: z.coerce.number().int().min(5).max(3600).default(60),
  MAIL_IN_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024 * 1024)
    .max(100 * 1024 * 1024)
    .default(MAIL_IN_MAX_BYTES),
});

function isNetwork(entry: string): boolean {
  try {
    parseNetworks([entry]);
    return true;
  } catch {
    return false;
  }
}

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
  if (!e.UPLOADS_S3_BUCKET && (e.UPLOADS_S3_ENDPOINT || e.UPLOADS_S3_ACCESS_KEY_ID || e.UPLOADS_S3_SECRET_ACCESS_KEY))
    throw new Error('Invalid configuration: UPLOADS_S3_BUCKET: required when any other UPLOADS_S3_ setting is given');
  if (!e.UPLOADS_S3_ACCESS_KEY_ID !== !e.UPLOADS_S3_SECRET_ACCESS_KEY)
    throw new Error(
      'Invalid configuration: UPLOADS_S3_SECRET_ACCESS_KEY: UPLOADS_S3_ACCESS_KEY_ID and it are given together or not at all',
    );
  if ((e.MAIL_IN_PORT || e.MAIL_IMAP_URL) && !e.MAIL_REPLY_TO)
    throw new Error('Invalid configuration: MAIL_REPLY_TO: required with MAIL_IN_PORT or MAIL_IMAP_URL (only reply addresses are taken)');
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    secret: e.SECRET ?? loadOrCreateSecret(dataDir),
    demoAdminPassword: e.DEMO_ADMIN_PASSWORD,
    demoIdentitySecret: e.DEMO_IDENTITY_SECRET,
    seedDemo: e.SEED_DEMO === '1',
    logLevel: e.LOG_LEVEL,
    staticRoot: e.STATIC_ROOT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    llmBaseUrl: e.LLM_BASE_URL,
    llmApiKey: e.LLM_API_KEY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    visitorWritesPer10s: e.VISITOR_WRITES_PER_10S,
    addressWritesPer10s: e.ADDRESS_WRITES_PER_10S,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    fileLinkTtlMs: e.FILE_LINK_TTL_MS,
    jobLeaseMs: e.JOB_LEASE_MS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    uploadsS3: e.UPLOADS_S3_BUCKET
      ? {
          bucket: e.UPLOADS_S3_BUCKET,
          endpoint: e.UPLOADS_S3_ENDPOINT,
          region: e.UPLOADS_S3_REGION,
          accessKeyId: e.UPLOADS_S3_ACCESS_KEY_ID,
          secretAccessKey: e.UPLOADS_S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    operatorEmails: (e.OPERATOR_EMAILS ?? '')
      .split(',')
      .map((m) => m.trim().toLowerCase())
      .filter((m) => m !== ''),
    signup: e.SIGNUP,
    mailReplyTo: e.MAIL_REPLY_TO ? parseMailbox(e.MAIL_REPLY_TO) : undefined,
    mailImap: e.MAIL_IMAP_URL ? imapSettings(e.MAIL_IMAP_URL, e.MAIL_IMAP_POLL_S, e.MAIL_IN_MAX_BYTES) : undefined,
    mailIn: e.MAIL_IN_PORT ? { port: e.MAIL_IN_PORT, host: e.MAIL_IN_HOST ?? e.HOST, maxBytes: e.MAIL_IN_MAX_BYTES } : undefined,
    outboundAllowNetworks: (e.OUTBOUND_ALLOW_NETWORKS ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== ''),
  };
}

/**
 * TRUST_PROXY as Fastify's trustProxy: a hop count counts proxies from the server outward (each appends the address
 * it saw to X-Forwarded-For), so the client is the entry the outermost trusted proxy wrote; a list trusts those
 * addresses wherever they stand. `true` (believe every entry, the leftmost being whatever the client wrote) is never used.
 */
export function trustProxyOf(value: string): false | number | string[] {
  if (/^\d+$/.test(value)) return Number(value) > 0 ? Number(value) : false;
  return value
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n !== '');
}
