import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Ends the chat for the visitor too (event 1202, agent closed). */
export const closeConversation = (sessionId: number): Promise<unknown> => call('POST', ConsolePath.close(sessionId), z.unknown(), {});
