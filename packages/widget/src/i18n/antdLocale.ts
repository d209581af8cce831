/**
 * antd-mobile's own texts (a popup's backdrop label, clear and search buttons, pickers' confirm) in the widget's
 * locale: its packs where it ships one, English where it does not (bn, fil, km, lo, my, pl, zu), never its Chinese
 * default in another language. Each pack is a lazy chunk.
 */
import type { Locale } from '@parley/protocol';

type Pack = { locale: string };
const packs: Partial<Record<Locale, () => Promise<{ default: Pack }>>> = {
  ar: () => import('antd-mobile/es/locales/ar-SA'),
  de: () => import('antd-mobile/es/locales/de-DE'),
  en: () => import('antd-mobile/es/locales/en-US'),
  es: () => import('antd-mobile/es/locales/es-ES'),
  fa: () => import('antd-mobile/es/locales/fa-IR'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  ms: () => import('antd-mobile/es/locales/ms-MY'),
  nl: () => import('antd-mobile/es/locales/nl-NL'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  th: () => import('antd-mobile/es/locales/th-TH'),
  tr: () => import('antd-mobile/es/locales/tr-TR'),
  tw: () => import('antd-mobile/es/locales/zh-TW'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
};

export async function antdLocaleFor(locale: Locale): Promise<Pack> {
  const load = packs[locale] ?? packs.en!;
  return (await load()).default;
}

/** Sets the pack as antd-mobile's default configuration, which its imperative Dialog and Toast read too. */
export async function applyAntdLocale(locale: Locale, stillWanted: () => boolean = () => true): Promise<void> {
  const [{ setDefaultConfig }, pack] = await Promise.all([import('antd-mobile/es/components/config-provider'), antdLocaleFor(locale)]);
  if (stillWanted()) setDefaultConfig({ locale: pack as Parameters<typeof setDefaultConfig>[0]['locale'] });
}
