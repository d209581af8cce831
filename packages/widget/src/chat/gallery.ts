/** W-MT2: the lightbox swipes through every image of the conversation, in order, starting at the one tapped. */
import { MsgType, safeUrl } from '@parley/protocol';
import { isVisible } from '../session/messages';
import type { UiMessage } from '../session/types';

/** The link an image message shows: its uploaded link, or the local preview while it uploads. */
export const imageSrc = (m: Pick<UiMessage, 'msgContent' | 'upload'>) => safeUrl(m.msgContent) ?? safeUrl(m.upload?.preview);

export function galleryOf(messages: readonly UiMessage[], key: string): { images: string[]; index: number } {
  const images: string[] = [];
  let index = 0;
  for (const m of messages) {
    if (m.msgType !== MsgType.IMAGE || !isVisible(m)) continue;
    const src = imageSrc(m);
    if (!src) continue;
    if (m.key === key) index = images.length;
    images.push(src);
  }
  return { images, index };
}
