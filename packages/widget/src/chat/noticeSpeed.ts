/**
 * SH4: antd-mobile's NoticeBar takes a speed in px/s, the spec a duration per pass; one pass moves the text
 * across the container and out, so speed = (text + container) / seconds.
 */
export function noticeSpeed(textPx: number, containerPx: number, seconds: number): number {
  if (!(seconds > 0)) return 50;
  return Math.max(1, (textPx + containerPx) / seconds);
}
