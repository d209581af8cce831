import { POLL_INTERVAL_MS } from '@parley/protocol';

/** Longest pause between polls while the server is unreachable. */
export const POLL_BACKOFF_MAX_MS = 30_000;

/**
 * W-EV10: the spec's steady 2 s poll, doubled per consecutive failure up to 30 s, with jitter in [50 %, 100 %]
 * so many widgets that lost the same server do not come back in lockstep.
 */
export function pollDelay(failures: number, random: () => number = Math.random, base = POLL_INTERVAL_MS): number {
  if (failures <= 0) return base;
  const ceiling = Math.min(base * 2 ** failures, POLL_BACKOFF_MAX_MS);
  return Math.round(ceiling * (0.5 + random() / 2));
}
