import { describe, expect, it } from 'vitest';
import { HandleType, TicketStatus, type LeaveMessage, type WorkOrderListItem } from '@parley/protocol';
import { canReply, isHandled, isImageFile, mergeMine, statusTone, timeline, unreadTotal } from './records';

const message = (id: number, createTime: number, msgState = 0): LeaveMessage => ({
  id,
  customerName: 'Ada',
  customerEmail: '',
  customerPhone: '',
  msgContent: `m${id}`,
  createTime,
  updateTime: null,
  updateUserName: '',
  msgState,
  msgDesc: '',
  userId: 'u1',
});
const ticket = (woId: string, createTime: number, updateTime: number, unread = 0): WorkOrderListItem => ({
  woId,
  woTitle: 'T',
  woContent: 'c',
  woStatus: 0,
  createTime,
  updateTime,
  unread,
});
const handle = (handleType: number, handleContent: string, handleWoStatus = 1) => ({
  handleType,
  handleContent,
  handleWoStatus,
  handleUserName: 'Ada',
  handleTime: 1_700_000_000,
  woFileVoList: [],
});

describe('my messages', () => {
  it('W-LM8 messages and tickets in one list, newest first; tickets by their last change (seconds or ms)', () => {
    const list = mergeMine([message(1, 1_000_000_000_000), message(2, 3_000_000_000_000)], [ticket('7', 1_500_000_000, 2_000_000_000)]);
    expect(list.map((i) => (i.kind === 'message' ? `m${i.message.id}` : `t${i.ticket.woId}`))).toEqual(['m2', 't7', 'm1']);
  });

  it('W-LM8 unread replies over all tickets; handled is msgState 1', () => {
    expect(unreadTotal([ticket('1', 1, 1, 2), ticket('2', 1, 1, 0), ticket('3', 1, 1, 1)])).toBe(3);
    expect(isHandled(message(1, 1, 1))).toBe(true);
    expect(isHandled(message(1, 1, 2))).toBe(false);
  });

  it('W-LM10 records read as customer or agent replies, status changes and notes', () => {
    const entries = timeline({
      handleList: [
        handle(HandleType.PUBLIC_REPLY, 'A new shade ships today'),
        handle(HandleType.CUSTOMER_REPLY, 'Thanks'),
        handle(HandleType.PUBLIC_REPLY, '', TicketStatus.RESOLVED),
        handle(HandleType.INTERNAL, 'note'),
      ],
    });
    expect(entries.map((e) => [e.kind, e.side])).toEqual([
      ['agent', 'agent'],
      ['customer', 'customer'],
      ['status', 'agent'],
      ['note', 'agent'],
    ]);
    expect(entries[0]?.at).toBe(1_700_000_000_000);
  });

  it('W-LM11 tickets that ended take no replies; status tones; image attachments', () => {
    expect(canReply({ woStatus: TicketStatus.RESOLVED })).toBe(true);
    expect(canReply({ woStatus: TicketStatus.CLOSED })).toBe(false);
    expect(canReply({ woStatus: TicketStatus.ENDED })).toBe(false);
    expect([0, 1, 2, 3, 5, 99].map(statusTone)).toEqual(['new', 'open', 'waiting', 'resolved', 'closed', 'closed']);
    expect(isImageFile({ fileName: 'a.PNG' })).toBe(true);
    expect(isImageFile({ fileName: 'x', fileType: 'jpg' })).toBe(true);
    expect(isImageFile({ fileName: 'a.pdf' })).toBe(false);
  });
});
