import { describe, expect, it } from 'vitest';
import { VISITOR_ID_TTL_MS } from '@parley/protocol';
import { createIdentityStore } from './identity';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

const answer = { tenantId: 't1', userId: 'u1', token: 'tok', tokenExpiresAt: 5_000 };

describe('identity', () => {
  it('W-ID1 kept per channel until VISITOR_ID_TTL_MS after saving', () => {
    let now = 1_000;
    const storage = new MemoryStorage();
    const ids = createIdentityStore(storage, () => now);
    ids.save('c1', answer);
    expect(ids.load('c2')).toBeNull();
    expect(ids.load('c1')).toMatchObject({ tenantId: 't1', userId: 'u1', expiresAt: 1_000 + VISITOR_ID_TTL_MS });
    now = 1_000 + VISITOR_ID_TTL_MS;
    expect(ids.load('c1')).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('W-ID1 a corrupt record reads as none', () => {
    const storage = new MemoryStorage();
    storage.setItem('parley:visitor:c1', '{not json');
    expect(createIdentityStore(storage).load('c1')).toBeNull();
    storage.setItem('parley:visitor:c1', '{"userId":1}');
    expect(createIdentityStore(storage).load('c1')).toBeNull();
  });

  it('W-ID2 the token is offered only while valid', () => {
    let now = 1_000;
    const ids = createIdentityStore(new MemoryStorage(), () => now);
    ids.save('c1', answer);
    expect(ids.token()).toBe('tok');
    now = 5_000;
    expect(ids.token()).toBeUndefined();
  });

  it('W-ID3 refused storage falls back to memory', () => {
    const refusing = new MemoryStorage();
    refusing.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    refusing.setItem = refusing.getItem;
    const ids = createIdentityStore(refusing);
    ids.save('c1', { ...answer, tokenExpiresAt: Date.now() + 10_000 });
    expect(ids.load('c1')?.userId).toBe('u1');
    ids.clear('c1');
    expect(ids.load('c1')).toBeNull();
  });

  it('W-QD1 W-LM9 finds the stored visitor by userId or by tenant, and makes its token the active one', () => {
    const ids = createIdentityStore(new MemoryStorage(), () => 1_000);
    ids.save('c1', answer);
    ids.save('c2', { ...answer, tenantId: 't2', userId: 'u2', token: 'tok2' });
    expect(ids.loadTenant('t1')?.userId).toBe('u1');
    expect(ids.token()).toBe('tok');
    expect(ids.loadUser('u2')?.tenantId).toBe('t2');
    expect(ids.token()).toBe('tok2');
    expect(ids.loadTenant('t9')).toBeNull();
    expect(ids.token()).toBeUndefined();
  });
});
