import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Records that the agent has read the conversation up to msgId, so other tabs and the unread count agree. */
export function markRead(sessionId: number, msgId: number): void {
  call('POST', ConsolePath.read(sessionId), z.unknown(), { msgId }).catch(() => undefined);
}
