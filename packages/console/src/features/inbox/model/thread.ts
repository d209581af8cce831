import { AGENT_RECALL_WINDOW_MS, SenderType, type ChatMessage } from '@parley/protocol';

/** A message the agent sent that the server has not confirmed yet; clientId pairs it with the stored copy. */
export interface PendingMessage {
  clientId: string;
  /** Text, a card's JSON, or (for a file, once uploaded) its URL. */
  msgContent: string;
  msgType: number;
  inside: boolean;
  msgTime: number;
  status: 'sending' | 'failed';
  /** A file on its way: kept until the send is confirmed so a failed upload can be retried without picking it again. */
  upload?: PendingUpload;
}

export interface PendingUpload {
  file: Blob;
  fileName: string;
  size: number;
  /** 0 to 1, from the upload's progress events; 1 once the server stored it. */
  progress: number;
  /** A local object URL so an image shows while it uploads. */
  previewUrl?: string;
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

/** Progress of a pending upload; once uploaded, msgContent becomes the stored file's URL so a retry only re-sends. */
export function withUploadProgress(thread: Thread, clientId: string, progress: number, url?: string): Thread {
  return {
    ...thread,
    pending: thread.pending.map((p) =>
      p.clientId === clientId && p.upload ? { ...p, msgContent: url ?? p.msgContent, upload: { ...p.upload, progress } } : p,
    ),
  };
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
 * Whether the withdraw action is offered: the agent's own messages (by senderId, which agent views carry;
 * two agents may share a nickname) within the window. The server checks ownership for real.
 */
export function canRecall(m: ChatMessage, myAgentId: number, now: number): boolean {
  return m.senderType === SenderType.AGENT && m.recallFlag !== 1 && m.senderId === myAgentId && now - m.msgTime <= AGENT_RECALL_WINDOW_MS;
}
