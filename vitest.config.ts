import { defineConfig } from 'vitest/config';

/** One Vitest run over every package; each package is a project with its own environment. */
export default defineConfig({
  // Workspace packages load from their TypeScript source (the "source" export condition), for browser-like and node tests alike.
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    projects: [
      { extends: true, test: { name: 'protocol', include: ['packages/protocol/src/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts', 'packages/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 30_000,
        },
      },
      { extends: true, test: { name: 'widget', include: ['packages/widget/src/**/*.test.{ts,tsx}'], environment: 'node' } },
      { extends: true, test: { name: 'console', include: ['packages/console/src/**/*.test.{ts,tsx}'], environment: 'node' } },
    ],
  },
});
