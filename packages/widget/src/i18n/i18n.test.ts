import { beforeAll, describe, expect, it, vi } from 'vitest';
import ar from './locales/ar.json';
import en from './locales/en.json';
import { channel } from '../../test/fixtures';
import { numberFormatter } from './format';

// The widget's tests run in Node: the document and navigator are the two pieces of the browser setLocale and
// chooseLocale touch.
const html = { lang: '', dir: '' };
vi.stubGlobal('document', { documentElement: html });
vi.stubGlobal('navigator', { language: 'it-IT', languages: ['it-IT', 'ar-EG'] });
const kept = new Map<string, string>();
vi.stubGlobal('window', {
  localStorage: { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v) },
});

const { SHIPPED_LOCALES, choosePageLocale, chooseLocale, currentLocale, texts, initI18n, loadTicketTexts, localeForChannel, setLocale } =
  await import('./index');
const { storeLocale } = await import('./stored');

describe('i18n runtime', () => {
  beforeAll(() => initI18n('zh'));

  it('W-SH9 the shipped locales are the chat files present, zh first', () => {
    expect(SHIPPED_LOCALES[0]).toBe('zh');
    expect(SHIPPED_LOCALES).toContain('en');
    expect(SHIPPED_LOCALES).toContain('ar');
  });

  it('W-SH8 ar sets lang and dir="rtl"; en sets them back; the plural forms are Arabic’s', async () => {
    await setLocale('ar');
    expect(html).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(currentLocale()).toBe('ar');
    expect(texts.t('menu.ticketNews', { count: 2 })).toBe(ar.menu.ticketNews_two.replace('{{count}}', numberFormatter('ar').format(2)));
    await setLocale('en');
    expect(html).toEqual({ lang: 'en', dir: 'ltr' });
    expect(texts.t('menu.ticketNews', { count: 1 })).toBe(en.menu.ticketNews_one.replace('{{count}}', '1'));
    await setLocale('zh');
    expect(html).toEqual({ lang: 'zh-CN', dir: 'ltr' });
  });

  it('W-SH7 numbers in texts are written in the locale’s digits', async () => {
    await setLocale('fa');
    expect(texts.t('header.queued', { n: 12 })).toContain('۱۲');
    await setLocale('en');
    expect(texts.t('header.queued', { n: 1234 })).toContain('1,234');
  });

  it('a section loaded once follows later switches of locale', async () => {
    await setLocale('en');
    await loadTicketTexts();
    expect(texts.exists('tickets.leave.title', 'en')).toBe(true);
    await setLocale('ar');
    expect(texts.exists('tickets.leave.title', 'ar')).toBe(true);
    await setLocale('zh');
  });

  it('W-SH2 the browser’s languages are read in order: Italian is not shipped, Arabic is; the query beats the channel', () => {
    expect(chooseLocale({ channel: '', query: null })).toBe('ar');
    expect(chooseLocale({ channel: 'en', query: null })).toBe('en');
    expect(chooseLocale({ channel: 'en', query: 'de' })).toBe('de');
  });

  it('W-SH5 W-SH6 a browser in languages not shipped: the stored choice, else the channel texts’ language', () => {
    vi.stubGlobal('navigator', { language: 'it-IT', languages: ['it-IT', 'sq'] });
    expect(chooseLocale({ contentOf: 'Welcome to Lumen Home' })).toBe('en');
    storeLocale('de');
    expect(chooseLocale({ contentOf: 'Welcome to Lumen Home' })).toBe('de');
    expect(chooseLocale({ channel: 'en' })).toBe('de');
  });

  it('W-EM3 the page’s choice holds on every page of this load (leave messages, /workorder), over data-locale', () => {
    choosePageLocale('fr');
    expect(kept.get('parley.locale')).toBe('fr');
    expect(localeForChannel(channel({ language: 'en' }), 'de')).toBe('fr');
  });
});
