import { UPLOAD_MAX_BYTES } from '../constants.js';

export type UploadCheck = { ok: true } | { ok: false; reason: 'tooLarge' | 'empty' };

/** The spec's size rule: more than 10485760 bytes is refused; exactly the limit passes. */
export function checkUploadSize(bytes: number): UploadCheck {
  if (!Number.isFinite(bytes) || bytes <= 0) return { ok: false, reason: 'empty' };
  if (bytes > UPLOAD_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  return { ok: true };
}
