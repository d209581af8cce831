import { z } from 'zod';
import { ConsolePath, queueEntrySchema, type QueueEntry } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Visitors waiting for an agent in this tenant, with their queue position. */
export const fetchQueue = (): Promise<QueueEntry[]> => call('GET', ConsolePath.queue, z.array(queueEntrySchema));
