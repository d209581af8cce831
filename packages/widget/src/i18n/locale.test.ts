import { describe, expect, it } from 'vitest';
import { LOCALES } from '@parley/protocol';
import { contentLocaleOf, hanLocaleOf, intlTag, localeOrder, normalizeLocale, resolveLocale } from './locale';

const SHIPPED = ['zh', 'en', 'de', 'ar', 'tw'] as const;

describe('locale', () => {
  it('W-SH2 explicit choices (the page, data-locale or a link, the stored one) before the channel, before the browser', () => {
    const all = { page: 'ar', query: 'de', stored: 'tw', channel: 'en', browser: ['zh-CN'], content: 'en' };
    expect(localeOrder(all)).toEqual(['ar', 'de', 'tw', 'en', 'zh-CN', 'en']);
    expect(resolveLocale(all, SHIPPED)).toBe('ar');
    expect(resolveLocale({ ...all, page: null }, SHIPPED)).toBe('de');
    expect(resolveLocale({ ...all, page: null, query: null }, SHIPPED)).toBe('tw');
    expect(resolveLocale({ ...all, page: null, query: null, stored: null }, SHIPPED)).toBe('en');
    expect(resolveLocale({ channel: '', browser: ['fr-FR', 'en-GB'] }, SHIPPED)).toBe('en');
    expect(resolveLocale({}, SHIPPED)).toBe('zh');
  });

  it('W-SH2 a locale the build does not ship falls through', () => {
    expect(resolveLocale({ query: 'ja', channel: 'en' }, SHIPPED)).toBe('en');
    expect(resolveLocale({ page: 'xx', stored: 'de', channel: 'en' }, SHIPPED)).toBe('de');
  });

  it('W-EM3 the page’s setLocale wins over data-locale, the stored choice and the channel’s', () => {
    expect(resolveLocale({ page: 'ar', query: 'de', stored: 'en', channel: 'en' }, SHIPPED)).toBe('ar');
  });

  it('W-SH5 the stored choice comes before the channel and the browser’s languages', () => {
    expect(resolveLocale({ stored: 'de', channel: 'en', browser: ['en-US'] }, SHIPPED)).toBe('de');
    expect(resolveLocale({ stored: null, channel: '', browser: ['en-US'] }, SHIPPED)).toBe('en');
  });

  it('W-SH11 Traditional Chinese tags and texts read as tw where shipped, as zh where not', () => {
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-HK', 'zh_MO', 'tw'])
      expect(resolveLocale({ browser: [tag] }, SHIPPED)).toBe('tw');
    expect(resolveLocale({ browser: ['zh-Hans-HK'] }, SHIPPED)).toBe('zh');
    expect(resolveLocale({ channel: 'zh-TW', browser: ['en'] }, ['zh', 'en'])).toBe('zh');
    expect(contentLocaleOf('您好，歡迎來到我們的服務中心，請問有什麼可以幫您？')).toBe('tw');
    expect(contentLocaleOf('您好，欢迎来到我们的服务中心，请问有什么可以帮您？')).toBe('zh');
    expect(hanLocaleOf('客服')).toBe('zh');
  });

  it('W-SH6 none of them shipped: the channel’s content language, else zh', () => {
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

  it('W-SH8 tw is zh-Hant for Intl and <html lang>, zh is zh-CN; the others are their own code', () => {
    expect(intlTag('tw')).toBe('zh-Hant');
    expect(intlTag('zh')).toBe('zh-CN');
    expect(intlTag('fil')).toBe('fil');
    // What tw would otherwise be: Twi, with its own plural rule ("one"), where Traditional Chinese has only "other".
    expect(new Intl.PluralRules('tw').select(1)).toBe('one');
    expect(new Intl.PluralRules(intlTag('tw')).select(1)).toBe('other');
    for (const l of LOCALES) expect(Intl.getCanonicalLocales(intlTag(l))).toHaveLength(1);
  });
});
