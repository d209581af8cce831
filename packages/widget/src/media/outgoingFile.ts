/** Whether a chosen, dropped or pasted file may be sent, decided before any byte leaves (chat-session.md §5, §8). */
import { MsgType, checkUploadSize, suffixToMsgType } from '@parley/protocol';

/** Which control the file came through: the image and video buttons take only pictures or movies (W-UP3). */
export type FileSource = 'image' | 'video' | 'file';

export type OutgoingCheck = { ok: true; msgType: MsgType } | { ok: false; reason: 'tooLarge' | 'empty' | 'wrongType' };

export function checkOutgoingFile(file: { name: string; size: number }, source: FileSource): OutgoingCheck {
  // W-UP2: the size first: the 10 MB toast is the one a visitor with a large video needs to see.
  const size = checkUploadSize(file.size);
  if (!size.ok) return size;
  // W-UP4: the type follows the suffix.
  const msgType = suffixToMsgType(file.name);
  if (source !== 'file' && msgType !== MsgType.IMAGE && msgType !== MsgType.VIDEO) return { ok: false, reason: 'wrongType' };
  return { ok: true, msgType };
}

/** The `accept` hint of each button's file picker; the check above is what counts. */
export const ACCEPT: Record<FileSource, string | undefined> = { image: 'image/*', video: 'video/*', file: undefined };
