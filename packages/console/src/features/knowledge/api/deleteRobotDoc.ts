import { z } from 'zod';
import { AdminPath } from '@parley/protocol';
import { call } from '../../../shared/api';

export const deleteRobotDoc = (channelId: string, docId: string): Promise<unknown> =>
  call('DELETE', AdminPath.robotDoc(channelId, docId), z.unknown());
