// Runs a TypeScript entry of the bench through Vite's SSR loader (the toolchain vitest already uses),
// with the "source" condition so workspace packages load from src without a build.
import { createServer } from 'vite';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const entry = process.argv[2];
if (!entry) throw new Error('usage: node bench/robot/run.mjs <entry.ts> [args...]');
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const mod = await server.ssrLoadModule(resolve(process.cwd(), entry));
  if (typeof mod.main === 'function') await mod.main(process.argv.slice(3));
} finally {
  await server.close();
}
