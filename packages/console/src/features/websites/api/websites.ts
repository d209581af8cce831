import { z } from 'zod';
import {
  AdminPath,
  adminChannelSchema,
  workspaceSettingsSchema,
  type AdminChannel,
  type ChannelCreateBody,
  type ChannelSiteBody,
  type WorkspaceSettings,
} from '@parley/protocol';
import { call } from '../../../shared/api';

export const fetchWebsites = (): Promise<AdminChannel[]> => call('GET', AdminPath.channels, z.array(adminChannelSchema));
export const createWebsite = (body: ChannelCreateBody): Promise<AdminChannel> => call('POST', AdminPath.channels, adminChannelSchema, body);
export const updateWebsite = (channelId: string, body: ChannelSiteBody): Promise<AdminChannel> =>
  call('POST', AdminPath.channelSite(channelId), adminChannelSchema, body);
export const deleteWebsite = (channelId: string, confirmName: string): Promise<null> =>
  call('POST', AdminPath.channelDelete(channelId), z.null(), { confirmName });

export const fetchWorkspace = (): Promise<WorkspaceSettings> => call('GET', AdminPath.workspace, workspaceSettingsSchema);
export const saveWorkspace = (s: Partial<WorkspaceSettings>): Promise<WorkspaceSettings> =>
  call('POST', AdminPath.workspace, workspaceSettingsSchema, s);
