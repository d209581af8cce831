import { SenderType, UserStatus, type AgentStreamEvent, type QueueEntry } from '@parley/protocol';
import { messagePreview } from '../../../shared/conversation/preview';
import { i18next } from '../../../i18n';
import type { InboxState } from './inboxState';

// Plain i18next (no React): alerts are worded when they happen, in the language chosen then.
const t = (key: string, vars?: Record<string, unknown>) => i18next.t(`inbox:${key}`, vars ?? {});

export interface InboxAlert {
  title: string;
  body: string;
  /** Where a click on the notification leads (null: the queue). */
  sessionId: number | null;
}

/**
 * A visitor wrote in one of the agent's conversations that is not in front of them, or a conversation was just
 * assigned to the agent (routing or a transfer: it rings like a queued visitor). Judged on the state before the event.
 */
export function alertForEvent(s: InboxState, e: AgentStreamEvent, tabHidden: boolean): InboxAlert | null {
  if (isNewlyAssigned(s, e)) {
    const c = e.conversation;
    return {
      title: t('alerts.assigned'),
      body: t('alerts.assignedBody', { name: visitorLabel(c.visitor) }),
      sessionId: c.sessionId,
    };
  }
  if (e.type !== 'message' || e.message.senderType !== SenderType.VISITOR) return null;
  const c = s.mine.find((m) => m.sessionId === e.sessionId);
  if (!c) return null;
  if (!tabHidden && s.focused && s.selectedId === e.sessionId) return null;
  return { title: t('alerts.message', { name: visitorLabel(c.visitor) }), body: messagePreview(e.message), sessionId: e.sessionId };
}

/** A live conversation that became the agent's with this event (it was not in their list before). */
export function isNewlyAssigned(s: InboxState, e: AgentStreamEvent): e is Extract<AgentStreamEvent, { type: 'conversationChanged' }> {
  if (e.type !== 'conversationChanged') return false;
  const c = e.conversation;
  return c.status === UserStatus.AGENT && c.agentId === s.agentId && !s.mine.some((m) => m.sessionId === c.sessionId);
}

/** Visitors in `next` that were not waiting in `prev`: each is one "new visitor" alert. */
export function newArrivals(prev: QueueEntry[], next: QueueEntry[]): QueueEntry[] {
  const known = new Set(prev.map((q) => q.sessionId));
  return next.filter((q) => !known.has(q.sessionId));
}

export function arrivalAlert(q: QueueEntry): InboxAlert {
  return {
    title: t('alerts.arrival'),
    body: t('alerts.arrivalBody', { name: visitorLabel(q.visitor), position: q.position }),
    sessionId: null,
  };
}

export function visitorLabel(v: { name: string; email: string; phone: string; userId: string }): string {
  return v.name.trim() || v.email || v.phone || t('visitorFallback', { id: v.userId.slice(-6) });
}
