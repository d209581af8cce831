import { describe, expect, it } from 'vitest';
import { MAX_DRAFTS, createDraftStore } from './drafts';

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('draft store', () => {
  it('keeps one draft per conversation across instances', () => {
    const storage = memory();
    const a = createDraftStore(storage, 'drafts:7');
    a.set(1, 'Hello');
    a.set(2, 'Other chat');
    const b = createDraftStore(storage, 'drafts:7');
    expect([b.get(1), b.get(2), b.get(3)]).toEqual(['Hello', 'Other chat', '']);
  });
  it('forgets blank drafts', () => {
    const store = createDraftStore(memory(), 'k');
    store.set(1, 'x');
    store.set(1, '   ');
    expect(store.get(1)).toBe('');
  });
  it('drops the oldest beyond the limit', () => {
    const store = createDraftStore(memory(), 'k');
    for (let i = 1; i <= MAX_DRAFTS + 1; i++) store.set(i, `d${i}`);
    store.set(2, 'touched');
    store.set(MAX_DRAFTS + 2, 'new');
    expect(store.get(1)).toBe('');
    expect(store.get(3)).toBe('');
    expect(store.get(2)).toBe('touched');
  });
  it('survives broken or missing storage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createDraftStore(broken, 'k');
    store.set(1, 'still here');
    expect(store.get(1)).toBe('still here');
    expect(createDraftStore(null, 'k').get(1)).toBe('');
  });
});
