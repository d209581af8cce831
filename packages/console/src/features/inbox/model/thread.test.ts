import { describe, expect, it } from 'vitest';
import { AGENT_RECALL_WINDOW_MS, MsgType, SenderType, type ChatMessage } from '@parley/protocol';
import { canRecall, mergeMessages, seenMsgId } from './thread';

const msg = (msgId: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  msgId,
  sessionId: 1,
  msgContent: '',
  msgType: MsgType.TEXT,
  senderType: SenderType.AGENT,
  senderName: 'Ada',
  msgTime: 0,
  ...over,
});

describe('mergeMessages', () => {
  it('unions by id in ascending order, the newer copy winning', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, { recallFlag: 1 })]);
    expect(merged.map((m) => [m.msgId, m.recallFlag])).toEqual([[1, undefined], [2, undefined], [3, 1]]);
  });
});

describe('seenMsgId', () => {
  it('is the newest visible agent message at or below the read position', () => {
    const list = [msg(1), msg(2, { senderType: SenderType.VISITOR }), msg(3), msg(4, { insideFlag: 1 }), msg(5)];
    expect(seenMsgId(list, 4)).toBe(3);
    expect(seenMsgId(list, 5)).toBe(5);
    expect(seenMsgId(list, 0)).toBeNull();
  });
});

describe('canRecall', () => {
  it('allows own agent messages inside the window only', () => {
    expect(canRecall(msg(1, { msgTime: 1000 }), 'Ada', 1000 + AGENT_RECALL_WINDOW_MS)).toBe(true);
    expect(canRecall(msg(1, { msgTime: 1000 }), 'Ada', 1001 + AGENT_RECALL_WINDOW_MS)).toBe(false);
    expect(canRecall(msg(1), 'Bob', 0)).toBe(false);
    expect(canRecall(msg(1, { senderType: SenderType.VISITOR }), 'Ada', 0)).toBe(false);
    expect(canRecall(msg(1, { recallFlag: 1 }), 'Ada', 0)).toBe(false);
  });
});
