import type { WorkspaceSettings, workspaceSettingsBody } from '@parley/protocol';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { listTenantChannels, saveWorkingHours } from '../channels/channelStore.js';
import { parseWorkingHours } from '../routing/workingHours.js';
import { readWorkspaceSettings, saveWorkspaceSettings } from '../workspaces/workspaceStore.js';

/**
 * The workspace's own settings (issue 30 item 5; S-WB6): name, logo, language (system mail, new channels) and time zone
 * (reports count days in it; new channels' working hours start in it). A channel whose working hours are in the
 * workspace's zone follows it when it changes; one an admin set to another zone keeps its own.
 */
export async function updateWorkspaceSettings(
  ctx: AppContext,
  tenantId: string,
  patch: z.output<typeof workspaceSettingsBody>,
): Promise<WorkspaceSettings> {
  return inTransaction(ctx, async (tx) => {
    const before = await readWorkspaceSettings(tx.q, tenantId);
    const next: WorkspaceSettings = {
      name: patch.name ?? before.name,
      logo: patch.logo ?? before.logo,
      locale: patch.locale ?? before.locale,
      timeZone: patch.timeZone ?? before.timeZone,
    };
    await saveWorkspaceSettings(ctx, tx, tenantId, next);
    if (next.timeZone !== before.timeZone) {
      for (const ch of await listTenantChannels(tx.q, tenantId)) {
        const hours = parseWorkingHours(ch.row.working_hours);
        if (hours.timeZone === before.timeZone) await saveWorkingHours(ctx, tx, ch.row.id, { ...hours, timeZone: next.timeZone });
      }
    }
    return next;
  });
}
