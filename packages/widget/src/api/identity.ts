/**
 * The visitor's stored identity, one record per channel (chat-session.md §6: "tenantId and userId joined,
 * kept about 5.8 days"). The two ids are kept as separate fields of one record so nothing has to be split
 * again; the record expires VISITOR_ID_TTL_MS after the last chatStart.
 */
import { VISITOR_ID_TTL_MS, type ChatStartAnswer } from '@parley/protocol';

export interface StoredIdentity {
  tenantId: string;
  userId: string;
  token: string;
  tokenExpiresAt: number;
  expiresAt: number;
}

export interface IdentityStore {
  load(channelId: string): StoredIdentity | null;
  save(channelId: string, answer: Pick<ChatStartAnswer, 'tenantId' | 'userId' | 'token' | 'tokenExpiresAt'>): void;
  clear(channelId: string): void;
  /**
   * W-QD1: the stored identity of this userId on any channel, made the active one. The /question screen has
   * only docId and userId in its URL, yet its call needs that visitor's token.
   */
  loadUser(userId: string): StoredIdentity | null;
  /** The same for a tenant: the /formData screen a card opens knows only tenantId and templateId. */
  loadTenant(tenantId: string): StoredIdentity | null;
  /** Token of the identity loaded or saved last, while it is valid. */
  token(): string | undefined;
}

const KEY_PREFIX = 'parley:visitor:';
/** Where a channel's visitor is stored (W-ID6: the embedding page keeps this entry when the frame cannot). */
export const identityKey = (channelId: string) => `${KEY_PREFIX}${channelId}`;

function isIdentity(v: unknown): v is StoredIdentity {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  return (
    typeof r.tenantId === 'string' &&
    typeof r.userId === 'string' &&
    typeof r.token === 'string' &&
    typeof r.tokenExpiresAt === 'number' &&
    typeof r.expiresAt === 'number'
  );
}

/**
 * `storage` may be missing or throw (third-party iframes with blocked storage, private modes);
 * the widget then still works for the lifetime of the page from memory.
 */
export function createIdentityStore(storage: Storage | undefined, now: () => number = Date.now): IdentityStore {
  const memory = new Map<string, string>();
  let active: StoredIdentity | null = null;

  const read = (key: string): string | null => {
    try {
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  };
  const write = (key: string, value: string | null) => {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Storage refused: the memory copy above is all we keep.
    }
  };

  /** The first stored identity that matches, made the active one (load() drops expired ones on the way). */
  function find(match: (r: StoredIdentity) => boolean): StoredIdentity | null {
    const keys = new Set(memory.keys());
    try {
      for (let i = 0; storage && i < storage.length; i += 1) keys.add(storage.key(i) ?? '');
    } catch {
      // Storage refused: the memory copies are all there is.
    }
    for (const key of keys) {
      if (!key.startsWith(KEY_PREFIX)) continue;
      const record = store.load(key.slice(KEY_PREFIX.length));
      if (record && match(record)) return record;
    }
    active = null;
    return null;
  }

  const store: IdentityStore = {
    load(channelId) {
      const raw = read(identityKey(channelId));
      let record: unknown;
      try {
        record = raw ? JSON.parse(raw) : null;
      } catch {
        record = null;
      }
      if (!isIdentity(record) || record.expiresAt <= now()) {
        if (raw) write(identityKey(channelId), null);
        active = null;
        return null;
      }
      active = record;
      return record;
    },
    save(channelId, answer) {
      const record: StoredIdentity = {
        tenantId: answer.tenantId,
        userId: answer.userId,
        token: answer.token,
        tokenExpiresAt: answer.tokenExpiresAt,
        expiresAt: now() + VISITOR_ID_TTL_MS,
      };
      active = record;
      write(identityKey(channelId), JSON.stringify(record));
    },
    clear(channelId) {
      active = null;
      write(identityKey(channelId), null);
    },
    loadUser(userId) {
      return find((r) => r.userId === userId);
    },
    loadTenant(tenantId) {
      return find((r) => r.tenantId === tenantId);
    },
    token() {
      return active && active.tokenExpiresAt > now() ? active.token : undefined;
    },
  };
  return store;
}
