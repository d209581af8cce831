import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed file links (issue 18 item 9): `/api/files/<key>/<name>?e=<expires>&s=<signature>`, valid for the visitor
 * of the file's conversation until `e`. Links are signed afresh whenever a message or ticket is read again, so an
 * open conversation never shows a dead link while a link copied out of it dies within the lifetime.
 */
export const FILE_LINK_TTL_MS = 3 * 24 * 3600 * 1000;
/** Expiries are rounded up to the hour, so a link read twice within it is the same URL (and the browser's cache holds). */
const EXPIRY_STEP_MS = 3600 * 1000;

export interface FileLinkKeys {
  secret: string;
  ttlMs: number;
  now: number;
}

/** The signing keys now: the server secret and the configured lifetime. */
export const fileLinkKeys = (ctx: { config: { secret: string; fileLinkTtlMs?: number }; now(): number }): FileLinkKeys => ({
  secret: ctx.config.secret,
  ttlMs: ctx.config.fileLinkTtlMs ?? FILE_LINK_TTL_MS,
  now: ctx.now(),
});

function signature(secret: string, key: string, visitorId: number, expires: number): string {
  return createHmac('sha256', `${secret}:files`).update(`${key}:${visitorId}:${expires}`).digest('base64url').slice(0, 32);
}

/** The query of a fresh link to `key` for the visitor. */
export function fileLinkQuery(keys: FileLinkKeys, key: string, visitorId: number): string {
  const expires = Math.ceil((keys.now + keys.ttlMs) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS;
  return `e=${expires}&s=${signature(keys.secret, key, visitorId, expires)}`;
}

/** Whether a link's expiry and signature prove it was handed to this visitor and has not expired. */
export function fileLinkValid(
  secret: string,
  key: string,
  visitorId: number,
  expires: number | undefined,
  given: string | undefined,
  now: number,
) {
  if (!given || expires === undefined || expires <= now) return false;
  const a = Buffer.from(signature(secret, key, visitorId, expires));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LINK = /\/api\/files\/([A-Za-z0-9_-]{16,64})\/([^?\s"'<>\\]*)(?:\?[A-Za-z0-9_=&-]*)?/g;

/**
 * Every link of ours in a text (a message's content, a stored event, a ticket as JSON) signed afresh for the
 * visitor. A link to another visitor's file gets this visitor's signature, which that file does not accept.
 */
export function renewFileLinks(text: string, keys: FileLinkKeys, visitorId: number): string {
  if (!text.includes('/api/files/')) return text;
  return text.replace(LINK, (_m, key: string, name: string) => `/api/files/${key}/${name}?${fileLinkQuery(keys, key, visitorId)}`);
}

/** The same for any JSON-shaped answer. */
export function renewFileLinksIn<T>(value: T, keys: FileLinkKeys, visitorId: number): T {
  const text = JSON.stringify(value);
  return text.includes('/api/files/') ? (JSON.parse(renewFileLinks(text, keys, visitorId)) as T) : value;
}
