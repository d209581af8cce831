/** W-MN8: the quick-menu strip's sideways scrolling, pure: which sides have more chips, and where keys and wheels go. */

/** Less than this from an edge counts as at the edge (sub-pixel scroll positions). */
const EDGE_PX = 2;

export interface StripEdges {
  /** Chips hidden on the start side (left, or right in a right-to-left locale). */
  before: boolean;
  /** Chips hidden on the end side. */
  after: boolean;
}

/** Right to left, scrollLeft runs from 0 down to negative values (W-SH8): the distance from the start is its size. */
export function stripEdges(scrollLeft: number, clientWidth: number, scrollWidth: number): StripEdges {
  const fromStart = Math.abs(scrollLeft);
  return { before: fromStart > EDGE_PX, after: fromStart + clientWidth < scrollWidth - EDGE_PX };
}

/** A mouse wheel turned over the strip: the sideways distance it moves, or 0 when the page should scroll instead. */
export function wheelShift(deltaX: number, deltaY: number, edges: StripEdges): number {
  // A trackpad's own sideways swipe already scrolls the strip.
  if (Math.abs(deltaX) >= Math.abs(deltaY)) return 0;
  if ((deltaY < 0 && !edges.before) || (deltaY > 0 && !edges.after)) return 0;
  return deltaY;
}

/**
 * Arrow keys, Home and End move the focus between chips (a roving group, as in a toolbar). Right to left, the next
 * chip is on the left (W-SH8).
 */
export function chipAfterKey(key: string, index: number, count: number, rtl = false): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const back = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case forward:
      return Math.min(index + 1, count - 1);
    case back:
      return Math.max(index - 1, 0);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The scroll change after an arrow button (1: towards the end): most of a strip's width, so one chip stays in view
 * as a landmark. Right to left, the end is at negative scrollLeft.
 */
export function pageShift(direction: -1 | 1, clientWidth: number, rtl = false): number {
  return (rtl ? -direction : direction) * Math.max(80, Math.round(clientWidth * 0.7));
}
