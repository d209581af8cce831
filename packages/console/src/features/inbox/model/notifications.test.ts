import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { MsgType, SenderType, UserStatus, type AgentStreamEvent, type ConversationSummary, type QueueEntry } from '@parley/protocol';
import { initialInboxState, type InboxState } from './inboxState';
import { alertForEvent, newArrivals, visitorLabel } from './notifications';

const conv = (sessionId: number): ConversationSummary => ({
  sessionId,
  channelId: 'demo',
  status: UserStatus.AGENT,
  agentId: 7,
  agentNick: 'Ada',
  groupId: null,
  startedAt: 0,
  endedAt: null,
  queuedAt: null,
  visitor: { userId: 'u-0000abc123', name: 'Mia', email: '', phone: '' },
  lastMessage: null,
  unread: 0,
  visitorReadMsgId: 0,
  rating: null,
});
const message = (sessionId: number, senderType: number): AgentStreamEvent => ({
  type: 'message',
  sessionId,
  message: { msgId: 1, sessionId, msgContent: 'Is it shipped?', msgType: MsgType.TEXT, senderType, msgTime: 0 },
});
const state = (over: Partial<InboxState>): InboxState => ({ ...initialInboxState(7), mine: [conv(1), conv(2)], ...over });

beforeAll(useEnglishTexts);
describe('alertForEvent', () => {
  it('rings for a conversation newly assigned to the agent, not for updates of one they hold or of others', () => {
    const assigned = (c: ConversationSummary): AgentStreamEvent => ({ type: 'conversationChanged', conversation: c });
    expect(alertForEvent(state({}), assigned(conv(3)), false)).toEqual({
      title: 'New conversation assigned to you',
      body: 'Mia is waiting for your reply',
      sessionId: 3,
    });
    expect(alertForEvent(state({}), assigned(conv(1)), false)).toBeNull();
    expect(alertForEvent(state({}), assigned({ ...conv(3), agentId: 8 }), false)).toBeNull();
    expect(alertForEvent(state({}), assigned({ ...conv(3), status: UserStatus.OFFLINE }), false)).toBeNull();
  });
  it('alerts on a visitor message in another conversation, or any while the tab is hidden', () => {
    expect(alertForEvent(state({ selectedId: 1 }), message(2, SenderType.VISITOR), false)).toEqual({
      title: 'New message from Mia',
      body: 'Is it shipped?',
      sessionId: 2,
    });
    expect(alertForEvent(state({ selectedId: 1 }), message(1, SenderType.VISITOR), true)).not.toBeNull();
  });
  it('stays quiet for the open conversation, agent messages and conversations that are not mine', () => {
    expect(alertForEvent(state({ selectedId: 1 }), message(1, SenderType.VISITOR), false)).toBeNull();
    expect(alertForEvent(state({ selectedId: 1 }), message(2, SenderType.AGENT), false)).toBeNull();
    expect(alertForEvent(state({ selectedId: 1 }), message(9, SenderType.VISITOR), false)).toBeNull();
  });
});

describe('newArrivals', () => {
  it('finds visitors that were not queued before', () => {
    const q = (sessionId: number): QueueEntry => ({ ...conv(sessionId), status: UserStatus.QUEUED, position: sessionId });
    expect(newArrivals([q(1), q(2)], [q(2), q(3)]).map((x) => x.sessionId)).toEqual([3]);
  });
});

describe('visitorLabel', () => {
  it('falls back from name to e-mail, phone, then a short id', () => {
    expect(visitorLabel({ name: ' ', email: 'a@b.c', phone: '', userId: 'x' })).toBe('a@b.c');
    expect(visitorLabel({ name: '', email: '', phone: '', userId: 'u-0000abc123' })).toBe('Visitor abc123');
  });
});
