/** Per-conversation composer drafts, kept in Web Storage so switching chats (or reloading) loses nothing. */
export interface DraftStore {
  get(sessionId: number): string;
  set(sessionId: number, text: string): void;
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

/** At most this many drafts are kept; the least recently written go first. */
export const MAX_DRAFTS = 50;

export function createDraftStore(storage: KeyValue | null, key: string): DraftStore {
  // A list of pairs, oldest first: object keys that look like integers would lose their write order.
  let drafts: [number, string][] = read(storage, key);
  return {
    get: (sessionId) => drafts.find(([id]) => id === sessionId)?.[1] ?? '',
    set(sessionId, text) {
      const rest = drafts.filter(([id]) => id !== sessionId);
      drafts = (text.trim() === '' ? rest : [...rest, [sessionId, text] as [number, string]]).slice(-MAX_DRAFTS);
      try {
        storage?.setItem(key, JSON.stringify(drafts));
      } catch {
        // A full or forbidden storage still leaves the in-memory drafts working.
      }
    },
  };
}

function read(storage: KeyValue | null, key: string): [number, string][] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter((e): e is [number, string] => Array.isArray(e) && typeof e[0] === 'number' && typeof e[1] === 'string');
  } catch {
    return [];
  }
}
