import {
  ApiCode,
  SERVER_ONLY_CHANNEL_SETTINGS,
  WorkspaceRefusal,
  channelSettingsSchema,
  type ChannelInfo,
  type ChannelSettings,
  type VisitorChannelInfo,
  type WorkingHours,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Kysely } from 'kysely';
import type { Channel, Database } from '../../platform/db/schema.js';
import { ApiError, notFound } from '../../platform/http/envelope.js';
import type { Tx } from '../../platform/db/unitOfWork.js';

/** The channels table (this folder is its one writer, issue 29 item 1; secrets are channelSecrets.ts's). */

export interface LoadedChannel {
  row: Channel;
  settings: ChannelSettings;
}

// Nearly every visitor call reads its channel; parsing 70 fields with defaults each time is wasted work.
// The stored text decides the result, so it is the key. Treat the parsed settings as read-only.
const parsedByText = new Map<string, ChannelSettings>();
const PARSED_CACHE_SIZE = 256;

/** Stored settings are parsed with defaults, so a row written by an older version answers every field. */
export function parseSettings(json: string): ChannelSettings {
  const cached = parsedByText.get(json);
  if (cached) return cached;
  const settings = parseSettingsText(json);
  if (parsedByText.size >= PARSED_CACHE_SIZE) parsedByText.delete(parsedByText.keys().next().value!);
  parsedByText.set(json, settings);
  return settings;
}

function parseSettingsText(json: string): ChannelSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  const parsed = channelSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : channelSettingsSchema.parse({});
}

/** The bus cache of loaded channels, by id (bus/busCache.ts). */
const CACHE = 'channel';

/** The channel as stored now, for a read-modify-write (admin edits). */
export async function freshChannel(q: Kysely<Database>, channelId: string): Promise<LoadedChannel | null> {
  const row = await q.selectFrom('channels').selectAll().where('id', '=', channelId).executeTakeFirst();
  return row ? { row, settings: parseSettings(row.settings) } : null;
}

/**
 * The channel as stored now, its row held until the caller's transaction ends, so concurrent admin edits of one
 * channel run one after another instead of overwriting each other (PostgreSQL; SQLite has one writer anyway).
 * NO KEY UPDATE: visitors' inserts that reference the channel are not held up.
 */
export async function lockedChannel(ctx: AppContext, tx: Tx, channelId: string): Promise<LoadedChannel | null> {
  const query = tx.q.selectFrom('channels').selectAll().where('id', '=', channelId);
  const row = await (ctx.db.dialect === 'postgres' ? query.forNoKeyUpdate() : query).executeTakeFirst();
  return row ? { row, settings: parseSettings(row.settings) } : null;
}

/**
 * A channel for reading: nearly every visitor call and every message needs one, and it changes only when an admin
 * edits it, so it is kept in the node's bus cache (an unknown id is not). `q` is the transaction a caller is in
 * (SQLite's one connection is held by it). Treat the result as read-only.
 */
export async function findChannel(ctx: AppContext, channelId: string, q: Kysely<Database> = ctx.db.kysely): Promise<LoadedChannel | null> {
  const ch = await ctx.caches.get<LoadedChannel>(CACHE).get(channelId, async () => (await freshChannel(q, channelId)) ?? undefined);
  return ch ?? null;
}

/** After the commit that changed a channel's row (settings, working hours, identity). */
export const channelChanged = (ctx: AppContext, channelId: string): Promise<void> => ctx.caches.get(CACHE).changed(channelId);

export async function getChannel(ctx: AppContext, channelId: string, q: Kysely<Database> = ctx.db.kysely): Promise<LoadedChannel> {
  const ch = await findChannel(ctx, channelId, q);
  if (!ch) throw notFound(`Unknown channel: ${channelId}`);
  return ch;
}

/** 'active' | 'disabled' (an admin turned the website's chat off) | 'deleting' (its erasure job is under way). */
export type ChannelStatus = 'active' | 'disabled' | 'deleting';

/**
 * Visitors reach only an active channel: a disabled one (or one being erased) answers 403 channelDisabled, which
 * the widget words as "chat unavailable", as for a suspended workspace (S-WB3). The row comes from the bus cache.
 */
export function requireOpenChannel(ch: LoadedChannel): void {
  if (ch.row.status !== 'active')
    throw new ApiError(ApiCode.FORBIDDEN, 'Chat is unavailable for this website', { reason: WorkspaceRefusal.CHANNEL_DISABLED });
}

/** The workspace's channels as stored, oldest first; one being erased is gone already for everyone. */
export async function listTenantChannels(q: Kysely<Database>, tenantId: string): Promise<LoadedChannel[]> {
  const rows = await q
    .selectFrom('channels')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('status', '!=', 'deleting')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ row, settings: parseSettings(row.settings) }));
}

export function toChannelInfo(ch: LoadedChannel): ChannelInfo {
  return { ...ch.settings, tenantId: ch.row.tenant_id, channelId: ch.row.id, robotNo: ch.row.robot_no };
}

