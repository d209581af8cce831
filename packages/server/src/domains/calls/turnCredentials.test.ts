import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { turnCredential } from './turnCredentials.js';

describe('TURN REST credentials', () => {
  it('S-CA9 username is expiry:user and the credential is base64 HMAC-SHA1 of it under the shared secret', () => {
    const c = turnCredential('north-secret', 'call42-visitor', 1_700_000_000_500, 3600);
    expect(c.username).toBe('1700003600:call42-visitor');
    expect(c.expiresAt).toBe(1_700_003_600_000);
    // coturn computes the same: HMAC-SHA1 keyed with static-auth-secret, base64.
    expect(c.credential).toBe(createHmac('sha1', 'north-secret').update('1700003600:call42-visitor').digest('base64'));
    expect(Buffer.from(c.credential, 'base64')).toHaveLength(20);
    expect(turnCredential('other-secret', 'call42-visitor', 1_700_000_000_500, 3600).credential).not.toBe(c.credential);
  });
});
