import { AdminPath, workingHoursSchema, type WorkingHours } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchWorkingHours = (channelId: string): Promise<WorkingHours> =>
  call('GET', AdminPath.workingHours(channelId), workingHoursSchema);
