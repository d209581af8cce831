import { useEffect, useState } from 'react';
import { getLanguage, useLanguage } from './languageStore';
import type { ConsoleLanguage } from './language';

/**
 * The sign-in screen's texts (the `auth` namespace's files) without i18next, which loads with the console after
 * sign-in: the sign-in screen has a weight budget (scripts/bundleBudget.mjs).
 */
type Texts = Record<string, unknown>;
const files = import.meta.glob<{ default: Texts }>('../features/auth/locales/*.json');
const loaded = new Map<ConsoleLanguage, Texts>();

export async function loadSignInTexts(lng: ConsoleLanguage): Promise<void> {
  if (loaded.has(lng)) return;
  const load = files[`../features/auth/locales/${lng}.json`];
  if (load) loaded.set(lng, (await load()).default);
}

function lookup(texts: Texts | undefined, key: string): string {
  let at: unknown = texts;
  for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as Texts)[part] : undefined;
  return typeof at === 'string' ? at : key;
}

/** `t` over the sign-in texts of the current language (the previous language's until the new file arrives). */
export function useSignInTexts(): (key: string) => string {
  const lng = useLanguage();
  const [, setReady] = useState(0);
  useEffect(() => {
    if (!loaded.has(lng)) void loadSignInTexts(lng).then(() => setReady((n) => n + 1));
  }, [lng]);
  const texts = loaded.get(lng) ?? loaded.get(getLanguage() === 'zh' ? 'en' : 'zh');
  return (key: string) => lookup(texts, key);
}
