import {
  JobKind,
  channelSettingsSchema,
  readableOn,
  workingHoursSchema,
  type AdminChannel,
  type WorkingHours,
  type channelCreateBody,
  type channelSiteBody,
} from '@parley/protocol';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { badRequest, notFound } from '../../platform/http/envelope.js';
import { enqueueJob } from '../../platform/jobs/jobQueue.js';
import {
  createChannel,
  freshChannel,
  listTenantChannels,
  saveChannelSettings,
  saveChannelSite,
  type LoadedChannel,
} from '../channels/channelStore.js';
import { firstChannelSettings, workspaceIdFor } from '../operator/workspaces.js';
import { importDocs } from '../robot/kbStore.js';
import { invalidateRobot } from '../robot/robotCache.js';
import { starterKb } from '../robot/starterKb.js';
import { workspaceInfo, workspaceTimeZone } from '../workspaces/workspaceStore.js';

/**
 * A workspace's websites (channels), as its admin manages them (issue 30 item 2; SPEC WB): created with working
 * defaults, renamed, switched off and on, deleted (gone at once for visitors and the console; its data erased by a
 * background job). The demo channel is one like any other.
 */

export function toAdminChannel(ch: LoadedChannel): AdminChannel {
  const r = ch.row;
  return {
    channelId: r.id,
    name: r.name,
    websiteUrl: r.website_url,
    enabled: r.status === 'active',
    language: ch.settings.language,
    mainColor: ch.settings.mainColor,
    embedOrigins: ch.settings.embedOrigins,
    createdAt: Number(r.created_at),
    lastLoad: r.last_loaded_url && r.last_loaded_at != null ? { pageUrl: r.last_loaded_url, at: Number(r.last_loaded_at) } : null,
  };
}

export async function listWebsites(ctx: AppContext, tenantId: string): Promise<AdminChannel[]> {
  return (await listTenantChannels(ctx.db.kysely, tenantId)).map(toAdminChannel);
}

/** The workspace's channel as stored, for an edit; another workspace's, or one being erased, is unknown. */
export async function tenantWebsite(ctx: AppContext, tenantId: string, channelId: string): Promise<LoadedChannel> {
  const ch = await freshChannel(ctx.db.kysely, channelId);
  if (!ch || ch.row.tenant_id !== tenantId || ch.row.status === 'deleting') throw notFound(`Unknown channel: ${channelId}`);
  return ch;
}

/** scheme://host[:port] of an address, or null. */
function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/** Staffed Monday to Friday, 9 to 6, in the workspace's time zone; off until the admin switches it on (always open). */
export function defaultWorkingHours(timeZone: string): WorkingHours {
  const day = [{ from: '09:00', to: '18:00' }];
  return workingHoursSchema.parse({ enabled: false, timeZone, week: [[], day, day, day, day, day, []] });
}

/**
 * A new website (S-WB1): the robot greets in its language and hands over to agents, working hours are set (not yet
 * enforced), the knowledge base is empty or holds the starter documents, and the site's own origin may embed it.
 */
export async function createWebsite(ctx: AppContext, tenantId: string, body: z.output<typeof channelCreateBody>): Promise<AdminChannel> {
  const ws = await workspaceInfo(ctx.db.kysely, tenantId);
  if (!ws) throw notFound('No such workspace');
  const timeZone = await workspaceTimeZone(ctx, tenantId);
  const locale = body.language === 'zh' || (body.language === '' && ws.locale === 'zh') ? 'zh' : 'en';
  const siteOrigin = body.websiteUrl ? originOf(body.websiteUrl) : null;
  const origins = [...new Set([...body.embedOrigins.map((o) => originOf(o) ?? o), ...(siteOrigin ? [siteOrigin] : [])])];
  const settings = channelSettingsSchema.parse({
    ...firstChannelSettings(body.name, locale),
    language: body.language,
    mainColor: body.mainColor,
    kitBgcolor: body.mainColor,
    cusColor: body.mainColor,
    kitTxcolor: readableOn(body.mainColor),
    embedOrigins: origins,
  });
  const id = workspaceIdFor(body.name);
  const robotNo = `${id}-robot`;
  await inTransaction(ctx, async (tx) => {
    await createChannel(ctx, tx, {
      id,
      tenantId,
      name: body.name,
      robotNo,
      settings,
      workingHours: defaultWorkingHours(timeZone),
      websiteUrl: body.websiteUrl,
    });
    if (body.starterDocs) {
      await importDocs(tx.q, tenantId, robotNo, starterKb(locale), ctx.now());
      tx.afterCommit(() => invalidateRobot(ctx, tenantId, robotNo));
    }
  });
  return toAdminChannel(await tenantWebsite(ctx, tenantId, id));
}

/**
 * Rename, site address, on and off (S-WB2, S-WB3), and the widget's origins, language and colour: whatever the form
 * sent, saved in one transaction (S-WB8), the settings merged onto the row as stored then. A disabled website's
 * visitors see "chat unavailable".
 */
export async function updateWebsite(
  ctx: AppContext,
  tenantId: string,
  channelId: string,
  body: z.output<typeof channelSiteBody>,
): Promise<AdminChannel> {
  await tenantWebsite(ctx, tenantId, channelId);
  const look = {
    ...(body.embedOrigins !== undefined ? { embedOrigins: [...new Set(body.embedOrigins.map((o) => originOf(o) ?? o))] } : {}),
    ...(body.language !== undefined ? { language: body.language } : {}),
    ...(body.mainColor !== undefined ? { mainColor: body.mainColor } : {}),
  };
  await inTransaction(ctx, async (tx) => {
    await saveChannelSite(ctx, tx, channelId, {
      name: body.name,
      websiteUrl: body.websiteUrl,
      status: body.enabled === undefined ? undefined : body.enabled ? 'active' : 'disabled',
    });
    if (Object.keys(look).length === 0) return;
    const stored = await freshChannel(tx.q, channelId);
    if (!stored) throw notFound(`Unknown channel: ${channelId}`);
    await saveChannelSettings(ctx, tx, channelId, channelSettingsSchema.parse({ ...stored.settings, ...look }));
  });
  return toAdminChannel(await tenantWebsite(ctx, tenantId, channelId));
}

/**
 * Deletes a website (S-WB4): the admin types its name again; it is gone at once (visitors see "chat unavailable",
 * the console no longer lists it) and a job of the workspace erases its visitors, conversations, files, tickets and
 * robot through each table's owner (domains/setup/channelErasure.ts).
 */
/**
 * How long a deleted website's data waits before its erasure (S-WB4): for that minute its visitors, the page still
 * open, are told the chat is unavailable (403 channelDisabled) instead of meeting "login expired" the moment their
 * own row is gone.
 */
export const CHANNEL_ERASE_DELAY_MS = 60_000;

export async function deleteWebsite(ctx: AppContext, tenantId: string, channelId: string, confirmName: string): Promise<void> {
  const ch = await tenantWebsite(ctx, tenantId, channelId);
  if (confirmName.trim() !== ch.row.name.trim()) throw badRequest('confirmName: type the channel name exactly to delete it');
  await inTransaction(ctx, async (tx) => {
    await saveChannelSite(ctx, tx, channelId, { status: 'deleting' });
    await enqueueJob(ctx, tx, {
      kind: JobKind.CHANNEL_ERASE,
      tenantId,
      payload: { tenantId, channelId },
      summary: `Erase channel ${channelId}`,
      dedupeKey: `erase-channel:${channelId}`,
      runAt: ctx.now() + CHANNEL_ERASE_DELAY_MS,
      maxAttempts: 20,
    });
  });
}
