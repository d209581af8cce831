import { z } from 'zod';
import { ConsolePath, conversationSummarySchema, type ConversationSummary } from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';

/** The signed-in agent's active conversations (the "Mine" tab). */
export const fetchMyConversations = (): Promise<ConversationSummary[]> =>
  call('GET', withQuery(ConsolePath.conversations, { status: 'active', limit: 100 }), z.array(conversationSummarySchema));
