import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Asks the visitor to rate the chat (event 1203). */
export const inviteEvaluation = (sessionId: number): Promise<unknown> =>
  call('POST', ConsolePath.inviteEvaluate(sessionId), z.unknown(), {});
