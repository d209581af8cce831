import { AGENT_RECALL_WINDOW_MS, SenderType, type ChatMessage } from '@parley/protocol';

/** A message the agent sent that the server has not confirmed yet; clientId pairs it with the stored copy. */
export interface PendingMessage {
  clientId: string;
  msgContent: string;
  inside: boolean;
  msgTime: number;
  status: 'sending' | 'failed';
}

/** One conversation's loaded history. Stream messages may arrive before the first page: they are merged in. */
export interface Thread {
  messages: ChatMessage[];
  pending: PendingMessage[];
  loaded: boolean;
  hasMore: boolean;
}

export const emptyThread: Thread = { messages: [], pending: [], loaded: false, hasMore: false };

/** Union by msgId, newest copy wins, ascending order. */
export function mergeMessages(existing: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of existing) byId.set(m.msgId, m);
  for (const m of incoming) byId.set(m.msgId, m);
  return [...byId.values()].sort((a, b) => a.msgId - b.msgId);
}

/** Adds server messages and drops the pending copies they confirm. */
export function withMessages(thread: Thread, incoming: ChatMessage[]): Thread {
  const confirmed = new Set(incoming.map((m) => m.id).filter((id): id is string => !!id));
  return {
    ...thread,
    messages: mergeMessages(thread.messages, incoming),
    pending: confirmed.size ? thread.pending.filter((p) => !confirmed.has(p.clientId)) : thread.pending,
  };
}

export function withRecall(thread: Thread, msgId: number): Thread {
  if (!thread.messages.some((m) => m.msgId === msgId)) return thread;
  return { ...thread, messages: thread.messages.map((m) => (m.msgId === msgId ? { ...m, recallFlag: 1 } : m)) };
}

export function withPendingStatus(thread: Thread, clientId: string, status: PendingMessage['status']): Thread {
  return { ...thread, pending: thread.pending.map((p) => (p.clientId === clientId ? { ...p, status } : p)) };
}

/** The oldest stored id, the cursor for paging upward. */
export function oldestMsgId(thread: Thread): number | undefined {
  return thread.messages[0]?.msgId;
}

const visibleToVisitor = (m: ChatMessage) => m.senderType === SenderType.AGENT && m.insideFlag !== 1 && m.recallFlag !== 1;

/** The agent message to mark "Seen": the newest one the visitor has read up to. */
export function seenMsgId(messages: ChatMessage[], visitorReadMsgId: number): number | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.msgId <= visitorReadMsgId && visibleToVisitor(m)) return m.msgId;
  }
  return null;
}

/**
 * Whether the withdraw action is offered. Messages carry no agent id, so "own" is read from the sender name;
 * the server checks ownership for real.
 */
export function canRecall(m: ChatMessage, myNickname: string, now: number): boolean {
  return m.senderType === SenderType.AGENT && m.recallFlag !== 1 && (m.senderName ?? myNickname) === myNickname && now - m.msgTime <= AGENT_RECALL_WINDOW_MS;
}
