import { describe, expect, it } from 'vitest';
import { MsgType, SenderType, UserStatus, type ChatMessage, type ConversationSummary, type QueueEntry } from '@parley/protocol';
import { inboxReducer, type InboxAction } from './inboxReducer';
import { initialInboxState, type InboxState } from './inboxState';

const ME = 7;
const msg = (msgId: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  msgId,
  sessionId: 1,
  msgContent: `m${msgId}`,
  msgType: MsgType.TEXT,
  senderType: SenderType.VISITOR,
  msgTime: 1000 * msgId,
  ...over,
});
const conv = (sessionId: number, over: Partial<ConversationSummary> = {}): ConversationSummary => ({
  sessionId,
  channelId: 'demo',
  status: UserStatus.AGENT,
  agentId: ME,
  agentNick: 'Ada',
  groupId: null,
  startedAt: sessionId,
  endedAt: null,
  queuedAt: null,
  visitor: { userId: `u${sessionId}`, name: `Visitor ${sessionId}`, email: '', phone: '' },
  lastMessage: null,
  unread: 0,
  visitorReadMsgId: 0,
  rating: null,
  ...over,
});
const queued = (sessionId: number, position: number): QueueEntry => ({
  ...conv(sessionId, { status: UserStatus.QUEUED, agentId: null }),
  position,
});
const run = (s: InboxState, ...actions: InboxAction[]) => actions.reduce(inboxReducer, s);
const start = (...actions: InboxAction[]) => run(initialInboxState(ME), ...actions);

describe('lists', () => {
  it('orders the queue by position and mine by latest activity', () => {
    const s = start(
      { type: 'queueLoaded', queue: [queued(5, 2), queued(4, 1)] },
      { type: 'mineLoaded', conversations: [conv(1), conv(2, { lastMessage: msg(9, { sessionId: 2 }) })] },
    );
    expect(s.queue.map((q) => q.sessionId)).toEqual([4, 5]);
    expect(s.mine.map((c) => c.sessionId)).toEqual([2, 1]);
  });

  it("keeps only the agent's own conversations (admins are sent everyone's)", () => {
    const s = start({ type: 'mineLoaded', conversations: [conv(1), conv(2, { agentId: 99 })] });
    expect(s.mine.map((c) => c.sessionId)).toEqual([1]);
  });

  it('keeps the ended conversation on screen through a refetch, drops other stale ones', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1), conv(2)] },
      { type: 'selected', sessionId: 1 },
      { type: 'stream', event: { type: 'visitorLeft', sessionId: 1 } },
      { type: 'mineLoaded', conversations: [] },
    );
    expect(s.mine.map((c) => [c.sessionId, c.status])).toEqual([[1, UserStatus.OFFLINE]]);
  });

  it('dismissing an ended conversation clears the selection', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'selected', sessionId: 1 },
      { type: 'dismissed', sessionId: 1 },
    );
    expect(s.mine).toEqual([]);
    expect(s.selectedId).toBeNull();
  });
});

