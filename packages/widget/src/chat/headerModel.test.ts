import { describe, expect, it } from 'vitest';
import { EventCode } from '@parley/protocol';
import { channel, startAnswer } from '../../test/fixtures';
import { initialState, reduce } from '../session/reduce';
import type { SessionState } from '../session/types';
import { headerModel } from './headerModel';

const ch = channel({ titleDesc: 'Acme Support', robotName: 'Ava', robotIcon: '/bot.png', avatar: '/brand.png' });
function state(status: number): SessionState {
  return [
    { type: 'channelLoaded' as const, channel: ch },
    { type: 'started' as const, answer: startAnswer({ status, adminNick: 'Bob' }), resumed: false, form: false, now: 0 },
  ].reduce(reduce, initialState('c1'));
}

describe('headerModel', () => {
  it('robot mode: channel title, robot name below, robot icon', () => {
    expect(headerModel(state(1), ch)).toEqual({
      title: 'Acme Support',
      subtitle: { kind: 'text', text: 'Ava' },
      avatar: { src: '/bot.png', kind: 'robot' },
    });
  });

  it('manual mode: agent nickname, signature slot, agent face over channel avatar', () => {
    expect(headerModel(state(2), ch, '/bob.png', 'Here to help')).toEqual({
      title: 'Bob',
      subtitle: { kind: 'text', text: 'Here to help' },
      avatar: { src: '/bob.png', kind: 'agent' },
    });
    expect(headerModel(state(2), ch).avatar).toEqual({ src: '/brand.png', kind: 'agent' });
  });

  it('W-EV5 W-EV11 typing wins the subtitle; queued shows the position', () => {
    const typing = reduce(state(2), {
      type: 'eventsReceived',
      events: [{ eventId: 11, createTime: 0, code: EventCode.AGENT_TYPING }],
      lastEventId: 0,
      now: 0,
    });
    expect(headerModel(typing, ch).subtitle).toEqual({ kind: 'typing' });
    const queued = reduce(state(3), {
      type: 'eventsReceived',
      events: [{ eventId: 11, createTime: 0, code: EventCode.QUEUE_POSITION, waitIndex: 2 }],
      lastEventId: 0,
      now: 0,
    });
    expect(headerModel(queued, ch).subtitle).toEqual({ kind: 'queued', position: 2 });
  });
});

describe('headerModel after the end', () => {
  it('W-AG6 an ended chat says so instead of showing the agent online', () => {
    const ended = reduce(state(2), { type: 'visitorClosed', now: 1 });
    expect(headerModel(ended, ch, '/bob.png', 'Here to help').subtitle).toEqual({ kind: 'ended' });
  });
});
