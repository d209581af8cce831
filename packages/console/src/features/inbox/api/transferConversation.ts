import { z } from 'zod';
import { ConsolePath, type transferBody } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Hands the conversation to another agent or to a group's queue. */
export const transferConversation = (sessionId: number, to: z.input<typeof transferBody>): Promise<unknown> =>
  call('POST', ConsolePath.transfer(sessionId), z.unknown(), to);
