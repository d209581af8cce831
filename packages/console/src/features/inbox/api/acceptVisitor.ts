import { ConsolePath, conversationSummarySchema, type ConversationSummary } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Takes a queued visitor; the answer is the conversation now assigned to this agent. */
export const acceptVisitor = (sessionId: number): Promise<ConversationSummary> =>
  call('POST', ConsolePath.accept, conversationSummarySchema, { sessionId });
