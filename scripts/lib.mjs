import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressDir } from './precompress.mjs';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Runs a command in the repo root with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist' || name === 'dist-types') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** The front ends Vite builds, and what each build depends on. */
export const frontEnds = ['widget', 'console', 'embed'].map((name) => {
  const dir = join(root, 'packages', name);
  return {
    name,
    dir,
    output: join(dir, 'dist', name === 'embed' ? 'embed.js' : 'index.html'),
    inputs: [
      join(dir, 'src'),
      // Files copied as they are (the widget's demo pictures).
      join(dir, 'public'),
      join(dir, 'index.html'),
      join(dir, 'vite.config.ts'),
      join(root, 'packages', 'protocol', 'src'),
      join(root, 'packages', 'webrtc', 'src'),
    ],
  };
});

export function isStale(fe) {
  if (!existsSync(fe.output)) return true;
  const built = statSync(fe.output).mtimeMs;
  return fe.inputs.some((p) => newestMtime(p) > built);
}

/**
 * tsc -b (incremental: quick when nothing changed), then Vite for each front end that is missing or older than its
 * sources, and its brotli and gzip copies.
 */
export async function buildAll({ force = false } = {}) {
  await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b']);
  for (const fe of frontEnds) {
    if (force || isStale(fe)) {
      console.log(`[build] ${fe.name}`);
      await run(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { cwd: fe.dir });
      precompressDir(join(fe.dir, 'dist'));
    }
  }
}
