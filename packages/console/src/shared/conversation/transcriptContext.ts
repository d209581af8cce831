import { createContext } from 'react';

/** The conversation a transcript belongs to: its channel (whose robot answered) and whether the reader is an admin. */
export interface Transcript {
  channelId?: string;
  admin: boolean;
}

export const TranscriptContext = createContext<Transcript>({ admin: false });
