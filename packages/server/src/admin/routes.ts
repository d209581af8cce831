import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPath, agentUpsertBody, cardFieldsSchema, channelSettingsSchema, groupUpsertBody, parseJsonOr, workingHoursSchema,
  type AdminAgent, type AgentProfile,
} from '@parley/protocol';
import { hashPassword } from '../auth/password.js';
import { getChannel, toChannelInfo } from '../channels/channelStore.js';
import { currentAgent, requireAdmin } from '../console/agentAuth.js';
import type { AppContext } from '../context.js';
import { ApiError, badRequest, notFound, ok } from '../http/envelope.js';
import { agentSummaries, listGroups } from '../routing/agentStore.js';
import { drainQueue } from '../routing/routingService.js';
import { parseWorkingHours } from '../routing/workingHours.js';

/** The keys of each admin request body as sent, before validation fills defaults. */
const sentKeys = new WeakMap<object, Set<string>>();

const idParams = z.object({ id: z.coerce.number().int().positive() });
const channelParams = z.object({ channelId: z.string().min(1).max(64) });

/** Tenant configuration (/api/admin/*): admins only, and only their own tenant's rows. */
export function adminRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    // Keep the body as sent, before validation fills defaults, for partial updates.
    fastify.addHook('preValidation', async (request) => {
      if (request.body && typeof request.body === 'object') sentKeys.set(request, new Set(Object.keys(request.body)));
    });
    const k = ctx.db.kysely;

    async function admin(request: Parameters<typeof currentAgent>[1]): Promise<AgentProfile> {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    }

    async function adminAgents(tenantId: string): Promise<AdminAgent[]> {
      const [summaries, rows] = await Promise.all([
        agentSummaries(ctx, k, tenantId),
        k.selectFrom('agents').select(['id', 'email', 'signature', 'card']).where('tenant_id', '=', tenantId).execute(),
      ]);
      return summaries.map((s) => {
        const r = rows.find((x) => Number(x.id) === s.agentId);
        return { ...s, email: r?.email ?? '', signature: r?.signature ?? '', card: cardFieldsSchema.parse(parseJsonOr(r?.card ?? '{}', {})) };
      });
    }

    async function setMemberships(tenantId: string, agentId: number, groupIds: string[]) {
      const groups = await listGroups(ctx, tenantId);
      for (const g of groupIds) if (!groups.some((x) => x.groupId === g)) throw badRequest(`groupIds: unknown group ${g}`);
      await k.deleteFrom('group_members').where('agent_id', '=', agentId).execute();
      if (groupIds.length) {
        await k.insertInto('group_members').values(groupIds.map((g) => ({ group_id: Number(g), agent_id: agentId, tenant_id: tenantId }))).execute();
      }
    }

    app.get(AdminPath.agents, { schema: { tags } }, async (request) => ok(await adminAgents((await admin(request)).tenantId)));

    app.post(AdminPath.agents, { schema: { body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      if (!b.password) throw badRequest('password: required for a new agent (8 characters or more)');
      const taken = await k.selectFrom('agents').select('id').where('email', '=', b.email).executeTakeFirst();
      if (taken) throw new ApiError(409, 'email: already used by another account');
      const row = await k.insertInto('agents').values({
        tenant_id: me.tenantId, email: b.email, password_hash: await hashPassword(b.password), nickname: b.nickname, avatar: b.avatar,
        signature: b.signature, card: JSON.stringify(b.card), role: b.role, capacity: b.capacity, created_at: ctx.now(),
      }).returning('id').executeTakeFirstOrThrow();
      await setMemberships(me.tenantId, Number(row.id), b.groupIds);
      return ok((await adminAgents(me.tenantId)).find((a) => a.agentId === Number(row.id)));
    });

    app.post('/api/admin/agents/:id', { schema: { params: idParams, body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      const existing = await k.selectFrom('agents').select('id').where('tenant_id', '=', me.tenantId).where('id', '=', request.params.id).executeTakeFirst();
      if (!existing) throw notFound('No such agent');
      const taken = await k.selectFrom('agents').select('id').where('email', '=', b.email).where('id', '!=', request.params.id).executeTakeFirst();
      if (taken) throw new ApiError(409, 'email: already used by another account');
      if (request.params.id === me.agentId && b.role !== 'admin') throw badRequest('role: you cannot remove your own admin role');
      await k.updateTable('agents').set({
        email: b.email, nickname: b.nickname, avatar: b.avatar, signature: b.signature, card: JSON.stringify(b.card), role: b.role,
        capacity: b.capacity, ...(b.password ? { password_hash: await hashPassword(b.password) } : {}),
      }).where('id', '=', request.params.id).execute();
      await setMemberships(me.tenantId, request.params.id, b.groupIds);
      // More capacity may free seats for waiting visitors.
      await drainQueue(ctx, me.tenantId);
      return ok((await adminAgents(me.tenantId)).find((a) => a.agentId === request.params.id));
    });

    app.delete('/api/admin/agents/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      if (request.params.id === me.agentId) throw badRequest('You cannot delete your own account');
      const res = await k.deleteFrom('agents').where('tenant_id', '=', me.tenantId).where('id', '=', request.params.id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('No such agent');
      return ok(null);
    });

    app.get(AdminPath.groups, { schema: { tags } }, async (request) => ok(await listGroups(ctx, (await admin(request)).tenantId)));

    async function setGroupMembers(tenantId: string, groupId: number, agentIds: number[]) {
      const agents = await k.selectFrom('agents').select('id').where('tenant_id', '=', tenantId).execute();
      for (const a of agentIds) if (!agents.some((x) => Number(x.id) === a)) throw badRequest(`agentIds: unknown agent ${a}`);
      await k.deleteFrom('group_members').where('group_id', '=', groupId).execute();
      if (agentIds.length) await k.insertInto('group_members').values(agentIds.map((a) => ({ group_id: groupId, agent_id: a, tenant_id: tenantId }))).execute();
    }

    app.post(AdminPath.groups, { schema: { body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const row = await k.insertInto('groups').values({ tenant_id: me.tenantId, name: request.body.groupName, created_at: ctx.now() }).returning('id').executeTakeFirstOrThrow();
      await setGroupMembers(me.tenantId, Number(row.id), request.body.agentIds);
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(row.id)));
    });

    app.post('/api/admin/groups/:id', { schema: { params: idParams, body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const res = await k.updateTable('groups').set({ name: request.body.groupName }).where('tenant_id', '=', me.tenantId).where('id', '=', request.params.id).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('No such group');
      await setGroupMembers(me.tenantId, request.params.id, request.body.agentIds);
      await drainQueue(ctx, me.tenantId);
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(request.params.id)));
    });

    app.delete('/api/admin/groups/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      const res = await k.deleteFrom('groups').where('tenant_id', '=', me.tenantId).where('id', '=', request.params.id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('No such group');
      return ok(null);
    });

    async function tenantChannel(tenantId: string, channelId: string) {
      const ch = await getChannel(ctx, channelId);
      if (ch.row.tenant_id !== tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return ch;
    }

    app.get(AdminPath.channels, { schema: { tags } }, async (request) => {
      const me = await admin(request);
      const rows = await k.selectFrom('channels').select(['id', 'name']).where('tenant_id', '=', me.tenantId).orderBy('created_at').execute();
      return ok(rows.map((r) => ({ channelId: r.id, name: r.name })));
    });

    app.get('/api/admin/channels/:channelId', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(toChannelInfo(await tenantChannel(me.tenantId, request.params.channelId)));
    });

    app.post('/api/admin/channels/:channelId', { schema: { params: channelParams, body: channelSettingsSchema.partial(), tags } }, async (request) => {
      const me = await admin(request);
      const ch = await tenantChannel(me.tenantId, request.params.channelId);
      // Zod fills defaults into the fields a partial body leaves out: apply only the keys the admin sent.
      const sent = sentKeys.get(request) ?? new Set<string>();
      const patch = Object.fromEntries(Object.entries(request.body).filter(([key]) => sent.has(key)));
      const settings = channelSettingsSchema.parse({ ...ch.settings, ...patch });
      await k.updateTable('channels').set({ settings: JSON.stringify(settings), updated_at: ctx.now() }).where('id', '=', ch.row.id).execute();
      return ok(toChannelInfo({ row: ch.row, settings }));
    });

    app.get('/api/admin/channels/:channelId/workingHours', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(parseWorkingHours((await tenantChannel(me.tenantId, request.params.channelId)).row.working_hours));
    });

    app.post('/api/admin/channels/:channelId/workingHours', { schema: { params: channelParams, body: workingHoursSchema, tags } }, async (request) => {
      const me = await admin(request);
      const ch = await tenantChannel(me.tenantId, request.params.channelId);
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: request.body.timeZone });
      } catch {
        throw badRequest('timeZone: unknown time zone');
      }
      await k.updateTable('channels').set({ working_hours: JSON.stringify(request.body), updated_at: ctx.now() }).where('id', '=', ch.row.id).execute();
      return ok(request.body);
    });
  };
}
