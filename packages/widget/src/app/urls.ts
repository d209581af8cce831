/** The router's basename: Vite's base without its trailing slash ('/chat_online'). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The chat page for a channel, as a full URL path. */
export function indexUrl(channelId: string): string {
  return `${BASENAME}/index${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`;
}

/** The robot help document screen (leave-messages-work-orders.md §2 /question). */
export function questionUrl(docId: string, userId: string): string {
  return `${BASENAME}/question?${new URLSearchParams({ docId, userId }).toString()}`;
}

/** The leave-message screen the chat sends a visitor to (leave-messages-work-orders.md §2 /leaveMsg). */
export function leaveMsgUrl(channelId: string, tenantId: string, userId: string): string {
  return `/leaveMsg?${new URLSearchParams({ channelId, tenantId, userId }).toString()}`;
}
