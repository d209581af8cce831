import { AdminPath, kbDocSchema, type KbDocument } from '@parley/protocol';
import { call } from '../api';

/** A knowledge document of the channel's robot, for an admin reading a transcript (admins only on the server). */
export const fetchRobotDoc = (channelId: string, docId: string): Promise<KbDocument> =>
  call('GET', AdminPath.robotDoc(channelId, docId), kbDocSchema);
