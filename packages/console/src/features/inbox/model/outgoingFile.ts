import { UPLOAD_MAX_BYTES, checkUploadSize, suffixToMsgType, type MsgType } from '@parley/protocol';
import { formatBytes } from '../../../shared/format';

export type OutgoingFileCheck = { ok: true; msgType: MsgType } | { ok: false; message: string };

/**
 * Whether a file may be sent, decided before any byte leaves: the server would refuse it anyway, but only
 * after the whole upload. The message type follows the suffix (image, video, audio, else file), as in the widget.
 */
export function checkOutgoingFile(file: { name: string; size: number }): OutgoingFileCheck {
  const size = checkUploadSize(file.size);
  if (!size.ok)
    return {
      ok: false,
      message: size.reason === 'tooLarge' ? `${file.name} is ${formatBytes(file.size)}; files cannot be larger than ${formatBytes(UPLOAD_MAX_BYTES)}` : `${file.name} is empty`,
    };
  return { ok: true, msgType: suffixToMsgType(file.name) };
}

/** Clipboard images arrive as "image.png"; a dated name tells them apart in the visitor's downloads. */
export function pastedFileName(type: string, now: Date): string {
  const ext = /^image\/(png|jpeg|gif|bmp)$/.exec(type)?.[1]?.replace('jpeg', 'jpg') ?? 'png';
  const p = (n: number) => String(n).padStart(2, '0');
  return `screenshot-${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}-${p(now.getHours())}${p(now.getMinutes())}${p(now.getSeconds())}.${ext}`;
}
