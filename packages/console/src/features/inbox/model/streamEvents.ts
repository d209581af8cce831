import { SenderType, UserStatus, type AgentStreamEvent, type ConversationSummary } from '@parley/protocol';
import { isBeingRead, sortMine, upsertMine, type InboxState } from './inboxState';
import { emptyThread, withMessages, withRecall } from './thread';

type Of<T extends AgentStreamEvent['type']> = Extract<AgentStreamEvent, { type: T }>;

/**
 * Applies one agent-stream event. Events that only say "refetch" (hello, queueChanged), presence and the
 * ticket desk's and the calls' events leave the inbox alone: the stream hook and the ticket desk react to those.
 */
export function applyStreamEvent(s: InboxState, e: AgentStreamEvent): InboxState {
  switch (e.type) {
    case 'conversationChanged':
      return onConversation(s, e.conversation);
    case 'message':
      return onMessage(s, e);
    case 'messageRecalled':
      return onRecalled(s, e);
    case 'visitorTyping':
      return { ...s, visitorDrafts: { ...s.visitorDrafts, [e.sessionId]: e.draft } };
    case 'visitorRead':
      return patchMine(s, e.sessionId, (c) => ({ ...c, visitorReadMsgId: Math.max(c.visitorReadMsgId, e.msgId) }));
    case 'visitorLeft':
      return clearDraft(
        patchMine(s, e.sessionId, (c) => ({ ...c, status: UserStatus.OFFLINE })),
        e.sessionId,
      );
    case 'hello':
    case 'queueChanged':
    case 'presence':
    case 'ticketChanged':
    case 'leaveMessage':
    case 'call':
      return s;
  }
}

function onConversation(s: InboxState, c: ConversationSummary): InboxState {
  const queue = c.status === UserStatus.QUEUED ? s.queue : s.queue.filter((q) => q.sessionId !== c.sessionId);
  const held = s.mine.some((m) => m.sessionId === c.sessionId);
  // A conversation that just became the agent's counts as unread until opened, even before the visitor writes again.
  const assigned = !held && c.status === UserStatus.AGENT && c.agentId === s.agentId;
  const unread = isBeingRead(s, c.sessionId) ? 0 : assigned ? Math.max(c.unread, 1) : c.unread;
  if (c.status === UserStatus.AGENT && c.agentId === s.agentId) return { ...s, queue, mine: upsertMine(s.mine, { ...c, unread }) };
  if (!held) return { ...s, queue };
  // Ended: keep it in view (marked) so the agent sees how it ended. Moved to someone else or back to the queue: gone.
  if (c.status === UserStatus.OFFLINE) return clearDraft({ ...s, queue, mine: upsertMine(s.mine, { ...c, unread }) }, c.sessionId);
  return clearDraft({ ...s, queue, mine: s.mine.filter((m) => m.sessionId !== c.sessionId) }, c.sessionId);
}

function onMessage(s: InboxState, e: Of<'message'>): InboxState {
  const thread = s.threads[e.sessionId] ?? emptyThread;
  let next: InboxState = { ...s, threads: { ...s.threads, [e.sessionId]: withMessages(thread, [e.message]) } };
  const fromVisitor = e.message.senderType === SenderType.VISITOR;
  next = patchMine(next, e.sessionId, (c) => ({
    ...c,
    lastMessage: !c.lastMessage || c.lastMessage.msgId <= e.message.msgId ? e.message : c.lastMessage,
    unread: fromVisitor && !isBeingRead(s, e.sessionId) ? c.unread + 1 : c.unread,
  }));
  return fromVisitor ? clearDraft(next, e.sessionId) : next;
}

function onRecalled(s: InboxState, e: Of<'messageRecalled'>): InboxState {
  const thread = s.threads[e.sessionId];
  const next = thread ? { ...s, threads: { ...s.threads, [e.sessionId]: withRecall(thread, e.msgId) } } : s;
  return patchMine(next, e.sessionId, (c) =>
    c.lastMessage?.msgId === e.msgId ? { ...c, lastMessage: { ...c.lastMessage, recallFlag: 1 } } : c,
  );
}

export function patchMine(s: InboxState, sessionId: number, f: (c: ConversationSummary) => ConversationSummary): InboxState {
  if (!s.mine.some((c) => c.sessionId === sessionId)) return s;
  return { ...s, mine: sortMine(s.mine.map((c) => (c.sessionId === sessionId ? f(c) : c))) };
}

function clearDraft(s: InboxState, sessionId: number): InboxState {
  if (!s.visitorDrafts[sessionId]) return s;
  const visitorDrafts = { ...s.visitorDrafts };
  delete visitorDrafts[sessionId];
  return { ...s, visitorDrafts };
}
