import { describe, expect, it } from 'vitest';
import { MsgStatus, UserStatus } from '@parley/protocol';
import { channel, startAnswer } from '../../test/fixtures';
import { initialState, reduce } from './reduce';
import { agentFace, canType } from './selectors';
import type { SessionState } from './types';

function ready(receiveMode: number, status: number): SessionState {
  return [
    { type: 'channelLoaded' as const, channel: channel({ receiveMode }) },
    { type: 'started' as const, answer: startAnswer({ status }), resumed: false, form: false, now: 0 },
  ].reduce(reduce, initialState('c1'));
}

describe('selectors', () => {
  it('W-SE6 the input is editable unless receiveMode is 3 and no agent is talking', () => {
    expect(canType(ready(0, UserStatus.ROBOT))).toBe(true);
    expect(canType(ready(3, UserStatus.QUEUED))).toBe(false);
    expect(canType(ready(3, UserStatus.AGENT))).toBe(true);
  });

  it('W-SE6 not before start nor after close', () => {
    expect(canType(initialState('c1'))).toBe(false);
    expect(canType(reduce(ready(0, 1), { type: 'visitorClosed', now: 0 }))).toBe(false);
  });

  it('agentFace is the newest agent photo', () => {
    const s = ready(0, 2);
    const withFaces: SessionState = {
      ...s,
      messages: [
        { key: 'a', msgContent: '', msgType: 1, senderType: 2, msgTime: 1, status: MsgStatus.SUCCESS, faceUrl: '/old.png' },
        { key: 'b', msgContent: '', msgType: 1, senderType: 2, msgTime: 2, status: MsgStatus.SUCCESS, faceUrl: '/new.png' },
        { key: 'c', msgContent: '', msgType: 1, senderType: 1, msgTime: 3, status: MsgStatus.SUCCESS, faceUrl: '/me.png' },
      ],
    };
    expect(agentFace(withFaces)).toBe('/new.png');
    expect(agentFace(s)).toBeUndefined();
  });
});
