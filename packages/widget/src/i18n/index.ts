/**
 * i18next set-up. zh (the default) is bundled so the first screen needs no extra request; every other locale is a
 * separate chunk loaded when chosen. The locales follow the files: `<code>.json` in every section folder ships one.
 */
import { afterFirstScreen } from '../ui/firstScreen';
import { applyAntdLocale } from './antdLocale';
import i18next, { type FormatterModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ChannelInfo, Locale } from '@parley/protocol';
import zh from './locales/zh.json';
import { RTL_LOCALES, asLocale, contentLocaleOf, intlTag, resolveLocale, type LocaleCandidates } from './locale';
import { storeLocale, storedLocale } from './stored';
import { numberFormatter } from './format';

type Loaders = Record<string, () => Promise<unknown>>;

/** './locales/ar.json' → 'ar', for codes the protocol lists. */
function byLocale(files: Loaders): Partial<Record<Locale, () => Promise<{ default: object }>>> {
  const out: Partial<Record<Locale, () => Promise<{ default: object }>>> = {};
  for (const [path, load] of Object.entries(files)) {
    const code = asLocale(path.slice(path.lastIndexOf('/') + 1, -'.json'.length));
    if (code) out[code] = load as () => Promise<{ default: object }>;
  }
  return out;
}

// The chat and first screen's texts; zh is the static import above.
const mainLoaders = byLocale(import.meta.glob(['./locales/*.json', '!./locales/zh.json']));

/**
 * Texts of screens and panels the chat's first screen does not show: a chunk of their own per locale, added under
 * their section's key (`tickets.`, `side.`, `calls.`) when one of them opens. Leave-message, ticket and card-form
 * screens (tickets), the desktop side panel (side) and the call box (calls).
 */
type TextSection = 'tickets' | 'side' | 'calls';
const sectionLoaders: Record<TextSection, ReturnType<typeof byLocale>> = {
  tickets: byLocale(import.meta.glob('./tickets/*.json')),
  side: byLocale(import.meta.glob('./sidepanel/*.json')),
  calls: byLocale(import.meta.glob('./calls/*.json')),
};

/** The locales this build ships: those with a chat file (zh always). */
export const SHIPPED_LOCALES: ReadonlyArray<Locale> = ['zh', ...(Object.keys(mainLoaders) as Locale[])];

/**
 * The name i18next knows a locale by. It picks plural forms with Intl.PluralRules(name), which reads `tw` as Twi
 * (one/other); Traditional Chinese has only `other`.
 */
const i18nName = (locale: Locale): string => (locale === 'tw' ? 'zh-Hant' : locale);

/** The locale on screen, as the protocol names it (what chatStart sends). */
export function currentLocale(): Locale {
  const name = i18next.language;
  return name === 'zh-Hant' ? 'tw' : (asLocale(name ?? '') ?? 'zh');
}

// W-EM3: what the embedding page chose in this page's life; it outlives the chat's screen (leave messages are a route
// of the same page), and is kept on the device too (W-SH5), where storage is allowed.
let pageChoice: string | null = null;

/** W-EM3, W-SH5: the embedding page chose a locale (updateUser, `Parley('setLocale')`). */
export function choosePageLocale(locale: string): void {
  pageChoice = locale;
  storeLocale(locale);
}

/**
 * W-SH2, W-SH5, W-SH6 with what this browser knows (the page's choice, the stored one, its languages) added to what the
 * caller knows. `contentOf`: the channel's own texts, whose script tells their language.
 */
export function chooseLocale(c: Pick<LocaleCandidates, 'query' | 'channel'> & { contentOf?: string }): Locale {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  const content = c.contentOf ? contentLocaleOf(c.contentOf) : null;
  return resolveLocale({ ...c, page: pageChoice, browser, stored: storedLocale(), content }, SHIPPED_LOCALES);
}

/** W-SH2 on every page once its channel is known: the chat, leave messages, /workorder, /formData. */
export function localeForChannel(channel: ChannelInfo | null | undefined, query: string | null): Locale {
  return chooseLocale({
    query,
    channel: channel?.language,
    contentOf: channel ? `${channel.robotWelcomeMsg} ${channel.titleDesc}` : '',
  });
}

/** W-SH8: the locale on screen is written right to left. */
export const isRtl = (): boolean => RTL_LOCALES.has(currentLocale());

const sectionsWanted = new Set<TextSection>();
const sectionsAdded = new Set<string>();

async function addSectionTexts(section: TextSection, locale: Locale): Promise<void> {
  const key = `${section}:${locale}`;
  const load = sectionLoaders[section][locale];
  if (sectionsAdded.has(key) || !load) return;
  const texts = await load();
  i18next.addResourceBundle(i18nName(locale), 'translation', { [section]: texts.default }, true, true);
  sectionsAdded.add(key);
}

/** Loads a section's texts for the current language (and zh, the fallback); later locale changes load theirs too. */
async function loadSectionTexts(section: TextSection): Promise<void> {
  sectionsWanted.add(section);
  const current = currentLocale();
  await Promise.all([addSectionTexts(section, 'zh'), current === 'zh' ? null : addSectionTexts(section, current)]);
}

export const loadTicketTexts = () => loadSectionTexts('tickets');
export const loadSidePanelTexts = () => loadSectionTexts('side');
export const loadCallTexts = () => loadSectionTexts('calls');

/** Numbers in texts ({{n}} in the queue, {{count}} replies) are written as the locale writes them (W-SH7). */
const localeNumbers: FormatterModule = {
  type: 'formatter',
  init: () => undefined,
  add: () => undefined,
  addCached: () => undefined,
  // Anything else goes back as it came: i18next treats an undefined value as a missing one.
  format: (value: unknown, _format, lng) => (typeof value === 'number' ? numberFormatter(lng ?? 'zh').format(value) : (value as string)),
};

export async function initI18n(locale: Locale): Promise<void> {
  await i18next
    .use(initReactI18next)
    .use(localeNumbers)
    .init({
      lng: 'zh',
      fallbackLng: 'zh',
      resources: { zh: { translation: zh } },
      interpolation: {
        // React escapes text itself.
        escapeValue: false,
        // Every value goes through localeNumbers, not only those marked {{n, number}}.
        alwaysFormat: true,
      },
    });
  await setLocale(locale);
}

let antdWanted: Locale | undefined;

/** Switches the texts, `<html lang>` and the writing direction; a locale this build does not ship is ignored. */
export async function setLocale(locale: Locale): Promise<void> {
  const name = i18nName(locale);
  const load = mainLoaders[locale];
  if (locale !== 'zh' && !i18next.hasResourceBundle(name, 'translation')) {
    if (!load) return;
    try {
      const messages = await load();
      i18next.addResourceBundle(name, 'translation', messages.default);
    } catch {
      // The chunk did not load: stay in the language already shown.
      return;
    }
  }
  for (const section of sectionsWanted) {
    try {
      await addSectionTexts(section, locale);
    } catch {
      // The section's chunk did not load: its texts fall back to zh.
    }
  }
  // W-SH10: antd-mobile's own texts (imperative Dialog and Toast included) follow, after the first screen (nothing on
  // it is antd-mobile's); the newest choice wins, and a pack that did not load leaves the last.
  antdWanted = locale;
  void afterFirstScreen()
    .then(() => applyAntdLocale(locale, () => antdWanted === locale))
    .catch(() => undefined);
  await i18next.changeLanguage(name);
  document.documentElement.lang = intlTag(locale);
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

export { i18next };
