import { LEAVE_MSG_IMAGE_SUFFIXES, UPLOAD_MAX_BYTES, fileSuffix, formatBytes } from '@parley/protocol';

/** A ticket reply carries at most this many images (ticketReplyBody). */
export const MAX_REPLY_FILES = 10;
/** What the file picker offers: the image types the server keeps on a ticket. */
export const REPLY_FILE_ACCEPT = LEAVE_MSG_IMAGE_SUFFIXES.map((s) => `.${s}`).join(',');

/** Why a file cannot go with the reply (checked before any byte is sent), or null when it can. */
export function replyFileProblem(file: { name: string; size: number }, alreadyAttached: number): string | null {
  if (alreadyAttached >= MAX_REPLY_FILES) return `At most ${MAX_REPLY_FILES} images per reply`;
  if (!(LEAVE_MSG_IMAGE_SUFFIXES as readonly string[]).includes(fileSuffix(file.name)))
    return `${file.name}: only images (${LEAVE_MSG_IMAGE_SUFFIXES.join(', ')}) can be attached to a ticket`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name} is over the ${formatBytes(UPLOAD_MAX_BYTES)} limit`;
  return null;
}
