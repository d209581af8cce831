import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import {
  ApiCode,
  JobKind,
  channelSettingsSchema,
  workingHoursSchema,
  type OperatorWorkspace,
  type WorkspaceCreated,
} from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound } from '../../platform/http/envelope.js';
import { enqueueJob } from '../../platform/jobs/jobQueue.js';
import { endWorkspaceSessions } from '../agents/agentAuth.js';
import { createChannel } from '../channels/channelStore.js';
import { writeInvitation } from '../accounts/invitations.js';
import { createWorkspace, listWorkspaces, setWorkspaceStatus, workspaceInfo, type WorkspaceInfo } from '../workspaces/workspaceStore.js';

/**
 * The operator's workspaces (issue 30 item 1): created with a working first channel and an invitation for the first
 * admin; suspended (visitors see "chat unavailable", agents cannot sign in, nothing is deleted) and resumed; deleted
 * by a background job that erases every row and file of the workspace through each table's owner.
 */

const DAY_MS = 24 * 3600 * 1000;

/** A readable, unique id: the name's letters and digits, and a random tail ("acme-3f9a1c"). */
export function workspaceIdFor(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 24)
    .replace(/-+$/, '');
  return `${slug || 'ws'}-${randomBytes(3).toString('hex')}`;
}

/** The first channel's words in the workspace's language: a robot that greets, hands over, and says when nobody is in. */
export function firstChannelSettings(name: string, locale: string) {
  const zh = locale === 'zh';
  return channelSettingsSchema.parse({
    titleDesc: name,
    robotName: zh ? '小助手' : 'Assistant',
    robotWelcomeMsg: zh ? `您好，欢迎来到${name}！请问有什么可以帮您？` : `Hi, welcome to ${name}! How can we help you today?`,
    transferUserMode: 1,
    adminWelcomeMode: 1,
    adminWelcomeMsg: zh ? '您好，我是客服，很高兴为您服务。' : 'Hello! How can I help you?',
    adminOfflineMode: 1,
    adminOfflineMsg: zh
      ? '客服暂时不在线，请留言，我们会尽快回复。'
      : 'Nobody is available right now. Leave us a message and we will get back to you.',
  });
}

/** A new workspace and its first channel, in `tx`: the channel's id is the workspace's, as the demo's is. */
export async function writeWorkspace(
  ctx: AppContext,
  tx: Tx,
  w: { name: string; locale: string; status?: 'active' | 'pending' },
): Promise<string> {
  const id = workspaceIdFor(w.name);
  await createWorkspace(tx, { id, name: w.name, locale: w.locale, status: w.status ?? 'active' }, ctx.now());
  await createChannel(ctx, tx, {
    id,
    tenantId: id,
    name: w.locale === 'zh' ? '网站' : 'Website',
    robotNo: `${id}-robot`,
    settings: firstChannelSettings(w.name, w.locale),
    workingHours: workingHoursSchema.parse({}),
  });
  return id;
}

/** `npm run parley -- workspace create` and the operator page: the workspace, its channel, the first admin's link. */
export async function createWorkspaceWithAdmin(
  ctx: AppContext,
  input: { name: string; adminEmail: string; locale: string; operator?: boolean },
): Promise<{ tenantId: string; link: string; mailedLink: string | null }> {
  return inTransaction(ctx, async (tx) => {
    const tenantId = await writeWorkspace(ctx, tx, { name: input.name, locale: input.locale });
    const invite = { email: input.adminEmail, role: 'admin' as const, operator: input.operator === true };
    const { link, mailedLink } = await writeInvitation(ctx, tx, tenantId, invite, null);
    return { tenantId, link, mailedLink };
  });
}

export async function createWorkspaceForOperator(
  ctx: AppContext,
  input: { name: string; adminEmail: string; locale: string },
): Promise<WorkspaceCreated> {
  const { tenantId, mailedLink } = await createWorkspaceWithAdmin(ctx, input);
  const [workspace] = await workspaceStats(ctx, [tenantId]);
  return { workspace: workspace!, link: mailedLink };
}

