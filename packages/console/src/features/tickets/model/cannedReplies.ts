/** The agent's own canned replies: short texts kept in Web Storage (per agent), inserted into the composer on a click. */
export interface CannedStore {
  list(): string[];
  add(text: string): string[];
  remove(text: string): string[];
}

type KeyValue = Pick<Storage, 'getItem' | 'setItem'>;

export const MAX_CANNED = 30;
export const MAX_CANNED_LENGTH = 2000;

/** Offered until the agent saves their own. */
export const STARTER_REPLIES: readonly string[] = [
  'Thank you for getting in touch. We are looking into this and will get back to you shortly.',
  'Could you send us a photo of the problem and your order number, please?',
  'We have sorted this out for you. If anything else comes up, just reply to this ticket.',
];

export function createCannedStore(storage: KeyValue | null, key: string): CannedStore {
  let texts = read(storage, key);
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

function read(storage: KeyValue | null, key: string): string[] {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return [...STARTER_REPLIES];
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
