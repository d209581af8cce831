import { join } from 'node:path';
import { buildAll, root, run } from './lib.mjs';

/** npm start: build what is missing or stale, then serve API, widget, console and embed.js on one port. */
await buildAll();
await run(process.execPath, [join(root, 'packages/server/dist/main.js')], {
  env: { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') },
}).catch((err) => {
  console.error(err.message);
  process.exit(1);
});
