import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { Texts, type TextTree } from './texts';

// The widget's text lookup replaced i18next on the first screen; every text of every locale must come out as
// i18next wrote it, with the widget's set-up (zh fallback, no escaping, every value through the number format).
const read = (folder: string, l: string) => JSON.parse(readFileSync(join(import.meta.dirname, folder, `${l}.json`), 'utf8')) as TextTree;
const locales = readdirSync(join(import.meta.dirname, 'locales')).map((f) => f.replace(/\.json$/, ''));
// The chat's texts with the four lazy sections under their keys, as index.ts adds them.
const files: Record<string, TextTree> = Object.fromEntries(
  locales.map((l) => [
    l,
    { ...read('locales', l), tickets: read('tickets', l), side: read('sidepanel', l), calls: read('calls', l), rating: read('rating', l) },
  ]),
);
const name = (l: string) => (l === 'tw' ? 'zh-Hant' : l);
const fmt = (value: unknown, lng: string) => (typeof value === 'number' ? new Intl.NumberFormat(lng).format(value) : (value as string));

function keysOf(tree: TextTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keysOf(v, `${prefix}${k}.`)));
}
/** 'a.b_one' → 'a.b': the key a component asks for. */
const asked = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe('Texts (the widget’s i18next subset)', () => {
  it('writes every text of the 24 locales as i18next does, with plural counts, values and a missing value', async () => {
    const ref = i18next.createInstance();
    // As the widget's i18next set-up had it: every value through a formatter module.
    ref.use({
      type: 'formatter',
      init: () => undefined,
      add: () => undefined,
      addCached: () => undefined,
      format: (v: unknown, _f: unknown, lng?: string) => fmt(v, lng ?? 'zh'),
    } as never);
    await ref.init({
      lng: 'zh',
      fallbackLng: 'zh',
      resources: Object.fromEntries(locales.map((l) => [name(l), { translation: files[l]! }])),
      interpolation: { escapeValue: false, alwaysFormat: true },
    });
    const texts = new Texts('zh', fmt);
    for (const l of locales) texts.addTexts(name(l), files[l]!);
    const values = { n: 1234, name: 'Lumi', text: 'x', time: '10:00', id: 7, title: 'T', size: '10 MB' };
    let compared = 0;
    const differ: string[] = [];
    const same = (what: string, got: string, want: string) => {
      compared++;
      if (got !== want) differ.push(`${what}: ${got} ≠ ${want}`);
    };
    for (const l of locales) {
      await ref.changeLanguage(name(l));
      await texts.changeLanguage(name(l));
      for (const key of new Set(keysOf(files[l]!).map(asked))) {
        for (const count of [undefined, 0, 1, 2, 3, 5, 11, 21, 102, 1.5]) {
          const opts = count === undefined ? values : { ...values, count };
          same(`${l} ${key} ${count}`, texts.t(key, opts), ref.t(key, opts));
        }
        same(`${l} ${key} without values`, texts.t(key), ref.t(key));
      }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(10_000);
  }, 30_000);

  it('a key missing in the language falls back to zh, then to the default value, then to the key', () => {
    const texts = new Texts('zh', (v) => v as string);
    texts.addTexts('zh', { a: { b: '乙' }, only: '仅' });
    texts.addTexts('en', { a: { b: 'B {{x}}' } });
    texts.addTexts('en', { a: { c: 'C' } });
    void texts.changeLanguage('en');
    expect(texts.t('a.b', { x: 1 })).toBe('B 1');
    expect(texts.t('a.b', { x: undefined })).toBe('B ');
    expect(texts.t('a.b')).toBe('B {{x}}');
    expect(texts.t('a.c')).toBe('C');
    expect(texts.t('only')).toBe('仅');
    expect(texts.t('none', { defaultValue: '' })).toBe('');
    expect(texts.t('none')).toBe('none');
    expect(texts.exists('a.c')).toBe(true);
    expect(texts.exists('only')).toBe(false);
  });

  it('tells its listeners about a change of language and gives one t per language', async () => {
    const texts = new Texts('zh', (v) => v as string);
    const seen: string[] = [];
    const stop = texts.onLanguageChanged((l) => seen.push(l));
    await texts.changeLanguage('en');
    stop();
    await texts.changeLanguage('de');
    expect(seen).toEqual(['en']);
    expect(texts.fixedT('en')).toBe(texts.fixedT('en'));
  });
});
