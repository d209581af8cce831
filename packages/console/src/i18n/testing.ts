import i18next from 'i18next';
import { NAMESPACE_FOLDERS } from '.';

const english = import.meta.glob<Record<string, unknown>>('../**/locales/en.json', { eager: true, import: 'default' });

/** For model tests: i18next in English with every namespace loaded, as the console has it once signed in. */
export async function useEnglishTexts(): Promise<void> {
  const resources = Object.fromEntries(
    Object.entries(NAMESPACE_FOLDERS).map(([ns, folder]) => [ns, english[`${folder}/locales/en.json`] ?? {}]),
  );
  await i18next.init({ lng: 'en', resources: { en: resources }, defaultNS: false, interpolation: { escapeValue: false } });
}
