import { describe, expect, it } from 'vitest';
import { AGENT_RECALL_WINDOW_MS, MsgType, SenderType, type ChatMessage } from '@parley/protocol';
import { canRecall, emptyThread, mergeMessages, seenMsgId, withUploadProgress, type PendingMessage } from './thread';

const msg = (msgId: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  msgId,
  sessionId: 1,
  msgContent: '',
  msgType: MsgType.TEXT,
  senderType: SenderType.AGENT,
  senderName: 'Ada',
  senderId: 7,
  msgTime: 0,
  ...over,
});

describe('mergeMessages', () => {
  it('unions by id in ascending order, the newer copy winning', () => {
    const merged = mergeMessages([msg(3), msg(1)], [msg(2), msg(3, { recallFlag: 1 })]);
    expect(merged.map((m) => [m.msgId, m.recallFlag])).toEqual([
      [1, undefined],
      [2, undefined],
      [3, 1],
    ]);
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
    expect(canRecall(msg(1, { msgTime: 1000 }), 7, 1000 + AGENT_RECALL_WINDOW_MS)).toBe(true);
    expect(canRecall(msg(1, { msgTime: 1000 }), 7, 1001 + AGENT_RECALL_WINDOW_MS)).toBe(false);
    expect(canRecall(msg(1, { senderType: SenderType.VISITOR }), 7, 0)).toBe(false);
    expect(canRecall(msg(1, { recallFlag: 1 }), 7, 0)).toBe(false);
  });
  it('goes by agent id, not by name: a colleague with the same nickname is not me', () => {
    expect(canRecall(msg(1, { senderId: 8 }), 7, 0)).toBe(false);
    expect(canRecall(msg(1, { senderId: undefined }), 7, 0)).toBe(false);
  });
});

describe('withUploadProgress', () => {
  const file: PendingMessage = {
    clientId: 'file1',
    msgContent: '',
    msgType: MsgType.FILE,
    inside: false,
    msgTime: 0,
    status: 'sending',
    upload: { file: new Blob(['x']), fileName: 'a.pdf', size: 1, progress: 0 },
  };
  it('moves the bar, then keeps the stored URL for a retry', () => {
    let t = { ...emptyThread, pending: [file] };
    t = withUploadProgress(t, 'file1', 0.5);
    expect(t.pending[0]).toMatchObject({ msgContent: '', upload: { progress: 0.5 } });
    t = withUploadProgress(t, 'file1', 1, '/api/files/k/a.pdf?s=x');
    expect(t.pending[0]).toMatchObject({ msgContent: '/api/files/k/a.pdf?s=x', upload: { progress: 1 } });
    expect(withUploadProgress(t, 'other', 0.1)).toEqual(t);
  });
});
