import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * SQLite's checkpoints (copying committed pages from the write-ahead log into the database file, with an fsync on
 * each side) run on a thread of their own with its own connection, so the event loop neither does them nor waits on
 * their fsyncs. A message dirties a page of each of its table's indexes; checkpointing every 1,000 pages, as SQLite
 * does by default, cost the writer about a third of a message's database time (docs/benchmarks.md).
 */
export interface Checkpointer {
  stop(): Promise<void>;
}

/** How often the thread checkpoints: a passive checkpoint never blocks the writer, so often is cheap. */
const EVERY_MS = 50;
/**
 * The writer's own `wal_autocheckpoint`, a backstop: under continuous writes the log is rarely wholly copied at the
 * moment a transaction begins, so it only starts over after a checkpoint by the writer itself. This bounds it (16 MB).
 */
export const BACKSTOP_CHECKPOINT_PAGES = 4000;

// CommonJS evaluated in the worker; the driver is resolved by the parent, so both threads load the same build.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = NORMAL');
const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Locked or interrupted: the next tick tries again, and the writer's backstop bounds the log meanwhile.
  }
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.postMessage('closed');
});
`;

/** Told once when the thread ends on its own (cannot open the file, crashed): the writer's backstop carries on. */
export type CheckpointerDied = (err: unknown) => void;

export function startCheckpointer(file: string, died: CheckpointerDied): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, everyMs: EVERY_MS } });
  // It never holds the process open: a process that ends without closing the database loses no committed write.
  worker.unref();
  // A thread that cannot open the file or dies leaves the checkpoints to the writer's backstop; it never ends the
  // server, but an operator must learn that the log now grows to the backstop between the writer's own checkpoints.
  let stopping = false;
  let failure: unknown;
  worker.on('error', (err) => (failure = err));
  const exited = new Promise<void>((resolve) =>
    worker.once('exit', (code) => {
      if (!stopping) died(failure ?? new Error(`the checkpoint thread exited with code ${code}`));
      resolve();
    }),
  );
  return {
    async stop() {
      stopping = true;
      const closed = new Promise<void>((resolve) => worker.once('message', () => resolve()));
      worker.postMessage('stop');
      await Promise.race([closed, exited]);
      await worker.terminate();
    },
  };
}
