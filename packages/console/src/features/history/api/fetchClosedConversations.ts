import { z } from 'zod';
import { ConsolePath, conversationSummarySchema, type ConversationSummary } from '@parley/protocol';
import { call, withQuery } from '../../../shared/api';

export const HISTORY_PAGE = 20;

/** Ended conversations, newest first, searchable by visitor; `before` is the last sessionId of the previous page. */
export const fetchClosedConversations = (q: string, before?: number): Promise<ConversationSummary[]> =>
  call(
    'GET',
    withQuery(ConsolePath.conversations, { status: 'closed', q: q.trim(), before, limit: HISTORY_PAGE }),
    z.array(conversationSummarySchema),
  );
