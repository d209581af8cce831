import { describe, expect, it } from 'vitest';
import { MsgStatus, MsgType, SenderType } from '@parley/protocol';
import type { UiMessage } from '../session/types';
import { seenMessageKey } from './seen';

const msg = (key: string, senderType: number, msgId?: number): UiMessage => ({
  key,
  msgContent: key,
  msgType: MsgType.TEXT,
  senderType,
  msgTime: 0,
  status: MsgStatus.SUCCESS,
  ...(msgId === undefined ? {} : { msgId }),
});

describe('seenMessageKey', () => {
  const list = [
    msg('v1', SenderType.VISITOR, 10),
    msg('a1', SenderType.AGENT, 11),
    msg('v2', SenderType.VISITOR, 12),
    msg('v3', SenderType.VISITOR),
  ];

  it('W-EV13 marks the newest visitor message at or below the read mark', () => {
    expect(seenMessageKey(list, 12)).toBe('v2');
    expect(seenMessageKey(list, 11)).toBe('v1');
    expect(seenMessageKey(list, 99)).toBe('v2');
  });

  it('W-EV13 nothing before any read mark, and never a message still without its id', () => {
    expect(seenMessageKey(list, 0)).toBeUndefined();
    expect(seenMessageKey(list, 9)).toBeUndefined();
    expect(seenMessageKey([msg('v3', SenderType.VISITOR)], 50)).toBeUndefined();
  });
});
