/**
 * Numbers, dates and times as the visitor's locale writes them (Intl), and the spec's fixed patterns
 * (`yyyy-MM-dd hh:mm:ss`) with the Gregorian calendar and Latin digits pinned: Persian, Thai, Bengali and Burmese
 * would otherwise change the year or the digits of a value the spec gives a shape to.
 */
import { DEFAULT_DATE_FORMAT, UPLOAD_MAX_BYTES, toMillis, type Locale } from '@parley/protocol';
import { intlTag } from './locale';

/** A protocol code ('tw') or a tag Intl reads ('zh-Hant'). */
const tagOf = (locale: string): string => (locale === 'tw' || locale === 'zh' ? intlTag(locale) : locale);

const numberFormats = new Map<string, Intl.NumberFormat>();
export function numberFormatter(locale: string): Intl.NumberFormat {
  const tag = tagOf(locale);
  let f = numberFormats.get(tag);
  if (!f) numberFormats.set(tag, (f = new Intl.NumberFormat(tag)));
  return f;
}

/** A date and time in the locale's own style, calendar and digits (where the spec fixes no pattern). */
export function formatDateTime(ts: number | string | Date, locale: Locale): string {
  const ms = ts instanceof Date ? ts.getTime() : toMillis(ts);
  if (!Number.isFinite(ms)) return '';
  return new Intl.DateTimeFormat(tagOf(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(ms);
}

const pinnedFormats = new Map<string, Intl.DateTimeFormat>();
function pinned(locale: Locale): Intl.DateTimeFormat {
  const tag = tagOf(locale);
  let f = pinnedFormats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(`${tag}-u-ca-gregory-nu-latn`, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    pinnedFormats.set(tag, f);
  }
  return f;
}

/**
 * A spec pattern (tokens yyyy MM dd hh HH mm ss; hh is 24-hour, as the spec's examples read) in the Gregorian
 * calendar with Latin digits, whatever the locale.
 */
export function formatPattern(ts: number | string | Date, locale: Locale, pattern: string = DEFAULT_DATE_FORMAT): string {
  const ms = ts instanceof Date ? ts.getTime() : toMillis(ts);
  if (!Number.isFinite(ms)) return '';
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of pinned(locale).formatToParts(ms)) parts[p.type] = p.value;
  const tokens: Record<string, string> = {
    yyyy: (parts.year ?? '').padStart(4, '0'),
    MM: parts.month ?? '',
    dd: parts.day ?? '',
    hh: parts.hour ?? '',
    HH: parts.hour ?? '',
    mm: parts.minute ?? '',
    ss: parts.second ?? '',
  };
  return pattern.replace(/yyyy|MM|dd|hh|HH|mm|ss/g, (tok) => tokens[tok] ?? tok);
}

/**
 * formatPattern as a left-to-right island (Unicode isolates LRI…PDI) for a sentence of any direction: in Arabic and
 * Persian the bidi algorithm would otherwise show `09:30 2024-03-05`.
 */
export function patternInText(ts: number | string | Date, locale: Locale, pattern: string = DEFAULT_DATE_FORMAT): string {
  const text = formatPattern(ts, locale, pattern);
  return text && `\u2066${text}\u2069`;
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** W-SH7: a file's size as the locale writes it ("1,5 MB" in German, Persian digits in fa), binary multiples of 1024. */
export function formatFileSize(bytes: number, locale: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let v = bytes;
  let i = 0;
  while (v >= 1024 && i < SIZE_UNITS.length - 1) {
    v /= 1024;
    i += 1;
  }
  const digits = i === 0 || v >= 10 ? 0 : 1;
  return new Intl.NumberFormat(tagOf(locale), {
    style: 'unit',
    unit: SIZE_UNITS[i],
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  }).format(v);
}

/** W-SH7: the upload limit (the protocol's UPLOAD_MAX_BYTES) as the locale writes it, for the texts that name it ({{size}}). */
export const uploadLimit = (locale: string): string => formatFileSize(UPLOAD_MAX_BYTES, locale);
