import { createContext, useContext } from 'react';
import type { ChannelInfo } from '@parley/protocol';
import type { Session } from '../session/controller';
import type { Connect } from '../session/types';

/** What message bodies need to act (ask, vote, transfer) without threading props through the list. */
export interface ChatContextValue {
  session: Session;
  channel: ChannelInfo;
  channelId: string;
  connect: Connect;
  userId: string;
  /** False once the chat has ended: answers stay readable but their buttons rest. */
  open: boolean;
}

export const ChatContext = createContext<ChatContextValue | null>(null);

export function useChat(): ChatContextValue {
  const value = useContext(ChatContext);
  if (!value) throw new Error('useChat outside ChatContext');
  return value;
}
