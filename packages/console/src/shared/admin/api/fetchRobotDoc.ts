import { AdminPath, kbDocSchema, type KbDocument } from '@parley/protocol';
import { call } from '../../api';

export const fetchRobotDoc = (channelId: string, docId: string): Promise<KbDocument> =>
  call('GET', AdminPath.robotDoc(channelId, docId), kbDocSchema);
