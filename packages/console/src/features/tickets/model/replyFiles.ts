import { LEAVE_MSG_IMAGE_SUFFIXES, UPLOAD_MAX_BYTES, fileSuffix, formatBytes } from '@parley/protocol';
import { i18next } from '../../../i18n';

/** A ticket reply carries at most this many images (ticketReplyBody). */
export const MAX_REPLY_FILES = 10;
/** What the file picker offers: the image types the server keeps on a ticket. */
export const REPLY_FILE_ACCEPT = LEAVE_MSG_IMAGE_SUFFIXES.map((s) => `.${s}`).join(',');

/** Why a file cannot go with the reply (checked before any byte is sent), or null when it can. */
export function replyFileProblem(file: { name: string; size: number }, alreadyAttached: number): string | null {
  if (alreadyAttached >= MAX_REPLY_FILES) return i18next.t('tickets:files.tooMany', { max: MAX_REPLY_FILES });
  if (!(LEAVE_MSG_IMAGE_SUFFIXES as readonly string[]).includes(fileSuffix(file.name)))
    return i18next.t('tickets:files.onlyImages', { name: file.name, suffixes: LEAVE_MSG_IMAGE_SUFFIXES.join(', ') });
  if (file.size > UPLOAD_MAX_BYTES) return i18next.t('tickets:files.tooLarge', { name: file.name, max: formatBytes(UPLOAD_MAX_BYTES) });
  return null;
}
