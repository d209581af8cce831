import { z } from 'zod';
import { AdminPath } from '@parley/protocol';
import { call } from '../../../shared/api';

export const setRobotDocEnabled = (channelId: string, docId: string, enabled: boolean): Promise<unknown> =>
  call('POST', AdminPath.robotDocEnabled(channelId, docId), z.unknown(), { enabled });
