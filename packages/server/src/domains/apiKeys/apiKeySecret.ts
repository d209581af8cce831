import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, apiKeyShownPart } from '@parley/protocol';

/** Keys as text (pure): made, hashed, read from a request's Authorization header. */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new key: `pk_` + 8 public characters + `_` + 256 random bits. Its SHA-256 is all that is stored: with that much
 * entropy a plain hash is as safe as a slow one, and a request's key is found by its hash in one indexed lookup.
 */
export function newApiKey(random: (n: number) => Buffer = randomBytes): { key: string; shown: string; hash: string } {
  // 62 divides 256 unevenly; the bias on 8 characters shown in a list is harmless (they are not the secret).
  const publicPart = [...random(8)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
  const key = `${API_KEY_PREFIX}${publicPart}_${random(32).toString('base64url')}`;
  return { key, shown: apiKeyShownPart(key), hash: hashApiKey(key) };
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The key of `Authorization: Bearer <key>`, when it has a key's shape (anything else is refused without a query). */
export function bearerKey(header: string | undefined): string | undefined {
  const m = header === undefined ? null : /^Bearer +(\S+) *$/i.exec(header);
  return m && API_KEY_PATTERN.test(m[1]!) ? m[1] : undefined;
}
