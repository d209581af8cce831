import type { ConversationSummary, QueueEntry } from '@parley/protocol';
import type { Thread } from './thread';

/** Everything the inbox shows, kept outside React so it can be tested event by event. */
export interface InboxState {
  agentId: number;
  queue: QueueEntry[];
  /** The agent's conversations, newest activity first. Ended ones stay until dismissed or a refetch. */
  mine: ConversationSummary[];
  threads: Record<number, Thread>;
  /** The visitor's live draft per conversation ('' or absent: not typing). */
  visitorDrafts: Record<number, string>;
  selectedId: number | null;
  /** Whether the agent can see the selected conversation (tab visible and focused). */
  focused: boolean;
}

export const initialInboxState = (agentId: number): InboxState => ({
  agentId,
  queue: [],
  mine: [],
  threads: {},
  visitorDrafts: {},
  selectedId: null,
  focused: true,
});

export const activityAt = (c: ConversationSummary) => Math.max(c.lastMessage?.msgTime ?? 0, c.startedAt);

export function sortMine(list: ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => activityAt(b) - activityAt(a) || b.sessionId - a.sessionId);
}

/** Upserts by sessionId, then re-sorts. */
export function upsertMine(list: ConversationSummary[], c: ConversationSummary): ConversationSummary[] {
  return sortMine([...list.filter((x) => x.sessionId !== c.sessionId), c]);
}

/** The selected conversation is being read right now, so nothing in it counts as unread. */
export const isBeingRead = (s: InboxState, sessionId: number) => s.focused && s.selectedId === sessionId;
