import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../../i18n/testing';
import { TicketStatus, type AgentLeaveMessage, type AgentStreamEvent, type TicketSummary } from '@parley/protocol';
import { alertFor, applyAttention, attentionCount, attentionFrom, emptyAttention, replayAttention } from './attention';

const ME = 7;
const ticket = (woId: string, over: Partial<TicketSummary> = {}): TicketSummary => ({
  woId,
  title: 'Lamp arrived broken',
  status: TicketStatus.NOT_ACCEPTED,
  priority: 1,
  typeId: 't',
  typeName: 'Support',
  channelId: 'demo',
  customer: { userId: 'u1', name: 'Ada', email: 'ada@example.com', phone: '' },
  assignee: null,
  groupId: null,
  createdAt: 1,
  updatedAt: 2,
  sla: { firstResponse: null, resolution: null },
  overdue: false,
  awaitingAgent: true,
  lastPreview: 'It is broken',
  ...over,
});
const leave = (id: number, msgState = 0): AgentLeaveMessage => ({
  id,
  channelId: 'demo',
  userId: 'u',
  customerName: 'Bob',
  customerEmail: '',
  customerPhone: '13800138000',
  msgContent: 'Call me back',
  createTime: 1,
  updateTime: null,
  updateUserName: '',
  msgState,
  msgDesc: '',
});
const changed = (t: TicketSummary, reason: 'created' | 'customerReply' | 'updated' = 'updated'): AgentStreamEvent => ({
  type: 'ticketChanged',
  reason,
  ticket: t,
});

beforeAll(useEnglishTexts);
describe('desk attention', () => {
  it('counts tickets waiting for this agent or for nobody, and unhandled leave messages', () => {
    const a = attentionFrom(
      [
        ticket('1'),
        ticket('2', { assignee: { agentId: ME, nickname: 'Me' } }),
        ticket('3', { assignee: { agentId: 9, nickname: 'Bo' } }),
        ticket('4', { awaitingAgent: false }),
      ],
      [leave(1), leave(2, 1)],
      ME,
    );
    expect([...a.tickets.keys()]).toEqual(['1', '2']);
    expect(attentionCount(a)).toBe(3);
  });

  it('follows the stream: a customer reply adds, an agent answer or another assignee removes', () => {
    let a = emptyAttention();
    a = applyAttention(a, changed(ticket('5'), 'created'), ME);
    a = applyAttention(a, changed(ticket('6', { status: TicketStatus.ACCEPTED }), 'customerReply'), ME);
    expect(attentionCount(a)).toBe(2);
    a = applyAttention(a, changed(ticket('5', { awaitingAgent: false, status: TicketStatus.ACCEPTED })), ME);
    a = applyAttention(a, changed(ticket('6', { assignee: { agentId: 9, nickname: 'Bo' } })), ME);
    expect(attentionCount(a)).toBe(0);
    a = applyAttention(a, changed(ticket('8', { status: TicketStatus.CLOSED })), ME);
    expect(attentionCount(a)).toBe(0);
  });

  it('follows leave messages as they come and are handled', () => {
    let a = applyAttention(emptyAttention(), { type: 'leaveMessage', leaveMessage: leave(3) }, ME);
    expect(attentionCount(a)).toBe(1);
    a = applyAttention(a, { type: 'leaveMessage', leaveMessage: leave(3, 1) }, ME);
    expect(attentionCount(a)).toBe(0);
  });

  it('keeps what arrived while a refetch was in flight, whether the snapshot saw it or not', () => {
    // The snapshot was read before ticket 9 was created and before ticket 1 was answered.
    const stale = attentionFrom([ticket('1')], [], ME);
    const during = [changed(ticket('9'), 'created'), changed(ticket('1', { awaitingAgent: false }))];
    expect([...replayAttention(stale, during, ME).tickets.keys()]).toEqual(['9']);
    // The snapshot already has ticket 9: applying its event again counts it once.
    const fresh = attentionFrom([ticket('9')], [], ME);
    expect(attentionCount(replayAttention(fresh, during, ME))).toBe(1);
  });

  it('answers the same object when an event changes nothing', () => {
    const a = attentionFrom([ticket('1')], [], ME);
    expect(applyAttention(a, changed(ticket('2', { awaitingAgent: false })), ME)).toBe(a);
    expect(applyAttention(a, { type: 'queueChanged' }, ME)).toBe(a);
    expect(applyAttention(a, { type: 'leaveMessage', leaveMessage: leave(4, 1) }, ME)).toBe(a);
  });
});

describe('desk alerts', () => {
  const at = { agentId: ME, openWoId: null, tabHidden: false };
  it('rings for a new ticket and a new leave message', () => {
    expect(alertFor(changed(ticket('12'), 'created'), at)).toEqual({
      title: 'New ticket #12 from Ada',
      body: 'Lamp arrived broken',
      path: '/tickets/12',
      tag: 'wo12',
    });
    expect(alertFor({ type: 'leaveMessage', leaveMessage: leave(4) }, at)).toMatchObject({
      title: 'New message from Bob',
      path: '/tickets/messages',
    });
    expect(alertFor({ type: 'leaveMessage', leaveMessage: leave(4, 1) }, at)).toBeNull();
  });
  it('rings for a customer reply on my ticket or nobody’s, unless I am looking at it', () => {
    const reply = (over: Partial<TicketSummary>) => changed(ticket('12', over), 'customerReply');
    expect(alertFor(reply({}), at)).toMatchObject({ title: 'Ada replied to #12', body: 'It is broken' });
    expect(alertFor(reply({ assignee: { agentId: ME, nickname: 'Me' } }), at)).not.toBeNull();
    expect(alertFor(reply({ assignee: { agentId: 9, nickname: 'Bo' } }), at)).toBeNull();
    expect(alertFor(reply({}), { ...at, openWoId: '12' })).toBeNull();
    expect(alertFor(reply({}), { ...at, openWoId: '12', tabHidden: true })).not.toBeNull();
  });
  it('stays quiet for agents’ own changes', () => {
    expect(alertFor(changed(ticket('12')), at)).toBeNull();
  });
});
