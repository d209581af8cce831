import { describe, expect, it } from 'vitest';
import type { AgentLeaveMessage } from '@parley/protocol';
import { applyLeaveMessage, matchesFilter, withUpdates } from './leaveMessages';

const msg = (id: number, createTime: number, msgState = 0): AgentLeaveMessage => ({
  id,
  channelId: 'demo',
  userId: 'u',
  customerName: 'Ada',
  customerEmail: '',
  customerPhone: '',
  msgContent: 'Hi',
  createTime,
  updateTime: null,
  updateUserName: '',
  msgState,
  msgDesc: '',
});

describe('leave-message inbox', () => {
  it('shows handled, unhandled or all', () => {
    expect(matchesFilter(msg(1, 1), 'unhandled')).toBe(true);
    expect(matchesFilter(msg(1, 1, 1), 'unhandled')).toBe(false);
    expect(matchesFilter(msg(1, 1, 1), 'handled')).toBe(true);
    expect(matchesFilter(msg(1, 1), 'all')).toBe(true);
  });
  it('adds a new message in time order, newest first', () => {
    const list = [msg(3, 300), msg(1, 100)];
    expect(applyLeaveMessage(list, msg(2, 200), 'all').map((m) => m.id)).toEqual([3, 2, 1]);
  });
  it('replaces a changed message in place, or drops it when the filter no longer shows it', () => {
    const list = [msg(2, 200), msg(1, 100)];
    expect(applyLeaveMessage(list, { ...msg(1, 100, 1), msgDesc: 'Called' }, 'all')[1]).toMatchObject({ msgDesc: 'Called' });
    expect(applyLeaveMessage(list, msg(1, 100, 1), 'unhandled').map((m) => m.id)).toEqual([2]);
    expect(applyLeaveMessage(list, msg(5, 500), 'handled')).toEqual(list);
  });
  it('applies what was heard during the read on top of it: a message the read missed, and one it already had', () => {
    const read = [msg(1, 100)];
    const heard = [msg(2, 200), msg(1, 100, 1)];
    expect(withUpdates(read, heard, 'unhandled').map((m) => m.id)).toEqual([2]);
    expect(withUpdates(read, heard, 'all').map((m) => [m.id, m.msgState])).toEqual([
      [2, 0],
      [1, 1],
    ]);
    expect(withUpdates(read, [], 'all')).toEqual(read);
  });
});
