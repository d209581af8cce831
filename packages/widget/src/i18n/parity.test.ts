/**
 * Every locale file of every text section against en, the source: the test follows the files, so a locale dropped
 * into the section folders is checked without touching this file.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { asLocale, intlTag } from './locale';

type Table = Record<string, unknown>;
const SECTIONS: Record<string, Record<string, Table>> = {
  locales: import.meta.glob<Table>('./locales/*.json', { eager: true, import: 'default' }),
  tickets: import.meta.glob<Table>('./tickets/*.json', { eager: true, import: 'default' }),
  sidepanel: import.meta.glob<Table>('./sidepanel/*.json', { eager: true, import: 'default' }),
  calls: import.meta.glob<Table>('./calls/*.json', { eager: true, import: 'default' }),
  rating: import.meta.glob<Table>('./rating/*.json', { eager: true, import: 'default' }),
};

/** Locales whose script is not Latin: a Latin word in them is English left untranslated. */
const NON_LATIN = new Set(['ar', 'bn', 'fa', 'ja', 'km', 'ko', 'lo', 'my', 'ru', 'th', 'tw', 'zh']);
/** Names and units written the same in every script. */
const LATIN_ALLOWED = new Set(['Parley', 'AI', 'QQ', 'MB', 'KB', 'GIF', 'JPEG', 'PNG', 'BMP', 'PDF', 'URL', 'ID', 'WeChat']);
const PLURAL = /_(zero|one|two|few|many|other)$/;
/**
 * Keys whose English (and Chinese) text is the spec's own, with its number written in ("file cannot be larger than
 * 10M"), while the other locales take it as a placeholder the caller always passes, in their units ("10 Mo").
 */
const SPEC_LITERAL: Record<string, string[]> = { 'media.tooLarge': ['size'], 'ticket.tooLarge': ['size'] };

function flatten(o: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(o)) {
    if (typeof v === 'object' && v !== null) for (const [kk, vv] of flatten(v as Table, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1] ?? '').sort((a, b) => a.localeCompare(b));
const codeOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

/** The keys a locale needs: en's, with each plural family in the locale's own plural categories. */
function expectedKeys(en: Map<string, string>, code: string): Map<string, string> {
  const tag = intlTag(asLocale(code) ?? 'en');
  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  const out = new Map<string, string>();
  for (const [key, text] of en) {
    if (!PLURAL.test(key)) {
      out.set(key, text);
      continue;
    }
    const base = key.replace(PLURAL, '');
    const other = en.get(`${base}_other`) ?? text;
    for (const c of categories) out.set(`${base}_${c}`, other);
  }
  return out;
}

/** What is wrong with one locale file of one section, as readable lines. */
function problems(code: string, table: Table, enTable: Table): string[] {
  const en = flatten(enTable);
  const mine = flatten(table);
  const want = expectedKeys(en, code);
  const out: string[] = [];
  for (const [key, enText] of want) {
    const text = mine.get(key);
    if (text === undefined) {
      out.push(`missing ${key}`);
      continue;
    }
    if (!text.trim()) out.push(`empty ${key}`);
    const base = key.replace(PLURAL, '');
    // A plural form may drop {{count}} (Arabic's "one" form says "one reply"), never add a name en lacks.
    const literal = code === 'en' || code === 'zh' ? [] : (SPEC_LITERAL[key] ?? []);
    const enNames = [...placeholders(en.get(key) ?? en.get(`${base}_other`) ?? enText), ...literal].sort();
    const names = placeholders(text);
    const pluralForm = PLURAL.test(key);
    const kept = pluralForm ? names.every((n) => enNames.includes(n)) : JSON.stringify(names) === JSON.stringify(enNames);
    if (!kept) out.push(`placeholders ${key}: ${names.join(',')} vs en ${enNames.join(',')}`);
    if (NON_LATIN.has(code)) {
      const words = text.replace(/\{\{[^}]*\}\}/g, '').match(/[A-Za-z]{2,}/g) ?? [];
      const english = words.filter((w) => !LATIN_ALLOWED.has(w));
      if (english.length) out.push(`English in ${key}: ${english.join(' ')}`);
    }
  }
  for (const key of mine.keys()) {
    // Extra plural forms are harmless (zh keeps en's one/other); any other key en lacks is a typo or a leftover.
    if (!want.has(key) && !(PLURAL.test(key) && en.has(`${key.replace(PLURAL, '')}_other`))) out.push(`unknown ${key}`);
  }
  return out;
}

describe('locale files', () => {
  for (const [section, files] of Object.entries(SECTIONS)) {
    const en = files[`./${section}/en.json`];
    it(`${section}: en is there`, () => expect(en).toBeDefined());
    for (const [path, table] of Object.entries(files)) {
      const code = codeOf(path);
      it(`${section}/${code}: a locale of the protocol, every key of en, no empty text, placeholders kept, no English left`, () => {
        expect(asLocale(code), `${code} is not one of the protocol's LOCALES`).not.toBeNull();
        expect(problems(code, table, en ?? {})).toEqual([]);
      });
    }
  }

  it('every locale that has a chat file has every other section', () => {
    const codes = (files: Record<string, Table>) => Object.keys(files).map(codeOf).sort();
    const main = codes(SECTIONS.locales ?? {});
    for (const [section, files] of Object.entries(SECTIONS)) expect(codes(files), section).toEqual(main);
  });

  it('every one of the protocol’s 24 locales has a file in every section', () => {
    for (const [section, files] of Object.entries(SECTIONS)) {
      const codes = new Set(Object.keys(files).map(codeOf));
      expect(
        LOCALES.filter((l) => !codes.has(l)),
        section,
      ).toEqual([]);
    }
  });

  it('the checks catch what they are for', () => {
    const en = { a: { hello: 'Hello {{name}}', n_one: '{{count}} reply', n_other: '{{count}} replies' } };
    const ar = {
      a: { hello: 'مرحبا {{name}}', n_zero: 'لا ردود', n_one: 'رد واحد', n_two: 'ردان', n_few: '{{count}} ردود', n_many: '{{count}} ردًا' },
    };
    expect(problems('ar', ar, en)).toEqual(['missing a.n_other']);
    expect(problems('ja', { a: { hello: 'Hello {{name}}', n_other: '' } }, en)).toEqual(['English in a.hello: Hello', 'empty a.n_other']);
    expect(problems('de', { a: { hello: 'Hallo {{nom}}', n_one: 'eine', n_other: '{{count}} Antworten', x: 'y' } }, en)).toEqual([
      'placeholders a.hello: nom vs en name',
      'unknown a.x',
    ]);
    expect(problems('ja', { a: { hello: 'こんにちは {{name}}、Parley', n_other: '{{count}} 件' } }, en)).toEqual([]);
  });
});
