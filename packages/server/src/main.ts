import { buildApp } from './app.js';
import { configFromEnv } from './platform/config.js';
import { prettyOnTerminal } from './platform/http/logging.js';

/** The process entry: configuration from the environment, listen, and a graceful close on signals. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const logStream = prettyOnTerminal(process.stdout.isTTY === true);
  const { app } = await buildApp({ config, serveStatic: true, background: true, ...(logStream ? { logStream } : {}) });
  if (config.llmApiKey && !config.llmBaseUrl)
    app.log.warn('LLM_API_KEY is set without LLM_BASE_URL: the key is sent to no endpoint (it only ever goes to LLM_BASE_URL)');
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `Parley is up: widget http://${shown}:${port}/chat_online/index?channelId=demo · console http://${shown}:${port}/console/ · demo shop with the embed snippet http://${shown}:${port}/demo/ · API docs http://${shown}:${port}/docs`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
