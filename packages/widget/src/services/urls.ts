import { CHAT_PAGE } from '@parley/protocol';
/** The router's basename: Vite's base without its trailing slash ('/chat_online'). */
export const BASENAME = import.meta.env.BASE_URL.replace(/\/$/, '');

/** The chat page for a channel, as a full URL path. */
export function indexUrl(channelId: string): string {
  return `${CHAT_PAGE}${channelId ? `?channelId=${encodeURIComponent(channelId)}` : ''}`;
}

/** The ids the leave-message screen needs (leave-messages-work-orders.md §2 /leaveMsg: channelId, tenantId, userId). */
export interface LeaveMsgIds {
  channelId: string;
  tenantId: string;
  userId: string;
}

/**
 * W-LM2: the leave-message screen the chat sends a visitor to, keeping the chat's own query (from, locale, the
 * visitor's details) so the way back finds the same chat; an embedded chat (from=iframe) gets the embedded
 * variant /leaveMessage. `tab` 'mine' opens "my messages"; `away` (nobody could take the chat) lets the screen
 * say so, which it never says to a visitor who chose to leave a message.
 */
export function leaveMsgUrl(search: string, ids: LeaveMsgIds, tab?: 'mine', away?: boolean): string {
  const q = new URLSearchParams(search);
  for (const k of ['channelId', 'tenantId', 'userId'] as const) if (ids[k]) q.set(k, ids[k]);
  if (tab) q.set('tab', tab);
  else q.delete('tab');
  if (away) q.set(AWAY_PARAM, '1');
  else q.delete(AWAY_PARAM);
  return `${q.get('from') === 'iframe' ? '/leaveMessage' : '/leaveMsg'}?${q.toString()}`;
}

/** The leave-message screen's query flag: the chat found nobody available. */
export const AWAY_PARAM = 'away';

/** W-LM2: back to the chat from the leave-message screen, /index with the same query. */
export function chatUrlFrom(search: string): string {
  const q = new URLSearchParams(search);
  q.delete('tab');
  q.delete(AWAY_PARAM);
  return `/index?${q.toString()}`;
}
