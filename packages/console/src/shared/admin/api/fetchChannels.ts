import { z } from 'zod';
import { AdminPath, channelSummarySchema, type ChannelSummary } from '@parley/protocol';
import { call } from '../../api';

export const fetchChannels = (): Promise<ChannelSummary[]> => call('GET', AdminPath.channels, z.array(channelSummarySchema));
