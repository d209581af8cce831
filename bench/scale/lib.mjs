// Shared by the scale benchmarks (bench:load, bench:throughput, bench:stream): real server processes on loopback, the
// load generator (autocannon) in this process, figures printed with their ratio to a baseline measured in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import autocannon from 'autocannon';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const children = new Set();
process.once('exit', () => {
  for (const c of children) c.kill('SIGKILL');
});

/** The server as deployed: `tsc -b` (incremental) first, so dist/main.js is the current code. */
export function buildServer() {
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('tsc -b packages/server failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `node <script>` with `env` on a free port and waits for `health` to answer 2xx. */
export async function startProcess(script, env, health = '/healthz') {
  const port = await freePort();
  // BENCH_PROFILE=<dir>: each server writes a CPU profile there (stopped with SIGTERM so the profile is flushed).
  const profile = process.env.BENCH_PROFILE;
  const flags = profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [];
  const child = spawn(process.execPath, [...flags, script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LOG_LEVEL: 'error', ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  children.add(child);
  let output = '';
  const keep = (chunk) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  for (const until = Date.now() + 30_000; Date.now() < until; await sleep(100)) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(base + health).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      return {
        base,
        pid: child.pid,
        async stop() {
          const exited = new Promise((r) => child.once('exit', r));
          child.kill(profile ? 'SIGTERM' : 'SIGKILL');
          await exited;
          children.delete(child);
        },
      };
    }
  }
  throw new Error(`${script} did not answer on ${base}${health}:\n${output}`);
}

export const parleyServer = (env) =>
  startProcess(join(ROOT, 'packages/server/dist/main.js'), {
    SEED_DEMO: '1',
    DEMO_ADMIN_PASSWORD: 'bench-admin-password',
    SECRET: 'bench-secret-bench-secret-bench-secret-01',
    VISITOR_WRITES_PER_10S: '1000000',
    ADDRESS_WRITES_PER_10S: '10000000',
    TRUST_PROXY: '1',
    ...env,
  });
export const bareServer = (mode, env = {}) => startProcess(join(ROOT, 'bench/scale/bareServer.mjs'), { BARE_MODE: mode, ...env });

export async function post(base, path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.message}`);
  return { data: json.data, res };
}

/** Runs `fn(i)` for i in 0..n-1, `width` at a time. */
export async function pool(n, width, fn) {
  const out = new Array(n);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, n) }, async () => {
      while (next < n) {
        const i = next++;
        out[i] = await fn(i);
      }
    }),
  );
  return out;
}

/**
 * One autocannon run. `opts.next()` gives each request's body and headers (so many visitors take turns on the
 * connections); `overallRate` caps the request rate (req/s over all connections), else it is as fast as the server goes.
 */
export function cannon(url, { connections = 100, duration = 10, amount, method = 'POST', next, overallRate } = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections,
        ...(amount ? { amount } : { duration }),
        method,
        ...(overallRate ? { overallRate } : {}),
        headers: { 'content-type': 'application/json' },
        ...(next
          ? {
              requests: [
                {
                  setupRequest: (req) => {
                    const { body, headers } = next();
                    return { ...req, body: JSON.stringify(body), headers: { ...req.headers, ...headers } };
                  },
                },
              ],
            }
          : { body: '{}' }),
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export function summary(r) {
  const bad = r.non2xx + r.errors + r.timeouts;
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad,
  };
}

export const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/** The resident set of a process, from /proc (Linux). */
export function rssMb(pid) {
  const status = spawnSync('cat', [`/proc/${pid}/status`], { encoding: 'utf8' }).stdout;
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

export function machineNote() {
  const os = spawnSync('nproc', [], { encoding: 'utf8' }).stdout.trim();
  const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.split(' ').slice(0, 3).join(' ');
  return `Node ${process.version}, ${os} cores, load average ${load} at the start`;
}

/**
 * A distinct client address per visitor (RFC 2544's benchmark range, only ever a header): chatStart is limited per
 * address, and the servers run with TRUST_PROXY=1 as behind a proxy, so many visitors are not one abusive address.
 */
export const visitorAddress = (i) => ({ 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` });
