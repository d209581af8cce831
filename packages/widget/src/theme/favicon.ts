import { useLayoutEffect } from 'react';
import type { ChannelInfo } from '@parley/protocol';

/** Parley's own icon (public/favicon.svg), for a channel without an avatar of its own. */
export const DEFAULT_FAVICON = '/chat_online/favicon.svg';

/** The tab's icon: the channel's avatar (the tenant's logo) where it set one, an https or same-server image only. */
export function faviconFor(channel: Pick<ChannelInfo, 'avatar'> | null): string {
  const avatar = channel?.avatar.trim() ?? '';
  return /^(https:\/\/|\/[^/])/i.test(avatar) ? avatar : DEFAULT_FAVICON;
}

/** Points the page's icon link at `href` (index.html holds the link). */
export function useFavicon(href: string): void {
  useLayoutEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    link.removeAttribute('type');
    link.href = href;
  }, [href]);
}
