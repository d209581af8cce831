/** The console's languages; English is the fallback and the texts' source. */
export const CONSOLE_LANGUAGES = ['en', 'zh'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

/** localStorage key of the agent's own choice. */
export const LANGUAGE_STORAGE_KEY = 'parley.console.language';

function isLanguage(v: unknown): v is ConsoleLanguage {
  return typeof v === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(v);
}

/** The agent's stored choice wins; otherwise the first browser language: any zh* is Chinese, anything else English. */
export function pickConsoleLanguage(stored: string | null | undefined, browser: readonly string[]): ConsoleLanguage {
  if (isLanguage(stored)) return stored;
  const first = browser.find((l) => l.trim() !== '');
  return first && /^zh\b/i.test(first.trim()) ? 'zh' : 'en';
}
