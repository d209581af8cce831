import { test } from './fixtures';
import { removeDataDir, startServer, type RunningServer } from './server';

/**
 * A server of the spec's own for the whole file, started before its tests and removed after them: for specs whose
 * changes (settings, documents, questions) would otherwise leak into the suite's shared server.
 */
export function ownServer(env?: Record<string, string>): () => RunningServer {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    server = await startServer(env ? { env } : {});
  });
  test.afterAll(async () => {
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
  });
  return () => {
    if (!server) throw new Error('the spec server is not started yet');
    return server;
  };
}
