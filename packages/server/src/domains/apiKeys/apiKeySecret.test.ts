import { describe, expect, it } from 'vitest';
import { API_KEY_PATTERN } from '@parley/protocol';
import { bearerKey, hashApiKey, newApiKey } from './apiKeySecret.js';

describe('API key text', () => {
  it('makes keys of the documented shape, each different, shown by their start, stored as a SHA-256', () => {
    const a = newApiKey();
    const b = newApiKey();
    expect(a.key).toMatch(API_KEY_PATTERN);
    expect(a.key).not.toBe(b.key);
    expect(a.shown).toBe(a.key.slice(0, 11));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(a.hash).toBe(hashApiKey(a.key));
    expect(a.hash).not.toContain(a.key.slice(12));
  });

  it('reads a bearer key and refuses anything else without looking it up', () => {
    const { key } = newApiKey();
    expect(bearerKey(`Bearer ${key}`)).toBe(key);
    expect(bearerKey(`bearer  ${key}`)).toBe(key);
    for (const h of [
      undefined,
      '',
      key,
      `Basic ${key}`,
      `Bearer ${key}x`,
      `Bearer ${key.slice(0, -1)}`,
      'Bearer pk_\u0000',
      `Bearer ${key} extra`,
    ]) {
      expect(bearerKey(h), String(h)).toBeUndefined();
    }
  });
});
