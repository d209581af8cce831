import { AdminPath, largeModelKeyStatusSchema, type LargeModelKeyStatus } from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchLargeModelKey = (channelId: string): Promise<LargeModelKeyStatus> =>
  call('GET', AdminPath.largeModelKey(channelId), largeModelKeyStatusSchema);

/** Stores the channel's own key ('' removes it); the answer says only whether one is set. */
export const saveLargeModelKey = (channelId: string, apiKey: string): Promise<LargeModelKeyStatus> =>
  call('POST', AdminPath.largeModelKey(channelId), largeModelKeyStatusSchema, { apiKey });
