/**
 * Pull-down to load history (chat-session.md §2 "Body: pull-down to load history"), as pure arithmetic so the
 * gesture's rules can be tested without a touch screen. The hook in usePullDown.ts feeds it finger movements.
 */

/** Pulled this far (after damping) and released, the list loads the earlier page. */
export const PULL_THRESHOLD_PX = 56;
/** The head never opens wider than this, however far the finger travels. */
export const PULL_MAX_PX = 88;
/** How long "loaded" stays visible after a load before the head closes. */
export const PULL_COMPLETE_MS = 500;

export type PullStatus = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** The head's height for a finger `dy` pixels below where it touched: half the travel, capped. */
export function pullOffset(dy: number): number {
  if (!(dy > 0)) return 0;
  return Math.min(PULL_MAX_PX, Math.round(dy / 2));
}

/** While the finger is down. */
export function pullStatus(offset: number): PullStatus {
  if (offset <= 0) return 'idle';
  return offset >= PULL_THRESHOLD_PX ? 'canRelease' : 'pulling';
}

/** A pull starts only at the very top of the list and only when there is history to load. */
export function canStartPull(scrollTop: number, enabled: boolean): boolean {
  return enabled && scrollTop <= 0;
}
