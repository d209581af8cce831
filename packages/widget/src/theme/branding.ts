/**
 * Channel branding (init data) turned into CSS custom properties on the app root, so every component
 * styles from variables and a tenant's colours never reach a selector or a class name. Which colours (and
 * their fallbacks) is the protocol's `brandColors`, shared with the console's preview.
 */
import { brandColors, brandImageUrl, readableOn, type ChannelInfo } from '@parley/protocol';

/** `url("…")` for http(s) or same-origin paths only; quotes and line breaks are escaped. */
export function cssUrl(value: string | undefined): string | undefined {
  const v = brandImageUrl(value);
  return v && `url("${v.replace(/["\\\n\r]/g, (c) => `\\${c.charCodeAt(0).toString(16)} `)}")`;
}

export type BrandingVars = Record<`--${string}`, string>;

export function brandingVars(channel: ChannelInfo | null): BrandingVars {
  const c = brandColors(channel);
  const vars: BrandingVars = {
    '--pw-main': c.main,
    '--pw-on-main': readableOn(c.main),
    '--pw-nav-bg': c.navBg,
    '--pw-nav-fg': c.navFg,
    '--pw-visitor-bg': c.visitorBg,
    '--pw-visitor-fg': c.visitorFg,
    '--pw-link': c.link,
    '--adm-color-primary': c.main,
  };
  const bg = cssUrl(channel?.backgroundImage);
  if (bg) vars['--pw-chat-bg-image'] = bg;
  return vars;
}
