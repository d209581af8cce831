/** The router's basename: Vite's base without its trailing slash ('/chat_online'). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The chat page for a channel, as a full URL path. */
export function indexUrl(channelId: string): string {
  return `${BASENAME}/index${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`;
}
