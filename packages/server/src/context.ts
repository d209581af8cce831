import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from './bus/bus.js';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { FileStorage } from './media/fileStorage.js';

/** What every domain service needs, passed explicitly so tests can build it around a real database. */
export interface AppContext {
  config: Config;
  db: Db;
  bus: Bus;
  log: FastifyBaseLogger;
  /** Uploaded files. */
  files: FileStorage;
  /** Injectable clock (epoch ms) so timer tests need not wait. */
  now: () => number;
}
