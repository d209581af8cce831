/**
 * W-SH5: the locale setting kept on this device, the last one the embedding page chose (updateUser, setLocale).
 * Storage may be refused (a sandboxed or third-party frame): then nothing is kept.
 */
const KEY = 'parley.locale';

export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeLocale(locale: string): void {
  try {
    window.localStorage.setItem(KEY, locale);
  } catch {
    // No storage here: the choice lasts for this page only.
  }
}
