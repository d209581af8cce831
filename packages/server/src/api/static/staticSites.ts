import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CHANNEL_INFO_ELEMENT_ID, CHAT_PAGE, CONSOLE_BASE, DEMO_BASE, WIDGET_BASE, channelInfoBody } from '@parley/protocol';
import { ok } from '../../platform/http/envelope.js';
import { DEMO_POLICY, frameAncestorsSource, pagePolicy } from './securityHeaders.js';

/** The built front ends, served by the same process as the API (one port). */
export interface Site {
  prefix: string;
  root: string;
}

export function defaultStaticRoot(): string {
  // packages/server/{src,dist}/api/static → packages
  return resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
}

export function sitesUnder(packagesDir: string): { widget: Site; console: Site; embedDir: string } {
  return {
    widget: { prefix: WIDGET_BASE, root: join(packagesDir, 'widget', 'dist') },
    console: { prefix: CONSOLE_BASE, root: join(packagesDir, 'console', 'dist') },
    embedDir: join(packagesDir, 'embed', 'dist'),
  };
}

/** How long a tenant page keeps embed.js before asking for it again, in seconds. */
export const EMBED_MAX_AGE_S = 300;

/**
 * Hashed assets never change; embed.js has a fixed name on every tenant page, so it is kept a few minutes (a
 * release reaches pages within EMBED_MAX_AGE_S) and refreshed in the background; the HTML shells are revalidated so
 * a new build is picked up at once.
 */
export function cacheControlFor(path: string): string {
  if (/[\\/]assets[\\/]/.test(path)) return 'public, max-age=31536000, immutable';
  if (/[\\/]embed\.js(?:\.br|\.gz)?$/.test(path)) return `public, max-age=${EMBED_MAX_AGE_S}, stale-while-revalidate=86400`;
  return 'no-cache';
}

function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header('Cache-Control', cacheControlFor(path));
  // The same URL answers brotli, gzip or plain bytes (preCompressed): caches must key on the encoding asked for.
  reply.header('Vary', 'Accept-Encoding');
}

/** Which sites may frame the widget page of a channel (its CSP frame-ancestors source list). */
export type EmbedOriginsOf = (channelId: string) => Promise<readonly string[]>;

/** A channel's channelInfo answer (rejects when the channel is unknown, disabled or its workspace suspended). */
export type ChannelInfoOf = (channelId: string) => Promise<unknown>;

/** A value as JSON that cannot end the `<script>` element it is written in (`</script>`, `<!--`) in any browser. */
export const jsonInHtml = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** S-WB12: the chat page's shell with its channel's channelInfo answer in a data element (never run as script). */
export const withChannelInfo = (shell: string, info: unknown): string =>
  shell.replace(
    '</head>',
    () => `<script type="application/json" id="${CHANNEL_INFO_ELEMENT_ID}">${jsonInHtml(ok(info))}</script>\n  </head>`,
  );

