import { describe, expect, it } from 'vitest';
import { MsgType, SenderType, type ChatMessage } from '@parley/protocol';
import { messagePreview, messageText } from './preview';

const msg = (over: Partial<ChatMessage>): ChatMessage => ({
  msgId: 1,
  sessionId: 1,
  msgContent: '',
  msgType: MsgType.TEXT,
  senderType: SenderType.VISITOR,
  msgTime: 0,
  ...over,
});

describe('messagePreview', () => {
  it('folds text to one line', () => {
    expect(messagePreview(msg({ msgContent: 'hello\n  there ' }))).toBe('hello there');
  });
  it('names media and files', () => {
    expect(messagePreview(msg({ msgType: MsgType.IMAGE, msgContent: '/u/a.png' }))).toBe('[Image]');
    expect(messagePreview(msg({ msgType: MsgType.FILE, fileName: 'invoice.pdf' }))).toBe('[File] invoice.pdf');
  });
  it('marks notes and withdrawn messages', () => {
    expect(messagePreview(msg({ msgContent: 'vip', insideFlag: 1 }))).toBe('Note: vip');
    expect(messagePreview(msg({ msgContent: 'oops', recallFlag: 1 }))).toBe('Message withdrawn');
  });
  it('reads robot answers kept in answer items', () => {
    expect(messageText(msg({ senderType: SenderType.ROBOT, answers: [{ replySource: 'TEXT_REPLY', text: 'Open 9-5' }] }))).toBe('Open 9-5');
  });
});
