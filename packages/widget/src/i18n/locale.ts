import { DEFAULT_LOCALE, LOCALES, type Locale } from '@parley/protocol';

/** Locales written right to left: the document gets dir="rtl" and the layout mirrors. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set<Locale>(['ar', 'fa']);

/** 'en-GB' → 'en'; Traditional Chinese tags → 'tw' (the spec's code for it). */
export function normalizeLocale(tag: string): string {
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(t)) return 'tw';
  return t.split('-')[0] ?? '';
}

/** The tag Intl and `<html lang>` read: Node and browsers take `tw` for Twi, so it is zh-Hant; zh is zh-CN. */
export function intlTag(locale: Locale): string {
  if (locale === 'tw') return 'zh-Hant';
  if (locale === 'zh') return 'zh-CN';
  return locale;
}

/** What the locale is chosen from, each in the spec's order of precedence (SH2). */
export interface LocaleCandidates {
  /** EM3: a locale the embedding page asked for, which wins over everything. */
  page?: string | null;
  /** The channel's configured language ('' = the visitor's). */
  channel?: string | null;
  /** The `locale` query value. */
  query?: string | null;
  /** navigator.languages, first preferred first. */
  browser?: ReadonlyArray<string | null | undefined>;
  /** The locale stored on this device (SH5). */
  stored?: string | null;
  /** The language the channel's own texts are written in, when none of the above is shipped (SH6). */
  content?: string | null;
}

function shippedOf(tag: string | null | undefined, shipped: ReadonlyArray<Locale>): Locale | null {
  if (!tag) return null;
  const n = normalizeLocale(tag);
  return shipped.find((l) => l === n) ?? null;
}

/**
 * SH2, SH5, SH6: the page's choice, the channel's language, the `locale` query, the browser's languages, the stored
 * setting; when none of those is shipped, the channel's content language; zh otherwise.
 */
export function resolveLocale(c: LocaleCandidates, shipped: ReadonlyArray<Locale>): Locale {
  const ordered = [c.page, c.channel, c.query, ...(c.browser ?? []), c.stored, c.content];
  for (const tag of ordered) {
    const hit = shippedOf(tag, shipped);
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}

/** A code the protocol lists (one of the spec's 24), or null. */
export function asLocale(code: string): Locale | null {
  return (LOCALES as ReadonlyArray<string>).includes(code) ? (code as Locale) : null;
}

/**
 * SH6: the language of the channel's own texts (welcome, title), read from their script, for a visitor whose own
 * languages the widget does not ship. Latin script reads as English: the tenant's content most often is.
 */
export function contentLocaleOf(text: string): Locale | null {
  const scripts: Array<[RegExp, Locale]> = [
    [/[\u3040-\u30ff]/, 'ja'],
    [/[\uac00-\ud7af]/, 'ko'],
    [/\p{Script=Han}/u, 'zh'],
    [/[پچژگ]/, 'fa'],
    [/\p{Script=Arabic}/u, 'ar'],
    [/\p{Script=Thai}/u, 'th'],
    [/\p{Script=Lao}/u, 'lo'],
    [/\p{Script=Khmer}/u, 'km'],
    [/\p{Script=Myanmar}/u, 'my'],
    [/\p{Script=Bengali}/u, 'bn'],
    [/\p{Script=Cyrillic}/u, 'ru'],
    [/\p{Script=Latin}/u, 'en'],
  ];
  return scripts.find(([re]) => re.test(text))?.[1] ?? null;
}
