/** The router's basename: Vite's base without its trailing slash ('/chat_online'). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The chat page for a channel, as a full URL path. */
export function indexUrl(channelId: string): string {
  return `${BASENAME}/index${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`;
}

/** The leave-message screen the chat sends a visitor to (leave-messages-work-orders.md §2 /leaveMsg). */
export function leaveMsgUrl(channelId: string, tenantId: string, userId: string): string {
  return `/leaveMsg?${new URLSearchParams({ channelId, tenantId, userId }).toString()}`;
}
