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
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale === 'zh' ? 'zh-CN' : locale;
}

export { i18next };
