import { createHmac } from 'node:crypto';

/**
 * Short-lived TURN credentials by the TURN REST convention (coturn's `use-auth-secret` / `static-auth-secret`):
 * username = "<expiry in unix seconds>:<user>", credential = base64(HMAC-SHA1(secret, username)). The relay checks
 * them with the same secret; the page only ever holds a password that dies at the expiry.
 */
export interface TurnCredential {
  username: string;
  credential: string;
  expiresAt: number;
}

export function turnCredential(secret: string, user: string, nowMs: number, ttlSeconds: number): TurnCredential {
  const expiry = Math.floor(nowMs / 1000) + ttlSeconds;
  const username = `${expiry}:${user}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential, expiresAt: expiry * 1000 };
}
