import { describe, expect, it } from 'vitest';
import { NAMESPACE_FOLDERS } from '.';

const files = import.meta.glob<Record<string, unknown>>('../**/locales/*.json', { eager: true, import: 'default' });

/** Every text as `a.b.c` → value. */
function flatten(o: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(o)) {
    if (v && typeof v === 'object' && !Array.isArray(v))
      for (const [kk, vv] of flatten(v as Record<string, unknown>, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort((a, b) => a.localeCompare(b));

describe('console texts', () => {
  it('every locales folder is a namespace the console loads', () => {
    const folders = new Set(Object.keys(files).map((p) => p.replace(/\/locales\/\w+\.json$/, '')));
    expect([...folders].sort()).toEqual(Object.values(NAMESPACE_FOLDERS).sort());
  });

  for (const [ns, folder] of Object.entries(NAMESPACE_FOLDERS)) {
    it(`${ns}: zh has every key of en, none empty, with the same {{placeholders}}`, () => {
      const en = flatten(files[`${folder}/locales/en.json`]!);
      const zh = flatten(files[`${folder}/locales/zh.json`]!);
      expect([...zh.keys()].sort()).toEqual([...en.keys()].sort());
      for (const [key, text] of en) {
        const other = zh.get(key);
        expect(typeof text, key).toBe('string');
        expect(typeof other, key).toBe('string');
        expect((text as string).trim(), key).not.toBe('');
        expect((other as string).trim(), key).not.toBe('');
        expect(placeholders(other as string), key).toEqual(placeholders(text as string));
      }
    });
  }
});