/** Every workspace (or those named) with what an operator weighs: agents, channels, recent conversations, storage. */
export async function workspaceStats(ctx: AppContext, only?: string[]): Promise<OperatorWorkspace[]> {
  const k = ctx.db.kysely;
  const since = ctx.now() - 30 * DAY_MS;
  const all = (await listWorkspaces(k)).filter((w) => !only || only.includes(w.id));
  const [agents, channels, conversations, storage] = await Promise.all([
    k
      .selectFrom('agents')
      .select((eb) => ['tenant_id', eb.fn.countAll<number>().as('n')])
      .where('deactivated_at', 'is', null)
      .groupBy('tenant_id')
      .execute(),
    k
      .selectFrom('channels')
      .select((eb) => ['tenant_id', eb.fn.countAll<number>().as('n')])
      .groupBy('tenant_id')
      .execute(),
    k
      .selectFrom('sessions')
      .select((eb) => ['tenant_id', eb.fn.countAll<number>().as('n')])
      .where('started_at', '>=', since)
      .groupBy('tenant_id')
      .execute(),
    k
      .selectFrom('uploads')
      .select(['tenant_id', sql<number>`coalesce(sum(size), 0)`.as('n')])
      .groupBy('tenant_id')
      .execute(),
  ]);
  const count = (rows: Array<{ tenant_id: string; n: number | string | bigint }>, id: string) =>
    Number(rows.find((r) => r.tenant_id === id)?.n ?? 0);
  return all.map((w) => ({
    tenantId: w.id,
    name: w.name,
    status: w.status,
    createdAt: w.createdAt,
    agents: count(agents, w.id),
    channels: count(channels, w.id),
    conversations30d: count(conversations, w.id),
    storageBytes: count(storage, w.id),
  }));
}

async function requireWorkspace(ctx: AppContext, tenantId: string): Promise<WorkspaceInfo> {
  const ws = await workspaceInfo(ctx.db.kysely, tenantId);
  if (!ws || ws.status === 'deleting') throw notFound('No such workspace');
  return ws;
}

/** Visitors see "chat unavailable", agents are signed out and cannot sign in; nothing is deleted. */
export async function suspendWorkspace(ctx: AppContext, tenantId: string): Promise<void> {
  const ws = await requireWorkspace(ctx, tenantId);
  if (ws.status === 'suspended') return;
  await inTransaction(ctx, async (tx) => {
    await setWorkspaceStatus(ctx, tx, tenantId, 'suspended');
    await endWorkspaceSessions(tx, tenantId);
  });
}

export async function resumeWorkspace(ctx: AppContext, tenantId: string): Promise<void> {
  const ws = await requireWorkspace(ctx, tenantId);
  if (ws.status !== 'suspended') throw new ApiError(ApiCode.CONFLICT, 'Only a suspended workspace can be resumed');
  await inTransaction(ctx, (tx) => setWorkspaceStatus(ctx, tx, tenantId, 'active'));
}

/**
 * Deletes the workspace: it closes at once (nobody signs in, visitors see "chat unavailable") and a background job
 * erases every row and file of it. The operator types its name again, so a stray click erases nothing.
 */
export async function deleteWorkspace(ctx: AppContext, tenantId: string, confirmName: string): Promise<void> {
  const ws = await requireWorkspace(ctx, tenantId);
  if (confirmName.trim() !== ws.name.trim()) throw badRequest('confirmName: type the workspace name exactly to delete it');
  await inTransaction(ctx, async (tx) => {
    await setWorkspaceStatus(ctx, tx, tenantId, 'deleting');
    await endWorkspaceSessions(tx, tenantId);
    // The operator's job, not the workspace's: its row outlives every row of the workspace.
    await enqueueJob(ctx, tx, {
      kind: JobKind.WORKSPACE_ERASE,
      tenantId: null,
      payload: { tenantId },
      summary: `Erase workspace ${tenantId}`,
      dedupeKey: `erase:${tenantId}`,
      maxAttempts: 20,
    });
  });
}
