import { describe, expect, it } from 'vitest';
import type { AgentLeaveMessage } from '@parley/protocol';
import { applyLeaveMessage, matchesFilter } from './leaveMessages';

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
});
