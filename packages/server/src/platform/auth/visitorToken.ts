import { createHmac, timingSafeEqual } from 'node:crypto';
import { VISITOR_ID_TTL_MS } from '@parley/protocol';

/** A visitor token: base64url(JSON {t: tenantId, u: userId, e: expiry}) + '.' + HMAC-SHA256 of that part. */
export interface VisitorClaims {
  tenantId: string;
  userId: string;
  expiresAt: number;
}

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');
const sign = (secret: string, body: string) => createHmac('sha256', secret).update(body).digest();

export function issueVisitorToken(
  secret: string,
  tenantId: string,
  userId: string,
  now = Date.now(),
  ttlMs = VISITOR_ID_TTL_MS,
): { token: string; expiresAt: number } {
  const expiresAt = now + ttlMs;
  const body = b64(JSON.stringify({ t: tenantId, u: userId, e: expiresAt }));
  return { token: `${body}.${b64(sign(secret, body))}`, expiresAt };
}

/** The claims of a well-signed, unexpired token; null for anything else. */
export function verifyVisitorToken(secret: string, token: string | undefined, now = Date.now()): VisitorClaims | null {
  if (!token || token.length > 1024) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = sign(secret, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const c = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { t?: unknown; u?: unknown; e?: unknown };
    if (typeof c.t !== 'string' || typeof c.u !== 'string' || typeof c.e !== 'number') return null;
    if (c.e <= now) return null;
    return { tenantId: c.t, userId: c.u, expiresAt: c.e };
  } catch {
    return null;
  }
}

/**
 * verifyVisitorToken with a bounded memory of tokens already verified: a visitor polling every 2 s presents the
 * same token each time, and its HMAC need be checked once (expiry is still checked on every call).
 */
export function cachedTokenVerifier(secret: string, max = 100_000): (token: string | undefined, now: number) => VisitorClaims | null {
  const known = new Map<string, VisitorClaims>();
  return (token, now) => {
    if (!token) return null;
    const hit = known.get(token);
    if (hit) {
      if (hit.expiresAt <= now) {
        known.delete(token);
        return null;
      }
      return hit;
    }
    const claims = verifyVisitorToken(secret, token, now);
    if (claims) {
      known.set(token, claims);
      if (known.size > max) known.delete(known.keys().next().value!);
    }
    return claims;
  };
}
