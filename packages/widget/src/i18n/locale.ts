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

/**
 * What the locale is chosen from (W-SH2): first what someone chose (the embedding page now, the page's
 * `data-locale` or a link's `locale`, the choice kept from an earlier visit), then what the channel is set to, then
 * what the browser says, then the language the channel's texts are written in.
 */
export interface LocaleCandidates {
  /** W-EM3: what the embedding page asked for in this page's life (`Parley('setLocale')`, updateUser). */
  page?: string | null;
  /** The `locale` query value: the embed's `data-locale`, or the locale a link was made in. */
  query?: string | null;
  /** W-SH5: the choice kept on this device from an earlier visit. */
  stored?: string | null;
  /** The channel's configured language ('' = the visitor's). */
  channel?: string | null;
  /** navigator.languages, first preferred first. */
  browser?: ReadonlyArray<string | null | undefined>;
  /** The language the channel's own texts are written in, when none of the above is shipped (W-SH6). */
  content?: string | null;
}

/** A shipped locale for a tag; Traditional Chinese reads as Simplified when this build has no `tw` (W-SH11). */
function shippedOf(tag: string | null | undefined, shipped: ReadonlyArray<Locale>): Locale | null {
  if (!tag) return null;
  const n = normalizeLocale(tag);
  const hit = shipped.find((l) => l === n);
  if (hit) return hit;
  return n === 'tw' && shipped.includes('zh') ? 'zh' : null;
}

/** W-SH2: the order the candidates are tried in, explicit choices first. */
export function localeOrder(c: LocaleCandidates): Array<string | null | undefined> {
  return [c.page, c.query, c.stored, c.channel, ...(c.browser ?? []), c.content];
}

/**
 * W-SH2, W-SH5, W-SH6: the first candidate in `localeOrder` this build ships; zh when none is.
 */
export function resolveLocale(c: LocaleCandidates, shipped: ReadonlyArray<Locale>): Locale {
  for (const tag of localeOrder(c)) {
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
 * W-SH6: the language of the channel's own texts (welcome, title), read from their script, for a visitor whose own
 * languages the widget does not ship. Latin script reads as English: the tenant's content most often is.
 */
export function contentLocaleOf(text: string): Locale | null {
  const scripts: Array<[RegExp, Locale]> = [
    [/[\u3040-\u30ff]/, 'ja'],
    [/[\uac00-\ud7af]/, 'ko'],
    [/\p{Script=Han}/u, hanLocaleOf(text)],
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

// Characters whose forms differ between the two scripts, among the commonest in greetings and service texts.
const TRADITIONAL = '們這個來說對時為會與體點還麼後開關問應該請謝歡迎門們務無電話訊單號碼聯繫幫覆發圖網頁愛處理當查詢價錢買賣';
const SIMPLIFIED = '们这个来说对时为会与体点还么后开关问应该请谢欢迎门们务无电话讯单号码联系帮复发图网页爱处理当查询价钱买卖';

/** W-SH11: Han text in Traditional characters is Traditional Chinese (tw); Simplified or undecided reads as zh. */
export function hanLocaleOf(text: string): Locale {
  let traditional = 0;
  let simplified = 0;
  for (const ch of text) {
    if (TRADITIONAL.includes(ch) && !SIMPLIFIED.includes(ch)) traditional += 1;
    else if (SIMPLIFIED.includes(ch) && !TRADITIONAL.includes(ch)) simplified += 1;
  }
  return traditional > simplified ? 'tw' : 'zh';
}
