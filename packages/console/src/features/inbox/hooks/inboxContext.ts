import { createContext } from 'react';
import type { AgentProfile } from '@parley/protocol';
import type { InboxState } from '../model/inboxState';
import type { InboxAction } from '../model/inboxReducer';
import type { DraftStore } from '../model/drafts';

/** What the inbox components get from the provider: the state and the operations that touch the server. */
export interface InboxApi {
  me: AgentProfile;
  state: InboxState;
  dispatch(a: InboxAction): void;
  drafts: DraftStore;
  refresh(): void;
  accept(sessionId: number): Promise<void>;
  loadThread(sessionId: number, older?: boolean): Promise<void>;
  /** Text by default; cards pass their msgType with the card's JSON as text. */
  send(sessionId: number, text: string, inside: boolean, msgType?: number): void;
  /** Checked (size) before any byte is sent; typed by suffix; shown pending with upload progress. */
  sendFile(sessionId: number, file: File, inside: boolean, fileName?: string): void;
  retry(sessionId: number, clientId: string): void;
  recall(sessionId: number, msgId: number): Promise<void>;
}

export const InboxContext = createContext<InboxApi | null>(null);
