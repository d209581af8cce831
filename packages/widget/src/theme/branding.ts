/**
 * Channel branding (init data) turned into CSS custom properties on the app root, so every component
 * styles from variables and a tenant's colours never reach a selector or a class name.
 */
import type { ChannelInfo } from '@parley/protocol';

const FALLBACK_MAIN = '#1f6feb';
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

/** A colour from settings, or undefined when it is not plainly a colour. */
export function safeColor(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && COLOR.test(v) ? v : undefined;
}

/** `url("…")` for http(s) or same-origin paths only; quotes and line breaks are escaped. */
export function cssUrl(value: string | undefined): string | undefined {
  const v = value?.trim();
  if (!v || !/^(https?:\/\/|\/)/i.test(v)) return undefined;
  return `url("${v.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
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
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.45 ? '#1d2129' : '#ffffff';
}

export type BrandingVars = Record<`--${string}`, string>;

export function brandingVars(channel: ChannelInfo | null): BrandingVars {
  const main = safeColor(channel?.mainColor) ?? FALLBACK_MAIN;
  const nav = safeColor(channel?.navigationBarColor) ?? main;
  const visitorBg = safeColor(channel?.kitBgcolor) ?? main;
  const vars: BrandingVars = {
    '--pw-main': main,
    '--pw-on-main': readableOn(main),
    '--pw-nav-bg': nav,
    '--pw-nav-fg': readableOn(nav),
    '--pw-visitor-bg': visitorBg,
    '--pw-visitor-fg': safeColor(channel?.kitTxcolor) ?? readableOn(visitorBg),
    '--pw-link': safeColor(channel?.cusColor) ?? main,
    '--adm-color-primary': main,
  };
  const bg = cssUrl(channel?.backgroundImage);
  if (bg) vars['--pw-chat-bg-image'] = bg;
  return vars;
}
