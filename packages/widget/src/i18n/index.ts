/**
 * i18next set-up. zh (the default) is bundled so the first screen needs no extra request; every other
 * locale is a separate chunk loaded when chosen.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from './locales/zh.json';
import type { ShippedLocale } from './locale';

type Messages = typeof zh;
const loaders: Record<Exclude<ShippedLocale, 'zh'>, () => Promise<{ default: Messages }>> = {
  en: () => import('./locales/en.json'),
};

/**
 * The texts of the leave-message, ticket and card-form screens: a chunk of their own per locale, added under
 * `tickets.` when one of those screens opens, so the chat's first screen does not carry them.
 */
const ticketLoaders: Record<ShippedLocale, () => Promise<{ default: object }>> = {
  zh: () => import('./tickets/zh.json'),
  en: () => import('./tickets/en.json'),
};
let ticketTextsWanted = false;
const ticketTextsAdded = new Set<ShippedLocale>();

async function addTicketTexts(locale: ShippedLocale): Promise<void> {
  if (ticketTextsAdded.has(locale)) return;
  const texts = await ticketLoaders[locale]();
  i18next.addResourceBundle(locale, 'translation', { tickets: texts.default }, true, true);
  ticketTextsAdded.add(locale);
}

/** Loads the screens' texts for the current language (and zh, the fallback); later locale changes load theirs too. */
export async function loadTicketTexts(): Promise<void> {
  ticketTextsWanted = true;
  const current = (i18next.language || 'zh') as ShippedLocale;
  await Promise.all([addTicketTexts('zh'), current === 'zh' ? null : addTicketTexts(current)]);
}

export async function initI18n(locale: ShippedLocale): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: 'zh',
    fallbackLng: 'zh',
    resources: { zh: { translation: zh } },
    // React escapes text itself.
    interpolation: { escapeValue: false },
  });
  await setLocale(locale);
}

export async function setLocale(locale: ShippedLocale): Promise<void> {
  if (locale !== 'zh' && !i18next.hasResourceBundle(locale, 'translation')) {
    try {
      const messages = await loaders[locale]();
      i18next.addResourceBundle(locale, 'translation', messages.default);
    } catch {
      // The chunk did not load: stay in the language already shown.
      return;
    }
  }
  if (ticketTextsWanted) {
    try {
      await addTicketTexts(locale);
    } catch {
      // The screens' chunk did not load: their texts fall back to zh.
    }
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
}

export { i18next };
