import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import zh from './locales/zh.json';
import { normalizeLocale, pickLocale } from './locale';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

describe('locale', () => {
  it('SH2 channel language first, then the query, then the browser; zh by default', () => {
    expect(pickLocale(['en', 'zh', 'zh-CN'])).toBe('en');
    expect(pickLocale(['', 'en', 'zh-CN'])).toBe('en');
    expect(pickLocale([undefined, null, 'en-GB'])).toBe('en');
    expect(pickLocale([])).toBe('zh');
  });

  it('SH2 a locale the build does not ship falls through', () => {
    expect(pickLocale(['ja', 'en'])).toBe('en');
    expect(pickLocale(['zh-TW', 'fr'])).toBe('zh');
  });

  it('normalises tags', () => {
    expect(normalizeLocale('EN_us')).toBe('en');
    expect(normalizeLocale('zh-Hant-HK')).toBe('tw');
    expect(normalizeLocale('zh-CN')).toBe('zh');
  });

  it('zh and en have the same keys and no empty text', () => {
    expect(keys(en).sort()).toEqual(keys(zh).sort());
    for (const table of [en, zh]) {
      const flat = JSON.stringify(table);
      expect(flat).not.toMatch(/:""/);
    }
  });
});
