import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { lazyChildLogger, loggerOptions } from './logging.js';

/** Request loggers made on first use (logging.ts): the same lines as pino's children, none made for a silent request. */
describe('lazyChildLogger', () => {
  async function appAt(level: string) {
    const lines: Array<Record<string, unknown>> = [];
    const app = Fastify({
      logger: loggerOptions(level, { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) }),
      childLoggerFactory: lazyChildLogger,
      disableRequestLogging: true,
    });
    let made = 0;
    const child = app.log.child.bind(app.log);
    app.log.child = (...args: Parameters<typeof child>) => (made++, child(...args));
    app.post('/quiet', async (request) => {
      request.log.debug('below the level');
      return { ok: (request.log as unknown as { isLevelEnabled(level: string): boolean }).isLevelEnabled('debug') };
    });
    app.post('/loud', async (request) => {
      request.log.info('below the level');
      request.log.warn({ email: 'a@example.org' }, 'something to see');
      return { ok: true };
    });
    await app.ready();
    return { app, lines, made: () => made };
  }

  it('makes no child for a request that logs nothing at the level, and answers isLevelEnabled as pino would', async () => {
    const { app, lines, made } = await appAt('warn');
    const res = await app.inject({ method: 'POST', url: '/quiet', payload: {} });
    expect(res.json()).toEqual({ ok: false });
    expect(made()).toBe(0);
    expect(lines).toEqual([]);
    await app.close();
  });

  it("writes a line at the level with the request's id and the redaction of its parent, through one child", async () => {
    const { app, lines, made } = await appAt('warn');
    await app.inject({ method: 'POST', url: '/loud', payload: {} });
    expect(made()).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, msg: 'something to see', reqId: 'req-1', email: '[redacted]' });
    await app.close();
  });

  it('follows a lower level: debug lines are written when the logger is at debug', async () => {
    const { app, lines } = await appAt('debug');
    const res = await app.inject({ method: 'POST', url: '/quiet', payload: {} });
    expect(res.json()).toEqual({ ok: true });
    expect(lines.map((l) => l.msg)).toEqual(['below the level']);
    await app.close();
  });
});
