import { MsgType, type ChatMessage } from '@parley/protocol';

/** One line that stands for a message in lists and notifications. */
export function messagePreview(msg: ChatMessage): string {
  if (msg.recallFlag === 1) return 'Message withdrawn';
  const prefix = msg.insideFlag === 1 ? 'Note: ' : '';
  switch (msg.msgType) {
    case MsgType.IMAGE:
      return `${prefix}[Image]`;
    case MsgType.FILE:
      return `${prefix}[File] ${msg.fileName ?? ''}`.trim();
    case MsgType.AUDIO:
      return `${prefix}[Audio]`;
    case MsgType.VIDEO:
      return `${prefix}[Video]`;
    default:
      return prefix + messageText(msg).replace(/\s+/g, ' ').trim();
  }
}

/** The readable text of a message: robot answers may keep it in answer items rather than msgContent. */
export function messageText(msg: Pick<ChatMessage, 'msgContent' | 'answers' | 'answer'>): string {
  if (msg.msgContent.trim()) return msg.msgContent;
  const fromAnswers = (msg.answers ?? []).map((a) => a.text ?? '').filter(Boolean).join('\n');
  return fromAnswers || msg.answer || '';
}
