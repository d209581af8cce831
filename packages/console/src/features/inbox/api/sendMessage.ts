import type { z } from 'zod';
import { ConsolePath, chatMessageSchema, type agentSendBody, type ChatMessage } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Sends as the agent; the clientId makes a retry answer the first stored copy instead of a second one. */
export const sendMessage = (sessionId: number, body: z.input<typeof agentSendBody>): Promise<ChatMessage> =>
  call('POST', ConsolePath.messages(sessionId), chatMessageSchema, body);
