import { describe, expect, it } from 'vitest';
import { MAX_CANNED, createCannedStore as createStore, insertCanned } from './cannedReplies';

const STARTER_REPLIES = ['Thanks for writing.', 'A photo, please?', 'Sorted.'];
const createCannedStore = (storage: Parameters<typeof createStore>[0], key: string) => createStore(storage, key, STARTER_REPLIES);

const memory = () => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
};

describe('canned replies', () => {
  it('offers starters until the agent keeps their own list, and keeps it across instances', () => {
    const storage = memory();
    const a = createCannedStore(storage, 'canned:7');
    expect(a.list()).toEqual(STARTER_REPLIES);
    a.add('  Hello again  ');
    a.remove(STARTER_REPLIES[0]!);
    const b = createCannedStore(storage, 'canned:7');
    expect(b.list()).toEqual(['Hello again', ...STARTER_REPLIES.slice(1)]);
    b.remove('Hello again');
    b.remove(STARTER_REPLIES[1]!);
    b.remove(STARTER_REPLIES[2]!);
    expect(createCannedStore(storage, 'canned:7').list()).toEqual([]);
  });
  it('puts a re-added text first once, ignores blanks and keeps at most the limit', () => {
    const s = createCannedStore(memory(), 'k');
    for (let i = 0; i < MAX_CANNED + 5; i++) s.add(`reply ${i}`);
    s.add('reply 10');
    s.add('   ');
    expect(s.list()).toHaveLength(MAX_CANNED);
    expect(s.list()[0]).toBe('reply 10');
    expect(s.list().filter((x) => x === 'reply 10')).toHaveLength(1);
  });
  it('survives broken storage', () => {
    const broken = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('full');
      },
    };
    const s = createCannedStore(broken, 'k');
    expect(s.list()).toEqual([]);
    expect(s.add('kept in memory')).toEqual(['kept in memory']);
  });
  it('inserts at the cursor on a line of its own', () => {
    expect(insertCanned('', 'Thanks!')).toEqual({ text: 'Thanks!', cursor: 7 });
    expect(insertCanned('Hi Bob,', 'Thanks!')).toEqual({ text: 'Hi Bob,\nThanks!', cursor: 15 });
    expect(insertCanned('Hi Bob,\nBye', 'Thanks!', 8)).toEqual({ text: 'Hi Bob,\nThanks!\nBye', cursor: 15 });
  });
});
