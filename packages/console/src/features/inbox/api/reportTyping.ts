import { z } from 'zod';
import { ConsolePath } from '@parley/protocol';
import { call } from '../../../shared/api';

/** "Agent is typing" for the visitor (event 1204); fire and forget, a lost one only dims a hint. */
export function reportTyping(sessionId: number, typing: boolean): void {
  call('POST', ConsolePath.typing(sessionId), z.unknown(), { typing }).catch(() => undefined);
}
