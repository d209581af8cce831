import { z } from 'zod';
import { AdminPath, type WorkingHours } from '@parley/protocol';
import { call } from '../../../shared/api';

export const saveWorkingHours = (channelId: string, hours: WorkingHours): Promise<unknown> =>
  call('POST', AdminPath.workingHours(channelId), z.unknown(), hours);
