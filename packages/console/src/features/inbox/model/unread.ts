import type { ConversationSummary } from '@parley/protocol';

export const totalUnread = (mine: ConversationSummary[]) => mine.reduce((n, c) => n + c.unread, 0);

/** What needs the agent: unread visitor messages plus visitors waiting in the queue. */
export const attentionCount = (mine: ConversationSummary[], queued: number) => totalUnread(mine) + queued;

/** "(3) Parley Console": the badge agents see on a background tab. */
export function titleWithBadge(base: string, count: number): string {
  return count > 0 ? `(${count > 99 ? '99+' : count}) ${base}` : base;
}
