import { describe, expect, it } from 'vitest';
import { createIdentityStore, identityKey } from './identity';
import { createKeptStorage } from './keptStorage';

describe('storage kept by the embedding page', () => {
  it('W-ID6 a frame without storage resumes from the record the page handed over, and tells the page of every change', () => {
    const writes: Array<[string, string | null]> = [];
    const kept = createKeptStorage();
    kept.seed(identityKey('demo'), JSON.stringify({ tenantId: 't', userId: 'u1', token: 'tok', tokenExpiresAt: 9e15, expiresAt: 9e15 }));
    kept.onWrite = (k, v) => writes.push([k, v]);
    const identity = createIdentityStore(kept);
    expect(identity.load('demo')?.userId).toBe('u1');
    expect(writes).toEqual([]);
    identity.save('demo', { tenantId: 't', userId: 'u2', token: 'tok2', tokenExpiresAt: 9e15 });
    expect(writes).toHaveLength(1);
    expect(JSON.parse(writes[0]![1]!).userId).toBe('u2');
    identity.clear('demo');
    expect(writes[1]).toEqual([identityKey('demo'), null]);
    expect(identity.load('demo')).toBeNull();
  });
});