export async function registerStaticSites(
  app: FastifyInstance,
  packagesDir: string,
  embedOriginsOf: EmbedOriginsOf,
  channelInfoOf?: ChannelInfoOf,
): Promise<void> {
  const { widget, console: consoleSite, embedDir } = sitesUnder(packagesDir);
  // Every HTML page gets a policy: the console may not be framed, the widget by its channel's origins.
  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('text/html')) return payload;
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith(CONSOLE_BASE)) {
      reply.header('Content-Security-Policy', pagePolicy("'none'")).header('X-Frame-Options', 'DENY');
    } else if (path.startsWith(WIDGET_BASE)) {
      const channelId = new URLSearchParams(request.url.split('?')[1] ?? '').get('channelId');
      const origins = channelId ? await embedOriginsOf(channelId).catch(() => []) : [];
      reply.header('Content-Security-Policy', pagePolicy(frameAncestorsSource(origins)));
    } else if (path.startsWith(DEMO_BASE)) {
      reply.header('Content-Security-Policy', DEMO_POLICY).header('X-Frame-Options', 'DENY');
    }
    return payload;
  });
  const spas = [widget, consoleSite].filter((s) => existsSync(join(s.root, 'index.html')));
  let decorated = false;
  for (const site of spas) {
    await app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: !decorated,
      index: 'index.html',
      // The build writes .br and .gz beside every text file (scripts/precompress.mjs); served by Accept-Encoding.
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    decorated = true;
  }
  if (existsSync(join(embedDir, 'embed.js'))) {
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: '/embed/',
      decorateReply: !decorated,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
    app.get('/embed.js', (_req, reply) => reply.sendFile('embed.js', embedDir));
    // The demo shop with the snippet on it (the build copies packages/embed/public/demo beside embed.js).
    if (existsSync(join(embedDir, 'demo', 'index.html'))) {
      const demoDir = join(embedDir, 'demo');
      await app.register(fastifyStatic, {
        root: demoDir,
        prefix: DEMO_BASE,
        decorateReply: false,
        // The directory's index is the route below: the static plugin's own misses precompressed copies.
        index: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
      });
      // ?channelId=… : the same shop with that channel's snippet on it, the console's preview of a website (S-WB7).
      let page: string | undefined;
      app.get(DEMO_BASE, async (request, reply) => {
        const channelId = new URLSearchParams(request.url.split('?')[1] ?? '').get('channelId');
        if (!channelId || channelId === 'demo' || !/^[A-Za-z0-9_-]{1,64}$/.test(channelId))
          return reply.header('Cache-Control', 'no-cache').sendFile('index.html', demoDir);
        page ??= await readFile(join(demoDir, 'index.html'), 'utf8');
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(page.replace('data-channel-id="demo"', `data-channel-id="${channelId}"`));
      });
      app.get(DEMO_BASE.slice(0, -1), (_req, reply) => reply.redirect(DEMO_BASE));
    }
  }
  // A page without an icon link (an API address opened in a tab, a crawler) asks /favicon.ico: Parley's icon, not a
  // 404 (S-WB11). The widget's pages point their link at their website's own picture themselves.
  const iconSite = spas.find((s) => existsSync(join(s.root, 'favicon.svg')));
  if (iconSite) app.get('/favicon.ico', (_req, reply) => reply.sendFile('favicon.svg', iconSite.root));
  // S-WB12: the chat page comes with its channel's channelInfo, so the widget's first call is chatStart: a round trip
  // less before the welcome. An unknown or closed channel gets the plain shell; its widget asks and hears why.
  if (channelInfoOf && spas.includes(widget)) {
    // Read once, like the demo page: a new build comes with a restart (its hashed assets replace the old ones).
    let shell: Promise<string> | undefined;
    app.get(CHAT_PAGE, async (request, reply) => {
      const channelId = channelInfoBody.safeParse({ channelId: new URLSearchParams(request.url.split('?')[1] ?? '').get('channelId') });
      const [page, info] = await Promise.all([
        (shell ??= readFile(join(widget.root, 'index.html'), 'utf8')),
        channelId.success ? channelInfoOf(channelId.data.channelId).catch(() => null) : null,
      ]);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(info ? withChannelInfo(page, info) : page);
    });
  }
  app.get('/', (_req, reply) => reply.redirect(`${CHAT_PAGE}?channelId=demo`));
  for (const site of spas) app.get(site.prefix.slice(0, -1), (_req, reply) => reply.redirect(site.prefix));
  app.decorate('spaFallback', (request: FastifyRequest, reply: FastifyReply): boolean => {
    if (request.method !== 'GET') return false;
    const path = request.url.split('?')[0] ?? '';
    const site = spas.find((s) => path === s.prefix.slice(0, -1) || path.startsWith(s.prefix));
    // History-mode routes (/chat_online/index, /console/chats/3) get the app shell; missing assets stay 404.
    if (!site || /\.[a-z0-9]+$/i.test(path)) return false;
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', site.root);
    return true;
  });
}
