import { AdminPath, channelInfoSchema, type ChannelInfo, type ChannelSettings } from '@parley/protocol';
import { call } from '../../api';

/** Sends only the changed keys (the server changes exactly those) and answers the channel as now stored. */
export const saveChannelSettings = (channelId: string, patch: Partial<ChannelSettings>): Promise<ChannelInfo> =>
  call('POST', AdminPath.channel(channelId), channelInfoSchema, patch);
