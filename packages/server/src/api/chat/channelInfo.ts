import type { AppContext } from '../../platform/context.js';
import { getChannel, requireOpenChannel, toVisitorChannelInfo } from '../../domains/channels/channelStore.js';
import { requireOpenWorkspace, workspaceLogo } from '../../domains/workspaces/workspaceStore.js';

/**
 * What a channel's widget is drawn from: the channelInfo answer, also written into the chat page (S-WB12). A suspended
 * workspace's widget says "chat unavailable" (WS: data.reason workspaceSuspended), as does a disabled channel's (S-WB3).
 */
export async function visitorChannelInfo(ctx: AppContext, channelId: string): Promise<ReturnType<typeof toVisitorChannelInfo>> {
  const channel = await getChannel(ctx, channelId);
  await requireOpenWorkspace(ctx, channel.row.tenant_id);
  requireOpenChannel(channel);
  return toVisitorChannelInfo(channel, await workspaceLogo(ctx, channel.row.tenant_id));
}
