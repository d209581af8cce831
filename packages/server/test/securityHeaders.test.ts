import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.mjs';
import { AdminPath, DEMO_BASE, EMBED_STUB, VisitorPath } from '@parley/protocol';
import type { ParleyApp } from '../src/app.js';
import { loginAdmin, type AgentSession } from './agents.js';
import { createTestApp, servingApp, type TestApp } from './harness.js';

/** Issue 18 item 7: a Content-Security-Policy on every page; the console is never framed, the widget by its channel's origins. */
describe('security headers', () => {
  let t: TestApp;
  let served: ParleyApp;
  let admin: AgentSession;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    admin = await loginAdmin(t);
    root = mkdtempSync(join(tmpdir(), 'parley-static-'));
    for (const site of ['widget', 'console']) {
      mkdirSync(join(root, site, 'dist'), { recursive: true });
      writeFileSync(
        join(root, site, 'dist', 'index.html'),
        `<!doctype html><title>${site}</title><script type="module" src="./assets/app.js"></script>`,
      );
      writeFileSync(join(root, site, 'dist', 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg"><title>${site}</title></svg>`);
    }
    // The demo shop as the embed build ships it (packages/embed/public/demo).
    const demoSource = resolve(fileURLToPath(new URL('../../embed/public/demo', import.meta.url)));
    mkdirSync(join(root, 'embed', 'dist', 'demo'), { recursive: true });
    writeFileSync(join(root, 'embed', 'dist', 'embed.js'), '(function(){})();');
    for (const f of ['index.html', 'demo.js', 'demo.css']) copyFileSync(join(demoSource, f), join(root, 'embed', 'dist', 'demo', f));
    precompressDir(join(root, 'embed', 'dist'));
    // A second app on the same database shares its bus, as nodes do: a channel edited through one is seen by the other.
    served = await servingApp(t, root);
  });
  afterAll(async () => {
    await served?.app.close();
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => served.app.inject({ method: 'GET', url });
  const directive = (csp: unknown, name: string) =>
    String(csp)
      .split('; ')
      .find((d) => d.startsWith(`${name} `));

  it('keeps the console out of every frame, on its shell and its history-mode routes', async () => {
    for (const url of ['/console/', '/console/chats/3']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(res.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('lets any site frame the widget until the channel lists its origins, then only those', async () => {
    const before = await get('/chat_online/index?channelId=demo');
    expect(directive(before.headers['content-security-policy'], 'frame-ancestors')).toBe('frame-ancestors *');
    const set = await admin.post(AdminPath.channel('demo'), {
      embedOrigins: ['https://shop.example', 'https://www.shop.example:8443/any/path'],
    });
    expect(set.statusCode, set.body).toBe(200);
    for (const url of ['/chat_online/index?channelId=demo', '/chat_online/leaveMsg?channelId=demo&tenantId=demo']) {
      const res = await get(url);
      expect(directive(res.headers['content-security-policy'], 'frame-ancestors'), url).toBe(
        "frame-ancestors 'self' https://shop.example https://www.shop.example:8443",
      );
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
    // The list stays on the server: the widget's channelInfo does not carry it.
    const info = (await served.app.inject({ method: 'POST', url: VisitorPath.channelInfo, payload: { channelId: 'demo' } })).json().data;
    expect(info).not.toHaveProperty('embedOrigins');
  });

  it("S-WB11 answers /favicon.ico with Parley's icon (an image) instead of a 404", async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toContain('<title>widget</title>');
  });

  it('serves the demo shop with the call queue as its only inline script, allowed by its hash', async () => {
    // As a browser asks for it (the precompressed copies exist): the plain page still comes back for a client without.
    const compressed = await served.app.inject({ method: 'GET', url: DEMO_BASE, headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const res = await get(DEMO_BASE);
    expect(res.statusCode).toBe(200);
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([EMBED_STUB]);
    const hash = createHash('sha256').update(EMBED_STUB).digest('base64');
    expect(directive(res.headers['content-security-policy'], 'script-src')).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(directive(res.headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect((await get(`${DEMO_BASE}demo.js`)).statusCode).toBe(200);
    expect((await get(DEMO_BASE.slice(0, -1))).headers.location).toBe(DEMO_BASE);
    // The snippet the README shows is the page's.
    expect(readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8')).toContain(`<script>${EMBED_STUB}</script>`);
  });

  it('S-WB7 previews a website on the demo shop: its snippet, the same policy; the widget may be framed by this server', async () => {
    const res = await get(`${DEMO_BASE}?channelId=acme-shop-1a2b3c`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<script src="/embed.js" data-channel-id="acme-shop-1a2b3c" async></script>'.replace(' async', ' data-color="#0f766e" async'),
    );
    expect(res.body).not.toContain('data-channel-id="demo"');
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([EMBED_STUB]);
    expect(res.headers['content-security-policy']).toBe((await get(DEMO_BASE)).headers['content-security-policy']);
    // Anything but an id serves the demo's own page.
    for (const q of ['%22%3E%3Cscript%3E', 'a/b', ''])
      expect((await get(`${DEMO_BASE}?channelId=${q}`)).body).toContain('data-channel-id="demo"');
    expect(directive((await get('/chat_online/index?channelId=demo')).headers['content-security-policy'], 'frame-ancestors')).toContain(
      "'self'",
    );
  });

  it('gives JSON answers a policy that loads nothing', async () => {
    const res = await served.app.inject({ method: 'POST', url: VisitorPath.channelInfo, payload: { channelId: 'demo' } });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
