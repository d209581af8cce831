import type { PresenceValue } from '@parley/protocol';

/** Where this browser remembers that its agent chose to be offline (or busy) themselves. */
export const PRESENCE_CHOICE_KEY = 'parley.console.presenceChoice';

/**
 * An agent who opens the console is there to take chats (Chatwoot and Intercom keep agents available by default):
 * offline turns online, unless the agent chose offline themselves in this browser last time. Busy is always a choice.
 */
export function presenceOnOpen(server: PresenceValue, remembered: string | null): PresenceValue {
  if (server !== 'offline') return server;
  return remembered === 'offline' ? 'offline' : 'online';
}
