import { UserStatus, type AgentStreamEvent, type ChatMessage, type ConversationSummary, type QueueEntry } from '@parley/protocol';
import { isBeingRead, sortMine, upsertMine, type InboxState } from './inboxState';
import { applyStreamEvent, patchMine } from './streamEvents';
import { emptyThread, withMessages, withPendingStatus, withRecall, withUploadProgress, type PendingMessage } from './thread';

export type InboxAction =
  | { type: 'queueLoaded'; queue: QueueEntry[] }
  | { type: 'mineLoaded'; conversations: ConversationSummary[] }
  | { type: 'conversationLoaded'; conversation: ConversationSummary }
  | { type: 'selected'; sessionId: number | null }
  | { type: 'focusChanged'; focused: boolean }
  | { type: 'threadLoaded'; sessionId: number; messages: ChatMessage[]; hasMore: boolean; older: boolean }
  | { type: 'sendStarted'; sessionId: number; pending: PendingMessage }
  | { type: 'uploadProgressed'; sessionId: number; clientId: string; progress: number; url?: string }
  | { type: 'sendSucceeded'; sessionId: number; clientId: string; message: ChatMessage }
  | { type: 'sendFailed'; sessionId: number; clientId: string }
  | { type: 'sendRetried'; sessionId: number; clientId: string }
  | { type: 'recalled'; sessionId: number; msgId: number }
  | { type: 'dismissed'; sessionId: number }
  | { type: 'stream'; event: AgentStreamEvent };

export function inboxReducer(s: InboxState, a: InboxAction): InboxState {
  switch (a.type) {
    case 'queueLoaded':
      return { ...s, queue: [...a.queue].sort((x, y) => x.position - y.position) };
    case 'mineLoaded': {
      // A refetch is the truth, except that an ended conversation the agent is looking at stays in view.
      // Admins are answered every active conversation of the tenant; "Mine" is only the agent's own.
      const own = a.conversations.filter((c) => c.agentId === s.agentId);
      const keep = s.mine.filter((c) => c.sessionId === s.selectedId && !own.some((n) => n.sessionId === c.sessionId));
      return { ...s, mine: sortMine([...own.map((c) => (isBeingRead(s, c.sessionId) ? { ...c, unread: 0 } : c)), ...keep]) };
    }
    case 'conversationLoaded': {
      const c = a.conversation;
      const mineNow = c.agentId === s.agentId && (c.status === UserStatus.AGENT || s.mine.some((m) => m.sessionId === c.sessionId));
      const queue = c.status === UserStatus.QUEUED ? s.queue : s.queue.filter((q) => q.sessionId !== c.sessionId);
      return { ...s, queue, mine: mineNow ? upsertMine(s.mine, c) : s.mine };
    }
    case 'selected':
      return readSelected({ ...s, selectedId: a.sessionId });
    case 'focusChanged':
      return readSelected({ ...s, focused: a.focused });
    case 'threadLoaded':
      // A fresh newest page says nothing about pages already loaded above it.
      return updateThread(s, a.sessionId, (t) => ({
        ...withMessages(t, a.messages),
        loaded: true,
        hasMore: a.older || !t.loaded ? a.hasMore : t.hasMore,
      }));
    case 'sendStarted':
      return updateThread(s, a.sessionId, (t) => ({ ...t, pending: [...t.pending, a.pending] }));
    case 'uploadProgressed':
      return updateThread(s, a.sessionId, (t) => withUploadProgress(t, a.clientId, a.progress, a.url));
    case 'sendSucceeded': {
      const next = updateThread(s, a.sessionId, (t) => withMessages(t, [{ ...a.message, id: a.message.id ?? a.clientId }]));
      return patchMine(next, a.sessionId, (c) =>
        !c.lastMessage || c.lastMessage.msgId <= a.message.msgId ? { ...c, lastMessage: a.message } : c,
      );
    }
    case 'sendFailed':
      return updateThread(s, a.sessionId, (t) => withPendingStatus(t, a.clientId, 'failed'));
    case 'sendRetried':
      return updateThread(s, a.sessionId, (t) => withPendingStatus(t, a.clientId, 'sending'));
    case 'recalled':
      return applyStreamEvent(
        updateThread(s, a.sessionId, (t) => withRecall(t, a.msgId)),
        { type: 'messageRecalled', sessionId: a.sessionId, msgId: a.msgId },
      );
    case 'dismissed':
      return {
        ...s,
        mine: s.mine.filter((c) => c.sessionId !== a.sessionId),
        selectedId: s.selectedId === a.sessionId ? null : s.selectedId,
      };
    case 'stream':
      return applyStreamEvent(s, a.event);
  }
}

function updateThread(s: InboxState, sessionId: number, f: (t: typeof emptyThread) => typeof emptyThread): InboxState {
  return { ...s, threads: { ...s.threads, [sessionId]: f(s.threads[sessionId] ?? emptyThread) } };
}

/** Opening (or returning to) a conversation reads it. */
function readSelected(s: InboxState): InboxState {
  if (s.selectedId === null || !s.focused) return s;
  return patchMine(s, s.selectedId, (c) => (c.unread ? { ...c, unread: 0 } : c));
}
