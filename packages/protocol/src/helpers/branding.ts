/*
 * The colours a channel's branding paints the widget with (init data mainColor, navigationBarColor, kitBgcolor,
 * kitTxcolor, cusColor, backgroundImage). The widget turns them into CSS variables; the console's branding
 * section previews the same colours, so both read them here.
 */

const FALLBACK_MAIN = '#1f6feb';
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]+\)|[a-z]{3,20})$/i;

/** A colour from settings, or undefined when it is not plainly a colour (nothing that could end a CSS value). */
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

/** A branding image (background) from settings: a web or same-origin address, trimmed; anything else is ignored. */
export function brandImageUrl(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v && /^(https?:\/\/|\/)/i.test(v) ? v : undefined;
}

export interface BrandColors {
  main: string;
  navBg: string;
  navFg: string;
  visitorBg: string;
  visitorFg: string;
  link: string;
}

export type BrandSettings = Partial<Record<'mainColor' | 'navigationBarColor' | 'kitBgcolor' | 'kitTxcolor' | 'cusColor', string>>;

/** Unset or unusable colours fall back: navigation and the visitor's bubble to the main colour, text to a readable one. */
export function brandColors(s: BrandSettings | null | undefined): BrandColors {
  const main = safeColor(s?.mainColor) ?? FALLBACK_MAIN;
  const navBg = safeColor(s?.navigationBarColor) ?? main;
  const visitorBg = safeColor(s?.kitBgcolor) ?? main;
  return {
    main,
    navBg,
    navFg: readableOn(navBg),
    visitorBg,
    visitorFg: safeColor(s?.kitTxcolor) ?? readableOn(visitorBg),
    link: safeColor(s?.cusColor) ?? main,
  };
}
