import { createHash } from 'node:crypto';
import { EMBED_STUB } from '@parley/protocol';

/**
 * Content-Security-Policy for the pages we serve (issue 18 item 7). Scripts only from this server (the built
 * front ends have no inline script); styles also inline (antd and antd-mobile set style attributes and inject
 * style elements); images and media also from https (tenants' product pictures, knowledge-base images) and
 * blob/data (previews before upload, pasted screenshots). The console may not be framed at all; the widget by
 * the origins its channel lists, or by any site when it lists none.
 */
const BASE = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/**
 * Origins as CSP sources: scheme://host[:port] only; anything unreadable is dropped rather than widening the list.
 * This server's own pages (the console's preview of a website, S-WB7) may always frame it.
 */
export function frameAncestorsSource(origins: readonly string[]): string {
  const sources = origins.flatMap((o) => {
    try {
      const u = new URL(o);
      return u.protocol === 'https:' || u.protocol === 'http:' ? [u.origin] : [];
    } catch {
      return [];
    }
  });
  return origins.length === 0 ? '*' : ["'self'", ...sources].join(' ');
}

export function pagePolicy(frameAncestors: string, scriptSources: readonly string[] = []): string {
  const base = scriptSources.length ? BASE.map((d) => (d === "script-src 'self'" ? `${d} ${scriptSources.join(' ')}` : d)) : BASE;
  return [...base, `frame-ancestors ${frameAncestors}`].join('; ');
}

/** The demo shop (issue 14 item 7): the page's only inline script is the embed call queue, allowed by its hash. */
export const DEMO_POLICY = pagePolicy("'none'", [`'sha256-${createHash('sha256').update(EMBED_STUB).digest('base64')}'`]);

/** JSON answers render nothing: nothing may load in their name, and nobody may frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'";
