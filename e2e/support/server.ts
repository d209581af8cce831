import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A real Parley server process on a free port with its own data directory, for end-to-end tests. */
/** The servers' signing secret; a command run on a server's data (npm run parley) needs the same. */
export const E2E_SECRET = 'e2e-secret-e2e-secret-e2e-secret-e2e-0001';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const ADMIN_EMAIL = 'admin@demo.parley.local';
export const ADMIN_PASSWORD = 'e2e-admin-password';

export interface RunningServer {
  baseURL: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolvePort(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

export async function startServer(opts: { dataDir?: string; env?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'parley-e2e-'));
  const child = spawn(process.execPath, [join(ROOT, 'packages/server/dist/main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SECRET: E2E_SECRET,
      DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitForHealth(baseURL, child);
  return {
    baseURL,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
