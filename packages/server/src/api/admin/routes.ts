import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPath,
  agentUpsertBody,
  cardFieldsSchema,
  channelSettingsSchema,
  groupUpsertBody,
  largeModelKeyBody,
  parseJsonOr,
  workingHoursSchema,
  type AdminAgent,
  type AgentProfile,
} from '@parley/protocol';
import { hashPassword } from '../../platform/auth/password.js';
import { ChannelSecret, hasChannelSecret, writeChannelSecret } from '../../domains/channels/channelSecrets.js';
import { channelChanged, findChannel, freshChannel, toChannelInfo } from '../../domains/channels/channelStore.js';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { agentSummaries, listGroups } from '../../domains/routing/agentStore.js';
import { drainQueue } from '../../domains/routing/routingService.js';
import { parseWorkingHours } from '../../domains/routing/workingHours.js';

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
        return {
          ...s,
          email: r?.email ?? '',
          signature: r?.signature ?? '',
          card: cardFieldsSchema.parse(parseJsonOr(r?.card ?? '{}', {})),
        };
      });
    }

    async function setMemberships(q: Kysely<Database>, tenantId: string, agentId: number, groupIds: string[]) {
      const groups = await q.selectFrom('groups').select('id').where('tenant_id', '=', tenantId).execute();
      for (const g of groupIds) if (!groups.some((x) => String(x.id) === g)) throw badRequest(`groupIds: unknown group ${g}`);
      await q.deleteFrom('group_members').where('agent_id', '=', agentId).execute();
      if (groupIds.length) {
        await q
          .insertInto('group_members')
          .values(groupIds.map((g) => ({ group_id: Number(g), agent_id: agentId, tenant_id: tenantId })))
          .execute();
      }
    }

    app.get(AdminPath.agents, { schema: { tags } }, async (request) => ok(await adminAgents((await admin(request)).tenantId)));

    app.post(AdminPath.agents, { schema: { body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      if (!b.password) throw badRequest('password: required for a new agent (8 characters or more)');
      const passwordHash = await hashPassword(b.password);
      // The agent and their groups together: an unknown group leaves no agent behind who could sign in.
      const id = await inTransaction(ctx, async ({ q }) => {
        // Per tenant: whether another tenant has the address is none of this admin's business (SPEC AU7).
        const taken = await q
          .selectFrom('agents')
          .select('id')
          .where('tenant_id', '=', me.tenantId)
          .where('email', '=', b.email)
          .executeTakeFirst();
        if (taken) throw new ApiError(409, 'email: an agent of this workspace already has this address');
        const row = await q
          .insertInto('agents')
          .values({
            tenant_id: me.tenantId,
            email: b.email,
            password_hash: passwordHash,
            nickname: b.nickname,
            avatar: b.avatar,
            signature: b.signature,
            card: JSON.stringify(b.card),
            role: b.role,
            capacity: b.capacity,
            created_at: ctx.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setMemberships(q, me.tenantId, Number(row.id), b.groupIds);
        return Number(row.id);
      });
      return ok((await adminAgents(me.tenantId)).find((a) => a.agentId === id));
    });

    app.post('/api/admin/agents/:id', { schema: { params: idParams, body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      if (request.params.id === me.agentId && b.role !== 'admin') throw badRequest('role: you cannot remove your own admin role');
      const passwordHash = b.password ? await hashPassword(b.password) : undefined;
      await inTransaction(ctx, async ({ q }) => {
        const existing = await q
          .selectFrom('agents')
          .select('id')
          .where('tenant_id', '=', me.tenantId)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (!existing) throw notFound('No such agent');
        const taken = await q
          .selectFrom('agents')
          .select('id')
          .where('tenant_id', '=', me.tenantId)
          .where('email', '=', b.email)
          .where('id', '!=', request.params.id)
          .executeTakeFirst();
        if (taken) throw new ApiError(409, 'email: an agent of this workspace already has this address');
        await q
          .updateTable('agents')
          .set({
            email: b.email,
            nickname: b.nickname,
            avatar: b.avatar,
            signature: b.signature,
            card: JSON.stringify(b.card),
            role: b.role,
            capacity: b.capacity,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          })
          .where('id', '=', request.params.id)
          .execute();
        await setMemberships(q, me.tenantId, request.params.id, b.groupIds);
      });
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

    async function setGroupMembers(q: Kysely<Database>, tenantId: string, groupId: number, agentIds: number[]) {
      const agents = await q.selectFrom('agents').select('id').where('tenant_id', '=', tenantId).execute();
      for (const a of agentIds) if (!agents.some((x) => Number(x.id) === a)) throw badRequest(`agentIds: unknown agent ${a}`);
      await q.deleteFrom('group_members').where('group_id', '=', groupId).execute();
      if (agentIds.length)
        await q
          .insertInto('group_members')
          .values(agentIds.map((a) => ({ group_id: groupId, agent_id: a, tenant_id: tenantId })))
          .execute();
    }

    app.post(AdminPath.groups, { schema: { body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      // The group and its members together: an unknown agent leaves no empty group behind.
      const id = await inTransaction(ctx, async ({ q }) => {
        const row = await q
          .insertInto('groups')
          .values({ tenant_id: me.tenantId, name: request.body.groupName, created_at: ctx.now() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await setGroupMembers(q, me.tenantId, Number(row.id), request.body.agentIds);
        return Number(row.id);
      });
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(id)));
    });

    app.post('/api/admin/groups/:id', { schema: { params: idParams, body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      await inTransaction(ctx, async ({ q }) => {
        const res = await q
          .updateTable('groups')
          .set({ name: request.body.groupName })
          .where('tenant_id', '=', me.tenantId)
          .where('id', '=', request.params.id)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) === 0) throw notFound('No such group');
        await setGroupMembers(q, me.tenantId, request.params.id, request.body.agentIds);
      });
      await drainQueue(ctx, me.tenantId);
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(request.params.id)));
    });

    app.delete('/api/admin/groups/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      const res = await k.deleteFrom('groups').where('tenant_id', '=', me.tenantId).where('id', '=', request.params.id).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('No such group');
      return ok(null);
    });

    /** `fresh` for an edit: merged onto the row as stored, never onto a cached copy. */
    async function tenantChannel(tenantId: string, channelId: string, fresh = false) {
      const ch = fresh ? await freshChannel(k, channelId) : await findChannel(ctx, channelId);
      if (!ch || ch.row.tenant_id !== tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return ch;
    }

    app.get(AdminPath.channels, { schema: { tags } }, async (request) => {
      const me = await admin(request);
      const rows = await k
        .selectFrom('channels')
        .select(['id', 'name'])
        .where('tenant_id', '=', me.tenantId)
        .orderBy('created_at')
        .execute();
      return ok(rows.map((r) => ({ channelId: r.id, name: r.name })));
    });

    app.get('/api/admin/channels/:channelId', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(toChannelInfo(await tenantChannel(me.tenantId, request.params.channelId)));
    });

    app.post(
      '/api/admin/channels/:channelId',
      { schema: { params: channelParams, body: channelSettingsSchema.partial(), tags } },
      async (request) => {
        const me = await admin(request);
        const ch = await tenantChannel(me.tenantId, request.params.channelId, true);
        // Zod fills defaults into the fields a partial body leaves out: apply only the keys the admin sent.
        const sent = sentKeys.get(request) ?? new Set<string>();
        const patch = Object.fromEntries(Object.entries(request.body).filter(([key]) => sent.has(key)));
        const settings = channelSettingsSchema.parse({ ...ch.settings, ...patch });
        await k
          .updateTable('channels')
          .set({ settings: JSON.stringify(settings), updated_at: ctx.now() })
          .where('id', '=', ch.row.id)
          .execute();
        await channelChanged(ctx, ch.row.id);
        return ok(toChannelInfo({ row: ch.row, settings }));
      },
    );

    async function modelKeyStatus(channelId: string) {
      return {
        apiKeySet: await hasChannelSecret(ctx, channelId, ChannelSecret.LARGE_MODEL_KEY),
        operatorBaseUrl: ctx.config.llmBaseUrl ?? '',
      };
    }

    app.get('/api/admin/channels/:channelId/largeModelKey', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await modelKeyStatus((await tenantChannel(me.tenantId, request.params.channelId)).row.id));
    });

    app.post(
      '/api/admin/channels/:channelId/largeModelKey',
      { schema: { params: channelParams, body: largeModelKeyBody, tags } },
      async (request) => {
        const me = await admin(request);
        const ch = await tenantChannel(me.tenantId, request.params.channelId);
        await k
          .transaction()
          .execute((trx) => writeChannelSecret(ctx, trx, me.tenantId, ch.row.id, ChannelSecret.LARGE_MODEL_KEY, request.body.apiKey));
        return ok(await modelKeyStatus(ch.row.id));
      },
    );

    app.get('/api/admin/channels/:channelId/workingHours', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(parseWorkingHours((await tenantChannel(me.tenantId, request.params.channelId)).row.working_hours));
    });

    app.post(
      '/api/admin/channels/:channelId/workingHours',
      { schema: { params: channelParams, body: workingHoursSchema, tags } },
      async (request) => {
        const me = await admin(request);
        const ch = await tenantChannel(me.tenantId, request.params.channelId);
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: request.body.timeZone });
        } catch {
          throw badRequest('timeZone: unknown time zone');
        }
        await k
          .updateTable('channels')
          .set({ working_hours: JSON.stringify(request.body), updated_at: ctx.now() })
          .where('id', '=', ch.row.id)
          .execute();
        await channelChanged(ctx, ch.row.id);
        return ok(request.body);
      },
    );
  };
}
