import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VisitorPath } from '@parley/protocol';
import { precompressDir } from '../../../scripts/precompress.mjs';
import type { ParleyApp } from '../src/app.js';
import { createTestApp, servingApp, type TestApp } from './harness.js';

/** Issue 17 item 1: built files precompressed and cached by what they are; large JSON answers compressed. */
describe('delivery', () => {
  let t: TestApp;
  let served: ParleyApp;
  let root: string;
  // Repetitive enough to compress well, long enough to pass the 1 KB floor.
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
  const embed = `(function(){${'window.Parley=window.Parley||function(){};'.repeat(60)}})();\n`;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    root = mkdtempSync(join(tmpdir(), 'parley-delivery-'));
    for (const site of ['widget', 'console']) {
      mkdirSync(join(root, site, 'dist', 'assets'), { recursive: true });
      writeFileSync(join(root, site, 'dist', 'index.html'), `<!doctype html><title>${site}</title>${'<!-- padding -->'.repeat(80)}`);
      writeFileSync(join(root, site, 'dist', 'assets', 'app-abc123.js'), script);
    }
    mkdirSync(join(root, 'embed', 'dist'), { recursive: true });
    writeFileSync(join(root, 'embed', 'dist', 'embed.js'), embed);
    for (const site of ['widget', 'console', 'embed']) expect(precompressDir(join(root, site, 'dist'))).toBeGreaterThan(0);
    served = await servingApp(t, root);
  });
  afterAll(async () => {
    await served?.app.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    served.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('S-DL1 serves a built script brotli, gzip or plain as the request accepts, each decoding to the file', async () => {
    const url = '/chat_online/assets/app-abc123.js';
    const br = await get(url, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 3);
    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    for (const res of [br, gz, plain]) expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  });

  it('S-DL2 caches hashed assets a year, embed.js five minutes, and revalidates the HTML shells', async () => {
    for (const url of ['/chat_online/assets/app-abc123.js', '/console/assets/app-abc123.js']) {
      expect((await get(url, 'br')).headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const script = await get('/embed.js', 'br');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
    expect(script.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(script.rawPayload).toString()).toBe(embed);
    for (const url of ['/chat_online/', '/chat_online/index?channelId=demo', '/console/chats/3']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('S-DL3 compresses a JSON answer of 1 KB or more as the request accepts, and leaves small ones alone', async () => {
    const info = await served.app.inject({
      method: 'POST',
      url: VisitorPath.channelInfo,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { channelId: 'demo' },
    });
    expect(info.statusCode).toBe(200);
    expect(info.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(info.rawPayload).toString()) as { code: number; data: { channelId: string } };
    expect(answer.code).toBe(200);
    expect(answer.data.channelId).toBe('demo');
    const small = await served.app.inject({
      method: 'POST',
      url: VisitorPath.channelInfo,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
      payload: { channelId: 'nope' },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
