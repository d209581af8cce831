/**
 * The moment the widget's first messages are painted (read by e2e/tests/bundle-budget.spec.ts). Work a visitor does
 * not need for that frame (antd-mobile's locale pack) waits for it, so it never delays the chat's first screen; the
 * other pages release it as they load.
 */
export const FIRST_SCREEN_MARK = 'parley:first-screen';
/** A screen that never shows messages (an entry form, an error) still gets the deferred work after this long. */
const FIRST_SCREEN_WAIT_MS = 3000;

let painted: (() => void) | undefined;
const paint = new Promise<void>((resolve) => (painted = resolve));
setTimeout(() => painted?.(), FIRST_SCREEN_WAIT_MS);

/**
 * How long the deferred work waits after the first messages' frame: it is shown a frame or two after it is painted,
 * and requests started before then compete with it (for the network and the processor) on a slow phone.
 */
const FIRST_SCREEN_SETTLE_MS = 200;

/**
 * Called as the first messages are laid out, before the browser paints them. A timer, not an animation frame: a hidden
 * frame (an embedded widget not opened yet) gets none.
 */
export function markFirstScreen(): void {
  if (performance.getEntriesByName(FIRST_SCREEN_MARK).length) return;
  performance.mark(FIRST_SCREEN_MARK);
  setTimeout(() => painted?.(), FIRST_SCREEN_SETTLE_MS);
}

/** A page that is not the chat (tickets, forms, help articles) draws antd-mobile at once: nothing waits there. */
export function firstScreenWithoutChat(): void {
  painted?.();
}

/** Resolves once the first messages are painted (or after FIRST_SCREEN_WAIT_MS). */
export const afterFirstScreen = (): Promise<void> => paint;
