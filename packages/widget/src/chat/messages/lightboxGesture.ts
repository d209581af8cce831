/** W-MT2: what a finished pointer gesture on the lightbox means. Pure. */

/** A drag at least this far is a swipe, not a tap. */
export const SWIPE_PX = 60;
/** Movement under this is a tap (a click that closes). */
export const TAP_PX = 8;

export type LightboxGesture = 'close' | 'next' | 'prev' | 'none';

/** dx, dy: how far the pointer moved between down and up; `touch`: a finger (swipes), else a mouse (clicks). */
export function gestureOf(dx: number, dy: number, touch: boolean): LightboxGesture {
  const far = Math.max(Math.abs(dx), Math.abs(dy));
  if (far < TAP_PX) return 'close';
  if (!touch || far < SWIPE_PX) return 'none';
  if (Math.abs(dy) > Math.abs(dx)) return dy > 0 ? 'close' : 'none';
  return dx < 0 ? 'next' : 'prev';
}

/** The image after a step, staying within the gallery. */
export const stepTo = (index: number, step: -1 | 1, count: number) => Math.min(count - 1, Math.max(0, index + step));
