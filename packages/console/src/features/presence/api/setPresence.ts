import { z } from 'zod';
import { ConsolePath, type PresenceValue } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Online takes new visitors, busy keeps current chats only, offline takes nothing. */
export const setPresence = (presence: PresenceValue): Promise<unknown> => call('POST', ConsolePath.presence, z.unknown(), { presence });
