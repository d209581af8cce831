/**
 * Ticket attachments (leave-messages-work-orders.md §5, §9): images of the allowed types only, at most three,
 * each no larger than the upload limit; and the list the form shows while they upload. Pure.
 */
import { LEAVE_MSG_MAX_ATTACHMENTS, checkUploadSize, isAttachmentImage, type WoFile } from '@parley/protocol';

export type AttachmentRefusal = 'tooMany' | 'notImage' | 'tooLarge' | 'empty';

/** W-LM4: why a chosen file cannot be attached next to `count` others, or null when it can. */
export function checkAttachment(file: { name: string; size: number }, count: number): AttachmentRefusal | null {
  if (count >= LEAVE_MSG_MAX_ATTACHMENTS) return 'tooMany';
  if (!isAttachmentImage(file.name)) return 'notImage';
  const size = checkUploadSize(file.size);
  return size.ok ? null : size.reason;
}

/** W-LM4: of several files chosen at once, those that fit in order, and the first refusal to tell the visitor. */
export function pickAttachments<F extends { name: string; size: number }>(
  files: readonly F[],
  count: number,
): { accepted: F[]; refusal: AttachmentRefusal | null } {
  const accepted: F[] = [];
  let refusal: AttachmentRefusal | null = null;
  for (const f of files) {
    const why = checkAttachment(f, count + accepted.length);
    if (why) refusal ??= why;
    else accepted.push(f);
  }
  return { accepted, refusal };
}

/** One attachment on the form: uploading (0–100), uploaded (its server file) or failed. */
export interface Attachment {
  key: string;
  name: string;
  /** A local object URL for the thumbnail. */
  preview: string;
  progress: number;
  state: 'uploading' | 'done' | 'failed';
  file?: WoFile;
}

export function withProgress(list: readonly Attachment[], key: string, progress: number): Attachment[] {
  return list.map((a) => (a.key === key && a.state === 'uploading' ? { ...a, progress } : a));
}

export function uploaded(list: readonly Attachment[], key: string, file: WoFile): Attachment[] {
  return list.map((a) => (a.key === key ? { ...a, progress: 100, state: 'done', file } : a));
}

export function failed(list: readonly Attachment[], key: string): Attachment[] {
  return list.map((a) => (a.key === key ? { ...a, state: 'failed' } : a));
}

/** W-LM4: what addWo carries: the uploaded files, in the order chosen. */
export function attachedFiles(list: readonly Attachment[]): WoFile[] {
  return list.flatMap((a) => (a.state === 'done' && a.file ? [a.file] : []));
}

export const isUploading = (list: readonly Attachment[]) => list.some((a) => a.state === 'uploading');
