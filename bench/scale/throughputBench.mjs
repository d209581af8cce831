// bench:throughput — durable sendMsg per second on SQLite and on PostgreSQL, each against a bare Fastify route doing one
// INSERT on the same database, driver, pragmas and pool size, measured in the same run with the same generator.
// BENCH_SENDERS (100 visitors talking to an agent), BENCH_DURATION (s, 10), BENCH_CONNECTIONS (50).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { AdminPath, ConsolePath, TOKEN_HEADER, VisitorPath } from '@parley/protocol';
import { PG_URL, bareServer, buildServer, cannon, fmt, machineNote, parleyServer, pool, post, summary, visitorAddress } from './lib.mjs';

const SENDERS = Number(process.env.BENCH_SENDERS ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.5;

async function dropSchema(schema) {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`drop schema if exists ${schema} cascade`);
  await c.end();
}

async function bare(mode, env) {
  const server = await bareServer(mode, env);
  try {
    let n = 0;
    const next = () => ({ body: { msgContent: `bare ${n++}` }, headers: {} });
    await cannon(`${server.base}/`, { duration: 2, connections: CONNECTIONS, next });
    return summary(await cannon(`${server.base}/`, { duration: DURATION, connections: CONNECTIONS, next }));
  } finally {
    await server.stop();
  }
}

async function parley(env) {
  const server = await parleyServer(env);
  try {
    const login = await post(server.base, ConsolePath.login, { email: 'admin@demo.parley.local', password: 'bench-admin-password' });
    const cookie = { cookie: login.res.headers.get('set-cookie').split(';')[0] };
    const me = login.data;
    await post(server.base, AdminPath.agent(me.agentId), { email: me.email, nickname: me.nickname, role: 'admin', capacity: 100 }, cookie);
    await post(server.base, ConsolePath.presence, { presence: 'online' }, cookie);
    // Visitors in conversation with the agent: each message is the row, the agent's update and the idle timers.
    const senders = await pool(SENDERS, 10, async (i) => {
      const { data } = await post(server.base, VisitorPath.chatStart, { channelId: 'demo' }, visitorAddress(i));
      const headers = { [TOKEN_HEADER]: data.token };
      const t = await post(server.base, VisitorPath.transferAgent, { userId: data.userId }, headers);
      if (t.data.status !== 2) throw new Error(`transferAgent answered status ${t.data.status}`);
      return { userId: data.userId, headers };
    });
    let n = 0;
    const next = () => {
      const s = senders[n % senders.length];
      const id = `b${n++}`;
      return { body: { userId: s.userId, msgType: 1, msgContent: `hello ${id}`, id }, headers: s.headers };
    };
    const url = `${server.base}${VisitorPath.sendMsg}`;
    await cannon(url, { duration: 2, connections: CONNECTIONS, next });
    return summary(await cannon(url, { duration: DURATION, connections: CONNECTIONS, next }));
  } finally {
    await server.stop();
  }
}

buildServer();
console.log(`bench:throughput — ${machineNote()}; ${SENDERS} senders, ${DURATION} s runs, ${CONNECTIONS} connections`);
const line = (name, r, base) =>
  console.log(
    `${name}: ${fmt(r.rps)} msg/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.bad} errors` +
      (base ? ` = ${(r.rps / base.rps).toFixed(3)} × the bare route (target ≥ ${TARGET_RATIO})` : ''),
  );

const dir = mkdtempSync(join(tmpdir(), 'parley-bench-throughput-'));
try {
  const bareSqlite = await bare('sqlite');
  line('bare INSERT route, SQLite', bareSqlite);
  line('sendMsg, SQLite', await parley({ DATA_DIR: dir }), bareSqlite);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const tag = randomBytes(4).toString('hex');
const probe = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 1500 });
const pgReachable = await probe.connect().then(
  () => true,
  () => false,
);
await probe.end().catch(() => undefined);
if (!pgReachable) console.log(`PostgreSQL: nothing at ${PG_URL} (set BENCH_DATABASE_URL); not measured`);
else {
  const dir2 = mkdtempSync(join(tmpdir(), 'parley-bench-throughput-'));
  try {
    const barePg = await bare('pg', { BARE_DATABASE_URL: PG_URL, BARE_SCHEMA: `bench_bare_${tag}` });
    line('bare INSERT route, PostgreSQL', barePg);
    line('sendMsg, PostgreSQL', await parley({ DATA_DIR: dir2, DATABASE_URL: PG_URL, DATABASE_SCHEMA: `bench_${tag}` }), barePg);
  } finally {
    rmSync(dir2, { recursive: true, force: true });
    await dropSchema(`bench_bare_${tag}`);
    await dropSchema(`bench_${tag}`);
  }
}
