import { MsgType, isCardMsgType, parseCard, parseFormCard, readFormMessage, type ChatMessage } from '@parley/protocol';
import { i18next } from '../../i18n';

const t = (key: string) => i18next.t(`conversation:preview.${key}`);

/** One line that stands for a message in lists and notifications. */
export function messagePreview(msg: ChatMessage): string {
  if (msg.recallFlag === 1) return t('withdrawn');
  const prefix = msg.insideFlag === 1 ? `${t('note')} ` : '';
  return prefix + oneLine(body(msg));
}

function body(msg: ChatMessage): string {
  switch (msg.msgType) {
    case MsgType.IMAGE:
      return t('image');
    case MsgType.FILE:
      return `${t('file')} ${msg.fileName ?? ''}`;
    case MsgType.AUDIO:
      return t('audio');
    case MsgType.VIDEO:
      return t('video');
    case MsgType.GOODS:
    case MsgType.ORDER:
    case MsgType.RICH_LINK: {
      const label = t(msg.msgType === MsgType.GOODS ? 'goods' : msg.msgType === MsgType.ORDER ? 'order' : 'link');
      return isCardMsgType(msg.msgType) ? `${label} ${parseCard(msg.msgType, msg.msgContent)?.title ?? ''}` : label;
    }
    case MsgType.FORM: {
      const f = readFormMessage(msg.msgContent);
      return f.kind === 'form'
        ? `${t('form')} ${f.form.guide}`
        : f.kind === 'reply'
          ? `${t('formReply')} ${f.entries.map(([k, v]) => `${k}: ${v}`).join(', ')}`
          : f.text;
    }
    case MsgType.HTML:
      return htmlToText(messageText(msg));
    case MsgType.CARD: {
      // An agent's card form, else a robot reply: knowledge-base HTML.
      const form = parseFormCard(msg.msgContent);
      return form ? `${t('formCard')} ${form.title}` : htmlToText(messageText(msg));
    }
    default:
      return messageText(msg);
  }
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Tags dropped and the common entities read, for a one-line preview only (never rendered as HTML). */
function htmlToText(html: string): string {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Inline tags sit inside words and sentences ("<b>30 days</b>."); block tags separate them.
      .replace(/<\/?(a|b|i|u|em|strong|span|code|small|mark)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e] ?? '')
  );
}

/** The readable text of a message: robot answers may keep it in answer items rather than msgContent. */
export function messageText(msg: Pick<ChatMessage, 'msgContent' | 'answers' | 'answer'>): string {
  if (msg.msgContent.trim()) return msg.msgContent;
  const fromAnswers = (msg.answers ?? [])
    .map((a) => a.text ?? '')
    .filter(Boolean)
    .join('\n');
  return fromAnswers || msg.answer || '';
}
