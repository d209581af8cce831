// The baselines of the scale benchmarks, each the least a server can do for the same kind of request, on the same
// Fastify and drivers as Parley: BARE_MODE=hello (a JSON answer), sqlite or pg (one durable INSERT, Parley's pragmas and
// pool size), sse (an idle event stream with a 15 s heartbeat, as Parley's).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';

const mode = process.env.BARE_MODE ?? 'hello';
const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));

if (mode === 'hello') {
  app.post('/', async () => ({ hello: 'world' }));
} else if (mode === 'sqlite') {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(join(mkdtempSync(join(tmpdir(), 'parley-bench-bare-')), 'bare.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec('create table rows (id integer primary key, body text not null, created_at integer not null)');
  const insert = db.prepare('insert into rows (body, created_at) values (?, ?)');
  app.post('/', async (request) => ({ id: Number(insert.run(JSON.stringify(request.body), Date.now()).lastInsertRowid) }));
} else if (mode === 'pg') {
  const { default: pg } = await import('pg');
  const schema = process.env.BARE_SCHEMA;
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10, options: `-c search_path=${schema}` });
  await pool.query(`create schema ${schema}`);
  await pool.query(`create table ${schema}.rows (id bigserial primary key, body text not null, created_at bigint not null)`);
  app.post('/', async (request) => {
    const r = await pool.query('insert into rows (body, created_at) values ($1, $2) returning id', [
      JSON.stringify(request.body),
      Date.now(),
    ]);
    return { id: Number(r.rows[0].id) };
  });
} else if (mode === 'sse') {
  app.get('/stream', (request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache' });
    reply.raw.write('retry: 2000\n\n');
    const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), 15_000);
    request.raw.once('close', () => clearInterval(heartbeat));
  });
} else throw new Error(`BARE_MODE ${mode}?`);

await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
