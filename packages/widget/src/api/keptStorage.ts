/**
 * W-ID6: a Storage in memory for a frame that may not use localStorage (third-party storage blocked, private modes).
 * The embedding page's loader keeps its contents instead (issue 14 item 5): it hands them over in its handshake
 * (`seed`) and is told of every write (`onWrite`), so a reload of the tenant's page resumes the visitor.
 */
export interface KeptStorage extends Storage {
  seed(key: string, value: string): void;
  onWrite: ((key: string, value: string | null) => void) | null;
}

export function createKeptStorage(): KeptStorage {
  const map = new Map<string, string>();
  const kept = {
    onWrite: null,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem(k: string, v: string) {
      map.set(k, String(v));
      kept.onWrite?.(k, String(v));
    },
    removeItem(k: string) {
      if (map.delete(k)) kept.onWrite?.(k, null);
    },
    clear: () => map.clear(),
    seed: (k: string, v: string) => void map.set(k, v),
  } as KeptStorage;
  return kept;
}

/** localStorage when it can be written; reading the property itself throws where third-party storage is blocked. */
export function usableLocalStorage(): Storage | undefined {
  try {
    const probe = 'parley:probe';
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return undefined;
  }
}
