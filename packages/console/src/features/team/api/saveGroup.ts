import { z } from 'zod';
import { AdminPath, type groupUpsertBody } from '@parley/protocol';
import { call } from '../../../shared/api';

/** Creates a group (no id) or renames it and sets its members. */
export const saveGroup = (groupId: string | null, body: z.input<typeof groupUpsertBody>): Promise<unknown> =>
  call('POST', groupId === null ? AdminPath.groups : AdminPath.group(groupId), z.unknown(), body);