/**
 * What the widget is sent: the robot's matching lists (up to hundreds of synonym groups) and model endpoint stay on
 * the server. A website without an avatar of its own wears the workspace's logo (S-WB10: header, faces, page icon).
 */
export function toVisitorChannelInfo(ch: LoadedChannel, workspaceLogo = ''): VisitorChannelInfo {
  const info: Partial<ChannelInfo> = toChannelInfo(ch);
  for (const key of SERVER_ONLY_CHANNEL_SETTINGS) delete info[key];
  if (!info.avatar?.trim()) info.avatar = workspaceLogo;
  return info as VisitorChannelInfo;
}

/** A new channel of the workspace (a website), with its settings and working hours as given. */
export async function createChannel(
  ctx: AppContext,
  tx: Tx,
  c: {
    id: string;
    tenantId: string;
    name: string;
    robotNo: string;
    settings: ChannelSettings;
    workingHours: WorkingHours;
    websiteUrl?: string;
  },
): Promise<void> {
  const now = ctx.now();
  await tx.q
    .insertInto('channels')
    .values({
      id: c.id,
      tenant_id: c.tenantId,
      name: c.name,
      website_url: c.websiteUrl ?? '',
      robot_no: c.robotNo,
      settings: JSON.stringify(c.settings),
      working_hours: JSON.stringify(c.workingHours),
      created_at: now,
      updated_at: now,
    })
    .execute();
  tx.afterCommit(() => channelChanged(ctx, c.id));
}

export async function saveChannelSettings(ctx: AppContext, tx: Tx, channelId: string, settings: ChannelSettings): Promise<void> {
  await tx.q
    .updateTable('channels')
    .set({ settings: JSON.stringify(settings), updated_at: ctx.now() })
    .where('id', '=', channelId)
    .execute();
  tx.afterCommit(() => channelChanged(ctx, channelId));
}

export async function saveWorkingHours(ctx: AppContext, tx: Tx, channelId: string, hours: WorkingHours): Promise<void> {
  await tx.q
    .updateTable('channels')
    .set({ working_hours: JSON.stringify(hours), updated_at: ctx.now() })
    .where('id', '=', channelId)
    .execute();
  tx.afterCommit(() => channelChanged(ctx, channelId));
}

/** An admin's rename, site address, or switch on or off; every node's copy is dropped after the commit. */
export async function saveChannelSite(
  ctx: AppContext,
  tx: Tx,
  channelId: string,
  site: { name?: string; websiteUrl?: string; status?: ChannelStatus },
): Promise<void> {
  await tx.q
    .updateTable('channels')
    .set({
      ...(site.name !== undefined ? { name: site.name } : {}),
      ...(site.websiteUrl !== undefined ? { website_url: site.websiteUrl } : {}),
      ...(site.status !== undefined ? { status: site.status } : {}),
      updated_at: ctx.now(),
    })
    .where('id', '=', channelId)
    .execute();
  tx.afterCommit(() => channelChanged(ctx, channelId));
}

/**
 * The installation check (S-WB5): the page the loader reported, written at most once a minute per channel even across
 * nodes (the row's own time decides). Visitors never read these columns, so the cached copies stay.
 */
export async function recordChannelLoad(ctx: AppContext, tx: Tx, channelId: string, pageUrl: string, minGapMs: number): Promise<boolean> {
  const now = ctx.now();
  const res = await tx.q
    .updateTable('channels')
    .set({ last_loaded_url: pageUrl, last_loaded_at: now })
    .where('id', '=', channelId)
    .where('status', '=', 'active')
    .where((eb) => eb.or([eb('last_loaded_at', 'is', null), eb('last_loaded_at', '<=', now - minGapMs)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** A deleted channel's own rows, last of its erasure (domains/setup/channelErasure.ts). */
export async function eraseChannelRow(ctx: AppContext, tx: Tx, tenantId: string, channelId: string): Promise<void> {
  await tx.q.deleteFrom('channel_secrets').where('tenant_id', '=', tenantId).where('channel_id', '=', channelId).execute();
  await tx.q.deleteFrom('channels').where('tenant_id', '=', tenantId).where('id', '=', channelId).execute();
  tx.afterCommit(() => channelChanged(ctx, channelId));
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceChannels(ctx: AppContext, tx: Tx, tenantId: string): Promise<number> {
  const ids = (await tx.q.selectFrom('channels').select('id').where('tenant_id', '=', tenantId).execute()).map((c) => c.id);
  await tx.q.deleteFrom('channel_secrets').where('tenant_id', '=', tenantId).execute();
  const res = await tx.q.deleteFrom('channels').where('tenant_id', '=', tenantId).executeTakeFirst();
  tx.afterCommit(async () => {
    for (const id of ids) await channelChanged(ctx, id);
  });
  return Number(res.numDeletedRows);
}
