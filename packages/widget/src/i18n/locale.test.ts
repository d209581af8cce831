import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { contentLocaleOf, intlTag, normalizeLocale, resolveLocale } from './locale';

const SHIPPED = ['zh', 'en', 'de', 'ar', 'tw'] as const;

describe('locale', () => {
  it('SH2 channel language first, then the query, then the browser; zh by default', () => {
    expect(resolveLocale({ channel: 'en', query: 'de', browser: ['zh-CN'] }, SHIPPED)).toBe('en');
    expect(resolveLocale({ channel: '', query: 'de', browser: ['en'] }, SHIPPED)).toBe('de');
    expect(resolveLocale({ query: null, browser: ['fr-FR', 'en-GB'] }, SHIPPED)).toBe('en');
    expect(resolveLocale({}, SHIPPED)).toBe('zh');
  });

  it('SH2 a locale the build does not ship falls through', () => {
    expect(resolveLocale({ channel: 'ja', query: 'en' }, SHIPPED)).toBe('en');
    expect(resolveLocale({ channel: 'zh-TW' }, ['zh', 'en'])).toBe('zh');
    expect(resolveLocale({ browser: ['zh-Hant-HK'] }, SHIPPED)).toBe('tw');
  });

  it('EM3 the page’s locale wins over the channel’s', () => {
    expect(resolveLocale({ page: 'ar', channel: 'en', query: 'de' }, SHIPPED)).toBe('ar');
  });

  it('SH5 the stored setting comes after the browser’s languages', () => {
    expect(resolveLocale({ browser: ['it-IT'], stored: 'de' }, SHIPPED)).toBe('de');
    expect(resolveLocale({ browser: ['en-US'], stored: 'de' }, SHIPPED)).toBe('en');
  });

  it('SH6 none of them shipped: the channel’s content language, else zh', () => {
    expect(resolveLocale({ browser: ['it-IT'], stored: null, content: 'en' }, SHIPPED)).toBe('en');
    expect(resolveLocale({ browser: ['it-IT'], content: 'ko' }, SHIPPED)).toBe('zh');
    expect(contentLocaleOf('Welcome! How can we help?')).toBe('en');
    expect(contentLocaleOf('您好，请问有什么可以帮您')).toBe('zh');
    expect(contentLocaleOf('こんにちは、ご用件は何ですか')).toBe('ja');
    expect(contentLocaleOf('سلام، چطور می‌توانیم کمک کنیم؟')).toBe('fa');
    expect(contentLocaleOf('مرحبا، كيف يمكننا المساعدة؟')).toBe('ar');
    expect(contentLocaleOf('12345 !?')).toBeNull();
  });

  it('normalises tags', () => {
    expect(normalizeLocale('EN_us')).toBe('en');
    expect(normalizeLocale('zh-Hant-HK')).toBe('tw');
    expect(normalizeLocale('zh-CN')).toBe('zh');
  });

  it('SH8 tw is zh-Hant for Intl and <html lang>, zh is zh-CN; the others are their own code', () => {
    expect(intlTag('tw')).toBe('zh-Hant');
    expect(intlTag('zh')).toBe('zh-CN');
    expect(intlTag('fil')).toBe('fil');
    // What tw would otherwise be: Twi, with its own plural rule ("one"), where Traditional Chinese has only "other".
    expect(new Intl.PluralRules('tw').select(1)).toBe('one');
    expect(new Intl.PluralRules(intlTag('tw')).select(1)).toBe('other');
    for (const l of LOCALES) expect(Intl.getCanonicalLocales(intlTag(l))).toHaveLength(1);
  });
});
