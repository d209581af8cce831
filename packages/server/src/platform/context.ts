import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from './bus/bus.js';
import type { Config } from './config.js';
import type { Counters } from './http/rateLimit.js';
import type { Db } from './db/database.js';
import type { PollCache } from './bus/pollCache.js';
import type { BusCaches } from './bus/busCache.js';
import type { FileStorage } from './storage/fileStorage.js';
import type { VisitorClaims } from './auth/visitorToken.js';
import type { JobSignal } from './jobs/jobQueue.js';

/** What every domain service needs, passed explicitly so tests can build it around a real database. */
export interface AppContext {
  config: Config;
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** Uploaded files. */
  files: FileStorage;
  /** Abuse-limit counters: in Redis when the nodes share one, else in this process. */
  limits: Counters;
  /** What this node knows of visitors' event logs from the bus, so an idle poll needs no query. */
  polls: PollCache;
  /** Channels and sensitive-word matchers kept while the bus reports every change to them (bus/busCache.ts). */
  caches: BusCaches;
  /**
   * A visitor token's claims, or null: the HMAC of a token already verified is not computed again (a visitor sends
   * the same token on every call); expiry is checked every time.
   */
  verifyToken(token: string | undefined, now: number): VisitorClaims | null;
  /** Wakes this node's job worker when a transaction that wrote a job commits. */
  jobs: JobSignal;
  /** Injectable clock (epoch ms) so timer tests need not wait. */
  now: () => number;
}
