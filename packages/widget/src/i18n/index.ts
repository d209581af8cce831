/**
 * The widget's languages. Only the locale on screen is loaded: every locale's chat and first-screen texts are a
 * chunk of their own (zh too), so a visitor downloads one language. The locales follow the files: `<code>.json` in
 * every section folder ships one.
 */
import type { ChannelInfo, Locale } from '@parley/protocol';
import { RTL_LOCALES, asLocale, contentLocaleOf, intlTag, resolveLocale, type LocaleCandidates } from './locale';
import { storeLocale, storedLocale } from './stored';
import { texts } from './instance';
import type { TextTree } from './texts';

type Loaders = Record<string, () => Promise<unknown>>;

/** './locales/ar.json' → 'ar', for codes the protocol lists. */
function byLocale(files: Loaders): Partial<Record<Locale, () => Promise<{ default: TextTree }>>> {
  const out: Partial<Record<Locale, () => Promise<{ default: TextTree }>>> = {};
  for (const [path, load] of Object.entries(files)) {
    const code = asLocale(path.slice(path.lastIndexOf('/') + 1, -'.json'.length));
    if (code) out[code] = load as () => Promise<{ default: TextTree }>;
  }
  return out;
}

// The chat and first screen's texts.
const mainLoaders = byLocale(import.meta.glob('./locales/*.json'));

/**
 * Texts of screens and panels the chat's first screen does not show: a chunk of their own per locale, added under
 * their section's key (`tickets.`, `side.`, `calls.`, `rating.`) when one of them opens. Leave-message, ticket and
 * card-form screens (tickets), the desktop side panel (side), the call box (calls), the rating popup and the rating
 * offer in the conversation (rating).
 */
type TextSection = 'tickets' | 'side' | 'calls' | 'rating';
const sectionLoaders: Record<TextSection, ReturnType<typeof byLocale>> = {
  tickets: byLocale(import.meta.glob('./tickets/*.json')),
  side: byLocale(import.meta.glob('./sidepanel/*.json')),
  calls: byLocale(import.meta.glob('./calls/*.json')),
  rating: byLocale(import.meta.glob('./rating/*.json')),
};

/** The locales this build ships: those with a chat file (zh always). */
export const SHIPPED_LOCALES: ReadonlyArray<Locale> = ['zh', ...(Object.keys(mainLoaders) as Locale[]).filter((l) => l !== 'zh')];

/**
 * The name the texts know a locale by. Plural forms come from Intl.PluralRules(name), which reads `tw` as Twi
 * (one/other); Traditional Chinese has only `other`.
 */
const i18nName = (locale: Locale): string => (locale === 'tw' ? 'zh-Hant' : locale);

/** The locale on screen, as the protocol names it (what chatStart sends). */
export function currentLocale(): Locale {
  const name = texts.language;
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

const mainAdded = new Set<Locale>();
const sectionsWanted = new Set<TextSection>();
const sectionsAdded = new Set<string>();

async function addSectionTexts(section: TextSection, locale: Locale): Promise<void> {
  const key = `${section}:${locale}`;
  const load = sectionLoaders[section][locale];
  if (sectionsAdded.has(key) || !load) return;
  const loaded = await load();
  texts.addTexts(i18nName(locale), { [section]: loaded.default });
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
export const loadRatingTexts = () => loadSectionTexts('rating');

/** Shows `locale` (zh when its texts do not load before anything is shown). */
export async function initI18n(locale: Locale): Promise<void> {
  await setLocale(locale);
  if (!texts.language) await setLocale('zh');
}

// W-SH10: the locale antd-mobile's texts are wanted in, once a screen with its components was asked for.
let antdWanted: Locale | undefined;
let antdLoaded: Promise<void> = Promise.resolve();

function loadAntdTexts(locale: Locale): Promise<void> {
  antdWanted = locale;
  // The newest choice wins; a pack that did not load leaves the last (or antd-mobile's default).
  antdLoaded = import('./antdLocale').then((m) => m.applyAntdLocale(locale, () => antdWanted === locale)).catch(() => undefined);
  return antdLoaded;
}

/**
 * A loader of a screen drawn with antd-mobile (a popup, a form, a toast): its chunk comes with antd-mobile's texts in
 * the widget's locale (W-SH10; imperative Dialog and Toast included), so it never shows the Chinese defaults, and
 * with the right-to-left fixes of its components (W-SH8). Nothing on the chat's first screen is antd-mobile's:
 * neither is loaded before a screen needs them.
 */
export const withAntd =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([
      load(),
      antdWanted === undefined ? loadAntdTexts(currentLocale()) : antdLoaded,
      // Without its sheet the screen still shows, left to right.
      import('../styles/antdRtl.css').catch(() => undefined),
    ]).then(([loaded]) => loaded);

/** Switches the texts, `<html lang>` and the writing direction; a locale this build does not ship is ignored. */
export async function setLocale(locale: Locale): Promise<void> {
  const name = i18nName(locale);
  const load = mainLoaders[locale];
  if (!mainAdded.has(locale)) {
    if (!load) return;
    try {
      const messages = await load();
      texts.addTexts(name, messages.default);
      mainAdded.add(locale);
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
  // W-SH10: once a screen showed antd-mobile, its texts follow every change.
  if (antdWanted !== undefined && antdWanted !== locale) void loadAntdTexts(locale);
  await texts.changeLanguage(name);
  document.documentElement.lang = intlTag(locale);
  document.documentElement.dir = RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}

export { texts };
