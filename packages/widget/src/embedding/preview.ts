/** W-EM7: what the launcher's bubble shows of a new message: its first line as plain text, or what kind of message it is. */
import { MsgType } from '@parley/protocol';

export const PREVIEW_MAX = 120;

export function previewOf(m: { msgType: number; msgContent: string }, label: (msgType: number) => string): string {
  if (m.msgType !== MsgType.TEXT && m.msgType !== MsgType.HTML) return label(m.msgType);
  const text = m.msgContent
    .replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
  const line = text.split('\n').find((l) => l.trim()) ?? '';
  const first = line.trim().replace(/\s+/g, ' ');
  return first.length > PREVIEW_MAX ? `${first.slice(0, PREVIEW_MAX - 1)}…` : first;
}
