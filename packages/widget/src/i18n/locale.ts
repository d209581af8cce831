import { DEFAULT_LOCALE } from '@parley/protocol';

/** Locales this build ships translations for; the rest of the spec's 24 fall through to the next candidate. */
export const SHIPPED_LOCALES = ['zh', 'en'] as const;
export type ShippedLocale = (typeof SHIPPED_LOCALES)[number];

/** 'en-GB' → 'en'; Traditional Chinese tags → 'tw' (the spec's code for it). */
export function normalizeLocale(tag: string): string {
  const t = tag.trim().toLowerCase().replace('_', '-');
  if (/^zh-(tw|hk|mo|hant)/.test(t)) return 'tw';
  return t.split('-')[0] ?? '';
}

/**
 * SH2: the first candidate this build ships, in the spec's order (channel language, `locale` query,
 * browser language); zh otherwise.
 */
export function pickLocale(candidates: ReadonlyArray<string | null | undefined>): ShippedLocale {
  for (const c of candidates) {
    if (!c) continue;
    const n = normalizeLocale(c);
    const hit = SHIPPED_LOCALES.find((l) => l === n);
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}
