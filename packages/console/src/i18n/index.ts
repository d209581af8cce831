import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLanguage, subscribeLanguage } from './languageStore';

/**
 * One namespace per folder with texts (each feature, the app shell and its settings page, shared code), each folder
 * holding `locales/en.json` and `locales/zh.json`. Every file is its own chunk, fetched when a screen using the
 * namespace first renders (or is preloaded with its lazy route). i18next itself loads after sign-in (the sign-in
 * screen reads its texts through signInTexts.ts).
 */
export const NAMESPACE_FOLDERS = {
  auth: '../features/auth',
  shell: '../app',
  presence: '../features/presence',
  inbox: '../features/inbox',
  conversation: '../shared',
  history: '../features/history',
  tickets: '../features/tickets',
  // Admin settings: the page (tab names), what its features share, then one namespace per feature.
  settings: '../app/settings',
  admin: '../shared/admin',
  team: '../features/team',
  channels: '../features/channels',
  websites: '../features/websites',
  knowledge: '../features/knowledge',
  flows: '../features/flows',
  sensitiveWords: '../features/sensitiveWords',
  ticketTemplates: '../features/ticketTemplates',
  privacy: '../features/privacy',
  apiKeys: '../features/apiKeys',
  webhooks: '../features/webhooks',
  jobs: '../features/jobs',
  // Accounts (issue 30): the public link pages, one's own account, two-factor; the operator's workspaces.
  account: '../features/account',
  operator: '../features/operator',
  // Reports (issue 31): the page and its charts load together when first opened.
  reports: '../features/reports',
} as const;
export type Namespace = keyof typeof NAMESPACE_FOLDERS;

const files = import.meta.glob<{ default: Record<string, unknown> }>('../**/locales/*.json');

// The i18next backend interface is four lines over Vite's lazy imports; no extra package needed.
const lazyFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, done: ReadCallback) {
    const folder = NAMESPACE_FOLDERS[namespace as Namespace];
    const load = folder ? files[`${folder}/locales/${language}.json`] : undefined;
    if (!load) return done(new Error(`no texts for ${namespace} in ${language}`), false);
    load().then(
      (m) => done(null, m.default),
      (e: Error) => done(e, false),
    );
  },
};

let started: Promise<void> | null = null;

/** Starts i18next once, in the language of languageStore, and follows that store's changes. */
export function initI18n(): Promise<void> {
  started ??= start();
  return started;
}

async function start(): Promise<void> {
  subscribeLanguage(() => void i18next.changeLanguage(getLanguage()));
  await i18next
    .use(lazyFiles)
    .use(initReactI18next)
    .init({
      lng: getLanguage(),
      fallbackLng: 'en',
      supportedLngs: ['en', 'zh'],
      ns: ['shell'],
      defaultNS: false,
      interpolation: { escapeValue: false }, // React escapes
    });
}

/** Loads namespaces ahead of the screens that use them (with a lazy route), so they do not suspend. */
export function loadNamespaces(...ns: Namespace[]): Promise<void> {
  return i18next.loadNamespaces(ns);
}

export { i18next };
