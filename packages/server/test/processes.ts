import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real processes for the tests that need them (the built server, nginx): started on free ports, never left behind. */
export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

export const running = new Set<ChildProcess>();
// A worker that ends before the tests' own cleanup (an interrupted run) still takes its children with it.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function run(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

/** The tests run the built server: npm test's type check has just built it; a run of one file alone builds it (incremental). */
export const buildServer = () => run([join(ROOT, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server']);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0));
    });
  });
}

/** Spawns `command`, keeping the tail of its output for failure messages (the pipes drained so it never blocks). */
export function spawnKept(command: string, args: string[], env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, output: () => output };
}

/** Waits until `url` answers 2xx, failing with the child's output if it exits or takes longer than 20 s. */
export async function untilHealthy(url: string, started: { child: ChildProcess; output: () => string }): Promise<void> {
  const until = Date.now() + 20_000;
  while (Date.now() < until) {
    if (started.child.exitCode !== null) throw new Error(`${url}: process exited with ${started.child.exitCode}:\n${started.output()}`);
    const healthy = await fetch(url).then(
      async (r) => (await r.arrayBuffer(), r.ok),
      () => false,
    );
    if (healthy) return;
    await sleep(100);
  }
  throw new Error(`${url} did not become healthy:\n${started.output()}`);
}

/** The built server (packages/server/dist/main.js) on 127.0.0.1:`port`, once /healthz answers. */
export async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const started = spawnKept(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
  });
  await untilHealthy(`http://127.0.0.1:${port}/healthz`, started);
  return started.child;
}

export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}
