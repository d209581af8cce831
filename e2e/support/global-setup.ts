import { removeDataDir, startServer } from './server';

/** One shared server for the suite; tests that restart a server start their own. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.baseURL;
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
  };
}
