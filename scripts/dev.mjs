import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { root, run } from './lib.mjs';

/**
 * npm run dev: the server rebuilt and restarted on change (tsc --watch + node --watch) on :3000,
 * and Vite with hot reload for the widget (:5173/chat_online/) and the console (:5174/console/), proxying /api.
 */
await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server']);
const children = [
  spawn(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-b', 'packages/server', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch', join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data'), HOST: '127.0.0.1' },
  }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: join(root, 'packages/widget'), stdio: 'inherit' }),
  spawn(process.execPath, [join(root, 'node_modules/vite/bin/vite.js')], { cwd: join(root, 'packages/console'), stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
