/** Whether a chosen, dropped or pasted file may be sent, decided before any byte leaves (chat-session.md §5, §8). */
import { MsgType, checkUploadSize, suffixToMsgType } from '@parley/protocol';

/** Which control the file came through: the image and video buttons take only pictures or movies (UP3). */
export type FileSource = 'image' | 'video' | 'file';

export type OutgoingCheck =
  | { ok: true; msgType: MsgType }
  | { ok: false; reason: 'tooLarge' | 'empty' | 'wrongType' };

export function checkOutgoingFile(file: { name: string; size: number }, source: FileSource): OutgoingCheck {
  // UP2: the size first: the 10 MB toast is the one a visitor with a large video needs to see.
  const size = checkUploadSize(file.size);
  if (!size.ok) return size;
  // UP4: the type follows the suffix.
  const msgType = suffixToMsgType(file.name);
  if (source !== 'file' && msgType !== MsgType.IMAGE && msgType !== MsgType.VIDEO) return { ok: false, reason: 'wrongType' };
  return { ok: true, msgType };
}

/** The `accept` hint of each button's file picker; the check above is what counts. */
export const ACCEPT: Record<FileSource, string | undefined> = { image: 'image/*', video: 'video/*', file: undefined };

/** Clipboard images arrive as "image.png"; a dated name tells them apart in the agent's downloads (UP7). */
export function pastedFileName(mime: string, now: Date): string {
  const ext = /^image\/(png|jpeg|gif|bmp)$/.exec(mime)?.[1]?.replace('jpeg', 'jpg') ?? 'png';
  const p = (n: number) => String(n).padStart(2, '0');
  return `screenshot-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.${ext}`;
}

/** 1536 → "1.5 KB": file cards show sizes the way people read them. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v >= 10 ? Math.round(v) : Math.round(v * 10) / 10} ${units[i]}`;
}
