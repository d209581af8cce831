/** The agent's own canned replies: short texts kept in Web Storage (per agent), inserted into the composer on a click. */
export interface CannedStore {
  list(): string[];
  add(text: string): string[];
  remove(text: string): string[];
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export const MAX_CANNED = 30;
export const MAX_CANNED_LENGTH = 2000;

/** `starters` are offered until the agent saves their own (in the agent's language: the tickets texts' `canned.starters`). */
export function createCannedStore(storage: KeyValue | null, key: string, starters: readonly string[]): CannedStore {
  let texts = read(storage, key, starters);
  const save = (next: string[]) => {
    texts = next;
    try {
      storage?.setItem(key, JSON.stringify(texts));
    } catch {
      // A full or forbidden storage keeps the list for this page only.
    }
    return texts;
  };
  return {
    list: () => texts,
    add(text) {
      const t = text.trim().slice(0, MAX_CANNED_LENGTH);
      if (!t) return texts;
      return save([t, ...texts.filter((x) => x !== t)].slice(0, MAX_CANNED));
    },
    remove: (text) => save(texts.filter((x) => x !== text)),
  };
}

function read(storage: KeyValue | null, key: string, starters: readonly string[]): string[] {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return [...starters];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, MAX_CANNED) : [];
  } catch {
    return [];
  }
}

/** The text with a canned reply put in at the cursor (or at the end), on a line of its own. */
export function insertCanned(text: string, canned: string, cursor = text.length): { text: string; cursor: number } {
  const at = Math.max(0, Math.min(cursor, text.length));
  const before = text.slice(0, at);
  const after = text.slice(at);
  const lead = before && !before.endsWith('\n') ? '\n' : '';
  const trail = after && !after.startsWith('\n') ? '\n' : '';
  const next = `${before}${lead}${canned}${trail}${after}`;
  return { text: next, cursor: before.length + lead.length + canned.length };
}
