import { beforeAll, describe, expect, it } from 'vitest';
import { useEnglishTexts } from '../../i18n/testing';
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

beforeAll(useEnglishTexts);
describe('messagePreview', () => {
  it('folds text to one line', () => {
    expect(messagePreview(msg({ msgContent: 'hello\n  there ' }))).toBe('hello there');
  });
  it('names media and files', () => {
    expect(messagePreview(msg({ msgType: MsgType.IMAGE, msgContent: '/u/a.png' }))).toBe('[Image]');
    expect(messagePreview(msg({ msgType: MsgType.FILE, fileName: 'invoice.pdf' }))).toBe('[File] invoice.pdf');
  });
  it('names audio and video', () => {
    expect(messagePreview(msg({ msgType: MsgType.AUDIO, msgContent: '/u/a.mp3' }))).toBe('[Audio]');
    expect(messagePreview(msg({ msgType: MsgType.VIDEO, msgContent: '/u/a.mp4' }))).toBe('[Video]');
  });
  it('titles goods, order and link cards, and survives a broken card', () => {
    expect(messagePreview(msg({ msgType: MsgType.GOODS, msgContent: '{"title":"Kettle"}' }))).toBe('[Goods] Kettle');
    expect(messagePreview(msg({ msgType: MsgType.ORDER, msgContent: '{"title":"Order A-1","orderCode":"A-1"}' }))).toBe(
      '[Order] Order A-1',
    );
    expect(messagePreview(msg({ msgType: MsgType.RICH_LINK, msgContent: '{"title":"Returns","linkUrl":"https://x.example"}' }))).toBe(
      '[Link] Returns',
    );
    expect(messagePreview(msg({ msgType: MsgType.GOODS, msgContent: 'oops' }))).toBe('[Goods]');
  });
  it('summarises forms and their replies', () => {
    expect(messagePreview(msg({ msgType: MsgType.FORM, msgContent: '{"referGuide":"Your order","fromFields":[]}' }))).toBe(
      '[Form] Your order',
    );
    expect(messagePreview(msg({ msgType: MsgType.FORM, msgContent: '{"Order no":"A-1","City":"Lyon"}' }))).toBe(
      '[Form reply] Order no: A-1, City: Lyon',
    );
  });
  it('reads html as text, script and all tags dropped', () => {
    expect(
      messagePreview(msg({ msgType: MsgType.HTML, msgContent: '<p>Hi <b>there</b> &amp; welcome</p><script>alert(1)</script>' })),
    ).toBe('Hi there & welcome');
  });
  it('marks notes and withdrawn messages', () => {
    expect(messagePreview(msg({ msgContent: 'vip', insideFlag: 1 }))).toBe('Note: vip');
    expect(messagePreview(msg({ msgContent: 'oops', recallFlag: 1 }))).toBe('Message withdrawn');
  });
  it('reads robot answers kept in answer items', () => {
    expect(messageText(msg({ senderType: SenderType.ROBOT, answers: [{ replySource: 'TEXT_REPLY', text: 'Open 9-5' }] }))).toBe('Open 9-5');
  });
  it('reads a robot reply (msgType 3) as text, its knowledge-base HTML dropped', () => {
    expect(
      messagePreview(msg({ senderType: SenderType.ROBOT, msgType: MsgType.CARD, msgContent: '<p>Returns within <b>30 days</b>.</p>' })),
    ).toBe('Returns within 30 days.');
  });
});
