import { describe, expect, it } from 'vitest';
import { formatTime } from '@parley/protocol';
import { formatDateTime, formatFileSize, formatPattern, numberFormatter, patternInText, uploadLimit } from './format';

// 2023-11-14 22:13:20 UTC; the pattern is read in the local time zone, as formatTime reads it.
const T = 1_700_000_000_000;

describe('Intl formatting', () => {
  it('W-SH7 file sizes are written as the locale writes numbers and units', () => {
    const mb15 = 1.5 * 1024 * 1024;
    expect(formatFileSize(mb15, 'en')).toBe('1.5 MB');
    expect(formatFileSize(mb15, 'de')).toBe('1,5 MB');
    expect(formatFileSize(mb15, 'fr')).toMatch(/^1,5\s?Mo$/);
    expect(formatFileSize(mb15, 'fa')).toContain('۱٫۵');
    expect(formatFileSize(12 * 1024 * 1024, 'de')).toBe('12 MB');
    expect(formatFileSize(2048, 'en')).toBe('2 kB');
    expect(formatFileSize(-1, 'en')).toBe('');
  });

  it('W-SH7 the upload limit in a refusal is the protocol constant in the locale’s units; the spec’s English keeps its own', async () => {
    expect(uploadLimit('en')).toBe('10 MB');
    expect(uploadLimit('fa')).toContain('۱۰');
    const fr = (await import('./locales/fr.json')).default.media.tooLarge;
    const ru = (await import('./tickets/ru.json')).default.ticket.tooLarge;
    const en = (await import('./locales/en.json')).default.media.tooLarge;
    const fill = (text: string, locale: string) => text.replace('{{size}}', uploadLimit(locale));
    expect(fill(fr, 'fr')).toMatch(/^Le fichier ne doit pas dépasser 10\sMo$/);
    expect(fill(ru, 'ru')).toMatch(/^Размер файла не должен превышать 10\sМБ$/);
    expect(en).toBe('file cannot be larger than 10M');
  });

  it('W-SH7 the spec pattern stays Gregorian with Latin digits in fa, th, ar, bn and my', () => {
    for (const locale of ['fa', 'th', 'ar', 'bn', 'my', 'zh', 'tw', 'en'] as const) {
      expect(formatPattern(T, locale)).toBe(formatTime(T));
      expect(formatPattern(T, locale, 'yyyy-MM-dd HH:mm')).toBe(formatTime(T, 'yyyy-MM-dd HH:mm'));
    }
    expect(formatPattern(T, 'fa')).toMatch(/^2023-11-1[45] \d\d:\d\d:20$/);
    expect(formatPattern('bad', 'fa')).toBe('');
  });

  it('W-SH8 a pattern inside a sentence is a left-to-right island, so Arabic does not show the time before the date', () => {
    expect(patternInText(T, 'ar', 'yyyy-MM-dd HH:mm')).toBe(`\u2066${formatTime(T, 'yyyy-MM-dd HH:mm')}\u2069`);
    expect(patternInText('bad', 'ar')).toBe('');
  });

  it('W-SH7 without a pattern, each locale writes the moment its own way', () => {
    // Persian: Solar Hijri year 1402 in Persian digits; Thai: Buddhist year 2566; Arabic: Arabic script.
    expect(formatDateTime(T, 'fa')).toMatch(/۱۴۰۲/);
    expect(formatDateTime(T, 'th')).toMatch(/2566/);
    expect(formatDateTime(T, 'ar')).toMatch(/\p{Script=Arabic}/u);
    expect(formatDateTime(T, 'en')).toMatch(/2023/);
  });

  it('W-SH7 numbers in texts follow the locale', () => {
    expect(numberFormatter('fa').format(12)).toBe('۱۲');
    expect(numberFormatter('en').format(1234)).toBe('1,234');
    expect(numberFormatter('zh-Hant').format(3)).toBe('3');
    expect(numberFormatter('tw').format(1234)).toBe('1,234');
  });
});
