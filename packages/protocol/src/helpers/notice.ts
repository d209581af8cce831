import { NOTICE_CHARS_PER_SECOND, NOTICE_SHORT_DURATION_S, NOTICE_SHORT_TEXT_LENGTH } from '../constants.js';

/** Notice-bar scroll duration in seconds: length / 9, or 15 when the text is shorter than 10 characters. */
export function noticeScrollSeconds(text: string): number {
  const length = [...text].length;
  return length < NOTICE_SHORT_TEXT_LENGTH ? NOTICE_SHORT_DURATION_S : length / NOTICE_CHARS_PER_SECOND;
}