describe('stream events', () => {
  it('moves an accepted visitor from the queue to mine', () => {
    const s = start(
      { type: 'queueLoaded', queue: [queued(3, 1)] },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(3) } },
    );
    expect(s.queue).toEqual([]);
    expect(s.mine.map((c) => c.sessionId)).toEqual([3]);
  });

  it('marks a conversation newly assigned to the agent unread until it is opened, even before the visitor writes', () => {
    let s = start({ type: 'stream', event: { type: 'conversationChanged', conversation: conv(3, { unread: 0 }) } });
    expect(s.mine.find((c) => c.sessionId === 3)?.unread).toBe(1);
    s = run(s, { type: 'selected', sessionId: 3 });
    expect(s.mine.find((c) => c.sessionId === 3)?.unread).toBe(0);
    const opened = start(
      { type: 'selected', sessionId: 4 },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(4) } },
    );
    expect(opened.mine.find((c) => c.sessionId === 4)?.unread).toBe(0);
  });

  it('drops a visitor another agent took from the queue, and a conversation transferred away', () => {
    const s = start(
      { type: 'queueLoaded', queue: [queued(3, 1)] },
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(3, { agentId: 99 }) } },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(1, { agentId: 99 }) } },
    );
    expect(s.queue).toEqual([]);
    expect(s.mine).toEqual([]);
  });

  it('counts visitor messages as unread unless the conversation is open and the tab focused', () => {
    let s = start({ type: 'mineLoaded', conversations: [conv(1), conv(2)] }, { type: 'selected', sessionId: 1 });
    s = run(
      s,
      { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(10) } },
      { type: 'stream', event: { type: 'message', sessionId: 2, message: msg(11, { sessionId: 2 }) } },
      { type: 'stream', event: { type: 'message', sessionId: 2, message: msg(12, { sessionId: 2, senderType: SenderType.AGENT }) } },
    );
    expect(s.mine.find((c) => c.sessionId === 1)?.unread).toBe(0);
    expect(s.mine.find((c) => c.sessionId === 2)?.unread).toBe(1);

    s = run(s, { type: 'focusChanged', focused: false }, { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(13) } });
    expect(s.mine.find((c) => c.sessionId === 1)?.unread).toBe(1);
    s = run(s, { type: 'focusChanged', focused: true });
    expect(s.mine.find((c) => c.sessionId === 1)?.unread).toBe(0);
    s = run(s, { type: 'selected', sessionId: 2 });
    expect(s.mine.every((c) => c.unread === 0)).toBe(true);
  });

  it('a server summary never brings unread back on the conversation being read', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'selected', sessionId: 1 },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(1, { unread: 4 }) } },
    );
    expect(s.mine[0]?.unread).toBe(0);
  });

  it('updates the preview and moves the conversation to the top', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1, { lastMessage: msg(5) }), conv(2, { lastMessage: msg(6, { sessionId: 2 }) })] },
      { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(20) } },
    );
    expect(s.mine.map((c) => c.sessionId)).toEqual([1, 2]);
    expect(s.mine[0]?.lastMessage?.msgId).toBe(20);
  });

  it('shows the visitor draft and clears it when the message arrives', () => {
    let s = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'stream', event: { type: 'visitorTyping', sessionId: 1, draft: 'where is my ord' } },
    );
    expect(s.visitorDrafts[1]).toBe('where is my ord');
    s = run(s, { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(30, { msgContent: 'where is my order' }) } });
    expect(s.visitorDrafts[1]).toBeUndefined();
  });

  it('merges stream messages into the thread even before its first page, without duplicates', () => {
    const s = start(
      { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(3) } },
      { type: 'threadLoaded', sessionId: 1, messages: [msg(1), msg(2), msg(3)], hasMore: false, older: false },
      { type: 'stream', event: { type: 'message', sessionId: 1, message: msg(3) } },
    );
    expect(s.threads[1]?.messages.map((m) => m.msgId)).toEqual([1, 2, 3]);
    expect(s.threads[1]?.loaded).toBe(true);
  });

  it('pages upward, and a refetch of the newest page keeps what paging learned', () => {
    let s = start({ type: 'threadLoaded', sessionId: 1, messages: [msg(5), msg(6)], hasMore: true, older: false });
    s = run(s, { type: 'threadLoaded', sessionId: 1, messages: [msg(3), msg(4)], hasMore: false, older: true });
    expect(s.threads[1]?.messages.map((m) => m.msgId)).toEqual([3, 4, 5, 6]);
    s = run(s, { type: 'threadLoaded', sessionId: 1, messages: [msg(5), msg(6), msg(7)], hasMore: true, older: false });
    expect(s.threads[1]?.hasMore).toBe(false);
    expect(s.threads[1]?.messages).toHaveLength(5);
  });

  it('marks recalled messages and the read position', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1, { lastMessage: msg(2) })] },
      { type: 'threadLoaded', sessionId: 1, messages: [msg(1), msg(2)], hasMore: false, older: false },
      { type: 'stream', event: { type: 'messageRecalled', sessionId: 1, msgId: 2 } },
      { type: 'stream', event: { type: 'visitorRead', sessionId: 1, msgId: 2 } },
      { type: 'stream', event: { type: 'visitorRead', sessionId: 1, msgId: 1 } },
    );
    expect(s.threads[1]?.messages[1]?.recallFlag).toBe(1);
    expect(s.mine[0]?.lastMessage?.recallFlag).toBe(1);
    expect(s.mine[0]?.visitorReadMsgId).toBe(2);
  });

  it('keeps an ended conversation, marked, and ignores others it does not hold', () => {
    const s = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(1, { status: UserStatus.OFFLINE, endedAt: 5 }) } },
      { type: 'stream', event: { type: 'conversationChanged', conversation: conv(9, { status: UserStatus.OFFLINE, agentId: 3 }) } },
    );
    expect(s.mine.map((c) => [c.sessionId, c.status])).toEqual([[1, UserStatus.OFFLINE]]);
  });
});

describe('optimistic send', () => {
  const pending = { clientId: 'message1', msgContent: 'hi', msgType: 1, inside: false, msgTime: 1, status: 'sending' as const };

  it('replaces the pending copy with the stored message, whichever arrives first', () => {
    const stored = msg(40, { senderType: SenderType.AGENT, id: 'message1', msgContent: 'hi' });
    const viaAnswer = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'sendStarted', sessionId: 1, pending },
      { type: 'sendSucceeded', sessionId: 1, clientId: 'message1', message: stored },
      { type: 'stream', event: { type: 'message', sessionId: 1, message: stored } },
    );
    const viaStream = start(
      { type: 'mineLoaded', conversations: [conv(1)] },
      { type: 'sendStarted', sessionId: 1, pending },
      { type: 'stream', event: { type: 'message', sessionId: 1, message: stored } },
      { type: 'sendSucceeded', sessionId: 1, clientId: 'message1', message: stored },
    );
    for (const s of [viaAnswer, viaStream]) {
      expect(s.threads[1]?.pending).toEqual([]);
      expect(s.threads[1]?.messages.map((m) => m.msgId)).toEqual([40]);
      expect(s.mine[0]?.lastMessage?.msgId).toBe(40);
    }
  });

  it('fails and retries in place', () => {
    let s = start({ type: 'sendStarted', sessionId: 1, pending }, { type: 'sendFailed', sessionId: 1, clientId: 'message1' });
    expect(s.threads[1]?.pending[0]?.status).toBe('failed');
    s = run(s, { type: 'sendRetried', sessionId: 1, clientId: 'message1' });
    expect(s.threads[1]?.pending[0]?.status).toBe('sending');
  });
});
