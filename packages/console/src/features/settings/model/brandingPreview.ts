import type { ChannelSettings } from '@parley/protocol';

/*
 * The colours the widget would paint with, for the Branding section's preview. The widget's own rules
 * (packages/widget/src/theme/branding.ts) are mirrored here: features and packages do not import each other's UI code.
 */

const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;
const FALLBACK_MAIN = '#1f6feb';

export function safeColor(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && COLOR.test(v) ? v : undefined;
}

/** Dark text on light colours, white on dark (WCAG relative luminance), for hex colours; white otherwise. */
export function readableOn(color: string): string {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (!m) return '#ffffff';
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.45 ? '#1d2129' : '#ffffff';
}

/** Only web or same-origin images are previewed (and shown by the widget). */
export const safeImage = (url: string | undefined) => (url && /^(https?:\/\/|\/)/i.test(url.trim()) ? url.trim() : undefined);

export interface PreviewColors {
  navBg: string;
  navFg: string;
  visitorBg: string;
  visitorFg: string;
  link: string;
  main: string;
}

export function previewColors(s: Partial<Pick<ChannelSettings, 'mainColor' | 'navigationBarColor' | 'kitBgcolor' | 'kitTxcolor' | 'cusColor'>>): PreviewColors {
  const main = safeColor(s.mainColor) ?? FALLBACK_MAIN;
  const nav = safeColor(s.navigationBarColor) ?? main;
  const visitorBg = safeColor(s.kitBgcolor) ?? main;
  return { main, navBg: nav, navFg: readableOn(nav), visitorBg, visitorFg: safeColor(s.kitTxcolor) ?? readableOn(visitorBg), link: safeColor(s.cusColor) ?? main };
}
