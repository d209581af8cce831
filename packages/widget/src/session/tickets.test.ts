import { describe, expect, it, vi } from 'vitest';
import { EventCode, MenuType, type VisitorEvent } from '@parley/protocol';
import { performAction } from '../routes/visitorActions';
import { chatUrlFrom } from '../services/urls';
import { newsFirst } from './menu';
import { initialState, reduce } from './reduce';
import type { SessionState } from './types';

const ticketEvent = (eventId: number, woId: string): VisitorEvent => ({
  eventId,
  createTime: 1,
  code: EventCode.TICKET_UPDATED,
  woId,
  woStatus: 2,
  preview: 'A new lamp ships today',
});
const received = (s: SessionState, events: VisitorEvent[]) =>
  reduce(s, { type: 'eventsReceived', events, lastEventId: events.at(-1)?.eventId ?? 0, now: 1 });

describe('leave messages in the chat', () => {
  it('W-LM1 1210 puts its ticket on the badge once, however often it changes', () => {
    let s = received(initialState('c1'), [ticketEvent(1, '7'), ticketEvent(2, '7'), ticketEvent(3, '9')]);
    expect(s.ticketNews).toEqual(['7', '9']);
    s = received(s, [ticketEvent(3, '11')]);
    expect(s.ticketNews).toEqual(['7', '9']);
  });

  it('W-LM1 with news the leave-message entry comes first; without, the order stays', () => {
    const entries = [MenuType.SEND_TEXT, MenuType.TRANSFER, MenuType.LEAVE_MESSAGE].map((menuType) => ({ key: `k${menuType}`, menuType }));
    expect(newsFirst(entries, 0)).toBe(entries);
    expect(newsFirst(entries, 2).map((e) => e.menuType)).toEqual([MenuType.LEAVE_MESSAGE, MenuType.SEND_TEXT, MenuType.TRANSFER]);
  });

  it('W-LM2 W-MN6 the leave-message action opens the screen with the chat query, on "my messages" when a reply came', () => {
    const navigate = vi.fn();
    const state = { ...initialState('demo'), userId: 'u1', channel: { tenantId: 't1' } as SessionState['channel'] };
    const deps = { state: () => state, search: () => '?channelId=demo&locale=en', navigate, rate: vi.fn() };
    performAction({ type: 'leaveMessage' }, deps);
    expect(navigate).toHaveBeenLastCalledWith('/leaveMsg?channelId=demo&locale=en&tenantId=t1&userId=u1');
    performAction({ type: 'leaveMessage' }, { ...deps, state: () => ({ ...state, ticketNews: ['7'] }) });
    expect(navigate).toHaveBeenLastCalledWith('/leaveMsg?channelId=demo&locale=en&tenantId=t1&userId=u1&tab=mine');
  });

  it('W-LM2 only a transfer that found nobody marks the screen "away"; a visitor who chose it is not told so', () => {
    const navigate = vi.fn();
    const state = { ...initialState('demo'), userId: 'u1', channel: { tenantId: 't1' } as SessionState['channel'] };
    const deps = { state: () => state, search: () => '?channelId=demo&away=1', navigate, rate: vi.fn() };
    performAction({ type: 'leaveMessage' }, deps);
    expect(navigate).toHaveBeenLastCalledWith('/leaveMsg?channelId=demo&tenantId=t1&userId=u1');
    performAction({ type: 'leaveMessage', away: true }, deps);
    expect(navigate).toHaveBeenLastCalledWith('/leaveMsg?channelId=demo&away=1&tenantId=t1&userId=u1');
    expect(chatUrlFrom('?channelId=demo&away=1&tab=mine')).toBe('/index?channelId=demo');
  });
});
