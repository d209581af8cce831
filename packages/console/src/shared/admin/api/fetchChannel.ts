import { AdminPath, channelInfoSchema, type ChannelInfo } from '@parley/protocol';
import { call } from '../../api';

export const fetchChannel = (channelId: string): Promise<ChannelInfo> => call('GET', AdminPath.channel(channelId), channelInfoSchema);
