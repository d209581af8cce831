import { z } from 'zod';
import { ConsolePath, chatMessageSchema, type ChatMessage } from '@parley/protocol';
import { call, withQuery } from '../api';

export const MESSAGE_PAGE_SIZE = 50;

/** A page of a conversation's messages, oldest first; `before` pages upward. hasMore: a full page came back. */
export async function fetchMessages(sessionId: number, before?: number): Promise<{ messages: ChatMessage[]; hasMore: boolean }> {
  const list = await call(
    'GET',
    withQuery(ConsolePath.messages(sessionId), { before, limit: MESSAGE_PAGE_SIZE }),
    z.array(chatMessageSchema),
  );
  return { messages: [...list].sort((a, b) => a.msgId - b.msgId), hasMore: list.length >= MESSAGE_PAGE_SIZE };
}
