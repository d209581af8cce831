import { useSyncExternalStore } from 'react';
import { LANGUAGE_STORAGE_KEY, pickConsoleLanguage, type ConsoleLanguage } from './language';

/**
 * The console's current language, outside i18next: the sign-in screen, antd's locale and i18next (once signed in)
 * all follow it, so the sign-in screen can switch languages without loading i18next.
 */
let current: ConsoleLanguage = 'en';
const listeners = new Set<() => void>();

function stored(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

const htmlLang = (l: ConsoleLanguage) => (l === 'zh' ? 'zh-CN' : 'en');

/** At start: the agent's stored choice, else the browser's language. */
export function startLanguage(): ConsoleLanguage {
  current = pickConsoleLanguage(stored(), navigator.languages ?? [navigator.language]);
  document.documentElement.lang = htmlLang(current);
  return current;
}

export const getLanguage = (): ConsoleLanguage => current;

/** The agent's choice: kept in this browser and applied at once everywhere. */
export function setLanguage(next: ConsoleLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // not persisted; the page still switches
  }
  if (next === current) return;
  current = next;
  document.documentElement.lang = htmlLang(next);
  for (const l of listeners) l();
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const useLanguage = (): ConsoleLanguage => useSyncExternalStore(subscribeLanguage, getLanguage);
