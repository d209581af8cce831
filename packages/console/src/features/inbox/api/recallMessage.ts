import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Withdraws one of the agent's own messages (AGENT_RECALL_WINDOW_MS after sending, enforced by the server). */
export const recallMessage = (msgId: number): Promise<unknown> => call('POST', ConsolePath.recall(msgId), z.unknown(), {});
