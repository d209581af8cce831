import { MsgType } from '../enums.js';

export const IMAGE_SUFFIXES = ['jpeg', 'gif', 'jpg', 'png', 'bmp', 'pic', 'svg'] as const;
export const VIDEO_SUFFIXES = ['mp4', 'avi', 'mov', 'rmvb', 'rm', 'flv', '3gp'] as const;
export const AUDIO_SUFFIXES = ['mp3', 'wav', 'ogg'] as const;
/** Leave-message attachments accept only these image types. */
export const ATTACHMENT_SUFFIXES = ['gif', 'jpeg', 'png', 'jpg', 'bmp'] as const;

/** The suffix of a file name, lower-cased, without the dot; '' when there is none. */
export function fileSuffix(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** Message type of a file by suffix: image 2, video 6, audio 5, anything else 4. Accepts a name or a bare suffix. */
export function suffixToMsgType(nameOrSuffix: string): MsgType {
  const s = nameOrSuffix.includes('.') ? fileSuffix(nameOrSuffix) : nameOrSuffix.toLowerCase();
  if ((IMAGE_SUFFIXES as readonly string[]).includes(s)) return MsgType.IMAGE;
  if ((VIDEO_SUFFIXES as readonly string[]).includes(s)) return MsgType.VIDEO;
  if ((AUDIO_SUFFIXES as readonly string[]).includes(s)) return MsgType.AUDIO;
  return MsgType.FILE;
}

export function isAttachmentImage(fileName: string): boolean {
  return (ATTACHMENT_SUFFIXES as readonly string[]).includes(fileSuffix(fileName));
}
