import { z } from 'zod';
import { AdminPath, type agentUpsertBody } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Creates an agent (no id) or updates one; a password is required to create and optional to update. */
export const saveAgent = (agentId: number | null, body: z.input<typeof agentUpsertBody>): Promise<unknown> =>
  call('POST', agentId === null ? AdminPath.agents : AdminPath.agent(agentId), z.unknown(), body);
