/**
 * What the loader keeps on the tenant page, under one key per channel: that the visitor has opened the chat (so later
 * pages load it at once and can show the badge), and the visitor record of a frame that cannot store it (issue 14
 * item 5). Nothing is written before the visitor opens the chat: until then writes wait in memory.
 */
export interface PageRecord {
  /** The visitor opened the chat on this site. */
  o?: 1;
  /** The widget's stored identity, kept here because its frame has no storage. */
  v?: string;
  /** The unread count the launcher showed last, so the next page shows it before the widget has loaded. */
  u?: number;
}

export interface PageStore {
  get(): PageRecord;
  set(patch: PageRecord): void;
  /** The visitor opened the chat: from now on what is kept is written through. */
  opened(): void;
  clear(): void;
}

export function createPageStore(storage: () => Storage, key: string): PageStore {
  let record: PageRecord = {};
  try {
    record = JSON.parse(storage().getItem(key) || '{}') as PageRecord;
  } catch {
    // No storage, or not ours: start empty.
  }
  const write = () => {
    try {
      if (record.o) storage().setItem(key, JSON.stringify(record));
    } catch {
      // Storage refused: the record lives as long as the page.
    }
  };
  return {
    get: () => record,
    set(patch) {
      record = { ...record, ...patch };
      write();
    },
    opened() {
      record.o = 1;
      write();
    },
    clear() {
      record = {};
      try {
        storage().removeItem(key);
      } catch {
        // Nothing stored to forget.
      }
    },
  };
}
