import type { Kysely } from 'kysely';
import { ApiCode, WorkspaceRefusal, type RetentionSettings, type WorkspaceSettings } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, notFound } from '../../platform/http/envelope.js';

/** The tenants table: a workspace and its own settings (issue 29 item 1: this folder is the table's one writer). */

/** 'pending': a self-service sign-up whose address is not confirmed yet; 'deleting': its erasure job is under way. */
export type WorkspaceStatus = 'active' | 'suspended' | 'pending' | 'deleting';

export async function createWorkspace(
  tx: Tx,
  w: { id: string; name: string; locale?: string; status?: WorkspaceStatus },
  now: number,
): Promise<void> {
  await tx.q
    .insertInto('tenants')
    .values({
      id: w.id,
      name: w.name,
      created_at: now,
      ...(w.locale ? { default_locale: w.locale } : {}),
      ...(w.status ? { status: w.status } : {}),
    })
    .execute();
}

export interface WorkspaceInfo {
  id: string;
  name: string;
  status: WorkspaceStatus;
  locale: string;
  requireTwoFactor: boolean;
  createdAt: number;
}

const toInfo = (t: {
  id: string;
  name: string;
  status: string;
  default_locale: string;
  require_two_factor: number;
  created_at: number;
}): WorkspaceInfo => ({
  id: t.id,
  name: t.name,
  status: t.status as WorkspaceStatus,
  locale: t.default_locale,
  requireTwoFactor: t.require_two_factor === 1,
  createdAt: Number(t.created_at),
});
const INFO = ['id', 'name', 'status', 'default_locale', 'require_two_factor', 'created_at'] as const;

export async function workspaceInfo(q: Kysely<Database>, tenantId: string): Promise<WorkspaceInfo | undefined> {
  const t = await q.selectFrom('tenants').select(INFO).where('id', '=', tenantId).executeTakeFirst();
  return t ? toInfo(t) : undefined;
}

export async function listWorkspaces(q: Kysely<Database>): Promise<WorkspaceInfo[]> {
  return (await q.selectFrom('tenants').select(INFO).orderBy('created_at').orderBy('id').execute()).map(toInfo);
}

/** An operator's suspend or resume, a sign-up confirmed, an erasure begun; the nodes' copies are dropped after the commit. */
export async function setWorkspaceStatus(ctx: AppContext, tx: Tx, tenantId: string, status: WorkspaceStatus): Promise<void> {
  await tx.q.updateTable('tenants').set({ status }).where('id', '=', tenantId).execute();
  tx.afterCommit(() => ctx.caches.get(STATUS_CACHE).changed(tenantId));
}

export async function setRequireTwoFactor(tx: Tx, tenantId: string, required: boolean): Promise<void> {
  await tx.q
    .updateTable('tenants')
    .set({ require_two_factor: required ? 1 : 0 })
    .where('id', '=', tenantId)
    .execute();
}

/** The workspace's own row, last of its erasure. */
export async function eraseWorkspaceRow(ctx: AppContext, tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('tenants').where('id', '=', tenantId).execute();
  tx.afterCommit(async () => {
    await ctx.caches.get(STATUS_CACHE).changed(tenantId);
    await ctx.caches.get(LOGO_CACHE).changed(tenantId);
  });
}

const STATUS_CACHE = 'workspaceStatus';

/**
 * Visitors reach only an active workspace: a suspended one (or one being erased) answers 403 workspaceSuspended, which
 * the widget words as "chat unavailable". Kept in the bus cache: visitor calls ask it on every message.
 */
export async function requireOpenWorkspace(ctx: AppContext, tenantId: string): Promise<void> {
  const status = await ctx.caches
    .get<string>(STATUS_CACHE)
    .get(
      tenantId,
      async () => (await ctx.db.kysely.selectFrom('tenants').select('status').where('id', '=', tenantId).executeTakeFirst())?.status,
    );
  if (status !== undefined && status !== 'active')
    throw new ApiError(ApiCode.FORBIDDEN, 'Chat is unavailable for this workspace', { reason: WorkspaceRefusal.SUSPENDED });
}

export async function readRetention(ctx: AppContext, tenantId: string): Promise<RetentionSettings> {
  const t = await ctx.db.kysely
    .selectFrom('tenants')
    .select(['message_retention_days', 'file_retention_days', 'ticket_retention_days'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!t) throw notFound('No such tenant');
  return {
    messageDays: Number(t.message_retention_days),
    fileDays: Number(t.file_retention_days),
    ticketDays: Number(t.ticket_retention_days),
  };
}

export async function saveRetention(tx: Tx, tenantId: string, r: RetentionSettings): Promise<void> {
  await tx.q
    .updateTable('tenants')
    .set({ message_retention_days: r.messageDays, file_retention_days: r.fileDays, ticket_retention_days: r.ticketDays })
    .where('id', '=', tenantId)
    .execute();
}

/** The workspace's own settings as its admin edits them (issue 30 item 5). */
export async function readWorkspaceSettings(q: Kysely<Database>, tenantId: string): Promise<WorkspaceSettings> {
  const t = await q
    .selectFrom('tenants')
    .select(['name', 'logo', 'default_locale', 'time_zone'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!t) throw notFound('No such tenant');
  return { name: t.name, logo: t.logo, locale: t.default_locale === 'zh' ? 'zh' : 'en', timeZone: t.time_zone };
}

export async function saveWorkspaceSettings(ctx: AppContext, tx: Tx, tenantId: string, s: WorkspaceSettings): Promise<void> {
  await tx.q
    .updateTable('tenants')
    .set({ name: s.name, logo: s.logo, default_locale: s.locale, time_zone: s.timeZone })
    .where('id', '=', tenantId)
    .execute();
  tx.afterCommit(() => ctx.caches.get(LOGO_CACHE).changed(tenantId));
}

const LOGO_CACHE = 'workspaceLogo';

/**
 * The workspace's logo ('' for none), which its websites show visitors where they set no avatar of their own (S-WB10).
 * Kept in the bus cache: every widget page's channelInfo asks it.
 */
export async function workspaceLogo(ctx: AppContext, tenantId: string): Promise<string> {
  const logo = await ctx.caches
    .get<string>(LOGO_CACHE)
    .get(
      tenantId,
      async () => (await ctx.db.kysely.selectFrom('tenants').select('logo').where('id', '=', tenantId).executeTakeFirst())?.logo,
    );
  return logo ?? '';
}

/** The workspace's time zone (IANA): what reports and working hours count days in. */
export async function workspaceTimeZone(ctx: AppContext, tenantId: string): Promise<string> {
  const t = await ctx.db.kysely.selectFrom('tenants').select('time_zone').where('id', '=', tenantId).executeTakeFirst();
  if (!t) throw notFound('No such tenant');
  return t.time_zone;
}
