import type { PresenceValue } from '@parley/protocol';

/** Presence as others see it: what the agent chose, unless their console has gone quiet for too long. */
export function effectivePresence(stored: string, lastActiveAt: number, now: number, goneAfterMs: number): PresenceValue {
  if (stored !== 'online' && stored !== 'busy') return 'offline';
  return now - lastActiveAt > goneAfterMs ? 'offline' : stored;
}
