import { describe, expect, it } from 'vitest';
import { chatUrlFrom, leaveMsgUrl } from './urls';

const ids = { channelId: 'demo', tenantId: 't1', userId: 'u1' };

describe('urls', () => {
  it('W-LM2 the leave-message screen keeps the chat query and adds the ids', () => {
    const url = leaveMsgUrl('?channelId=demo&locale=en&userName=Ada', ids);
    expect(url.startsWith('/leaveMsg?')).toBe(true);
    const q = new URLSearchParams(url.split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({ channelId: 'demo', locale: 'en', userName: 'Ada', tenantId: 't1', userId: 'u1' });
  });

  it('W-LM2 embedded chats get /leaveMessage; tab=mine opens my messages', () => {
    const url = leaveMsgUrl('?channelId=demo&from=iframe&tab=old', ids, 'mine');
    expect(url).toMatch(/^\/leaveMessage\?/);
    expect(new URLSearchParams(url.split('?')[1]).get('tab')).toBe('mine');
    expect(new URLSearchParams(leaveMsgUrl('?tab=mine', ids).split('?')[1]).has('tab')).toBe(false);
  });

  it('W-LM2 the way back is /index with the same query, without the tab', () => {
    expect(chatUrlFrom('?channelId=demo&from=iframe&tenantId=t1&userId=u1&tab=mine')).toBe(
      '/index?channelId=demo&from=iframe&tenantId=t1&userId=u1',
    );
  });
});
