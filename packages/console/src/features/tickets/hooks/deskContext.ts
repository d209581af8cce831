import { createContext } from 'react';
import type { AgentProfile } from '@parley/protocol';

/** What the desk provider shares: who is signed in, how much waits for them, and which ticket they are looking at. */
export interface DeskApi {
  me: AgentProfile;
  /** Tickets waiting for this agent (or for nobody). */
  ticketsWaiting: number;
  /** Simple leave messages nobody handled. */
  leaveMessagesWaiting: number;
  /** The open ticket, so a reply to it does not ring while the agent reads it. */
  setOpenTicket(woId: string | null): void;
}

export const DeskContext = createContext<DeskApi | null>(null);
