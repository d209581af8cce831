import { defineConfig, defaultClientConditions } from 'vite';

/** embed.js: one small IIFE for tenant pages, no framework. */
export default defineConfig({
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2019',
    lib: { entry: 'src/embed.ts', name: 'ParleyEmbed', formats: ['iife'], fileName: () => 'embed.js' },
  },
});
