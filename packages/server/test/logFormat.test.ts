import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyOnTerminal } from '../src/platform/http/logging.js';

describe('log format', () => {
  it('S-OP5 a terminal gets readable lines, anything else JSON', async () => {
    expect(prettyOnTerminal(false)).toBeUndefined();
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (c: Buffer) => chunks.push(c.toString()));
    const pretty = prettyOnTerminal(true, out)!;
    const log = pino(loggerOptions('info', pretty) as pino.LoggerOptions, pretty);
    log.info({ userId: 'u1' }, 'Parley is up');
    await new Promise((ok) => setImmediate(ok));
    const text = chunks.join('');
    expect(text).toMatch(/INFO.*Parley is up/);
    expect(text).toContain('userId: "u1"');
    expect(() => JSON.parse(text)).toThrow();
  });
});
