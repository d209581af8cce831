import { buildAll } from './lib.mjs';

await buildAll({ force: process.argv.includes('--force') });
