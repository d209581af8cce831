import { ConsolePath, conversationDetailSchema, type ConversationDetail } from '@parley/protocol';
import { call } from '../api';

/** One conversation with the visitor's profile (inbox and history both open conversations). */
export const fetchConversation = (sessionId: number): Promise<ConversationDetail> =>
  call('GET', ConsolePath.conversation(sessionId), conversationDetailSchema);
