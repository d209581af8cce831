import { SenderType, type AgentStreamEvent, type QueueEntry } from '@parley/protocol';
import { messagePreview } from '../../../shared/conversation/preview';
import type { InboxState } from './inboxState';

export interface InboxAlert {
  title: string;
  body: string;
  /** Where a click on the notification leads (null: the queue). */
  sessionId: number | null;
}

/** A visitor wrote in one of the agent's conversations that is not in front of them. Judged on the state before the event. */
export function alertForEvent(s: InboxState, e: AgentStreamEvent, tabHidden: boolean): InboxAlert | null {
  if (e.type !== 'message' || e.message.senderType !== SenderType.VISITOR) return null;
  const c = s.mine.find((m) => m.sessionId === e.sessionId);
  if (!c) return null;
  if (!tabHidden && s.focused && s.selectedId === e.sessionId) return null;
  return { title: `New message from ${visitorLabel(c.visitor)}`, body: messagePreview(e.message), sessionId: e.sessionId };
}

/** Visitors in `next` that were not waiting in `prev`: each is one "new visitor" alert. */
export function newArrivals(prev: QueueEntry[], next: QueueEntry[]): QueueEntry[] {
  const known = new Set(prev.map((q) => q.sessionId));
  return next.filter((q) => !known.has(q.sessionId));
}

export function arrivalAlert(q: QueueEntry): InboxAlert {
  return { title: 'New visitor waiting', body: `${visitorLabel(q.visitor)} is #${q.position} in the queue`, sessionId: null };
}

export function visitorLabel(v: { name: string; email: string; phone: string; userId: string }): string {
  return v.name.trim() || v.email || v.phone || `Visitor ${v.userId.slice(-6)}`;
}
