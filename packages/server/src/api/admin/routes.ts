import type { FastifyInstance } from 'fastify';
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
import { findChannel, lockedChannel, saveChannelSettings, saveWorkingHours, toChannelInfo } from '../../domains/channels/channelStore.js';
import {
  createAgent,
  createGroup,
  deleteAgent,
  deleteGroup,
  renameGroup,
  setAgentGroups,
  setGroupMembers,
  updateAgent,
  type AgentFields,
} from '../../domains/agents/agentStore.js';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { agentSummaries, listGroups } from '../../domains/routing/agentRoster.js';
import { agentsWithTwoFactor } from '../../domains/accounts/twoFactor.js';

const agentFields = (b: z.output<typeof agentUpsertBody>): AgentFields => ({
  email: b.email,
  nickname: b.nickname,
  avatar: b.avatar,
  signature: b.signature,
  card: JSON.stringify(b.card),
  role: b.role,
  capacity: b.capacity,
});
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
      const [summaries, rows, withTwoFactor] = await Promise.all([
        agentSummaries(ctx, k, tenantId, true),
        k.selectFrom('agents').select(['id', 'email', 'signature', 'card', 'deactivated_at']).where('tenant_id', '=', tenantId).execute(),
        agentsWithTwoFactor(k, tenantId),
      ]);
      return summaries.map((s) => {
        const r = rows.find((x) => Number(x.id) === s.agentId);
        return {
          ...s,
          email: r?.email ?? '',
          signature: r?.signature ?? '',
          card: cardFieldsSchema.parse(parseJsonOr(r?.card ?? '{}', {})),
          deactivated: r?.deactivated_at != null,
          twoFactorEnabled: withTwoFactor.has(s.agentId),
        };
      });
    }

    app.get(AdminPath.agents, { schema: { tags } }, async (request) => ok(await adminAgents((await admin(request)).tenantId)));

    app.post(AdminPath.agents, { schema: { body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      if (!b.password) throw badRequest('password: required for a new agent (8 characters or more)');
      const passwordHash = await hashPassword(b.password);
      // The agent and their groups together: an unknown group leaves no agent behind who could sign in.
      const id = await inTransaction(ctx, async (tx) => {
        const agentId = await createAgent(tx, me.tenantId, agentFields(b), passwordHash, ctx.now());
        await setAgentGroups(tx, me.tenantId, agentId, b.groupIds);
        return agentId;
      });
      return ok((await adminAgents(me.tenantId)).find((a) => a.agentId === id));
    });

    app.post('/api/admin/agents/:id', { schema: { params: idParams, body: agentUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      const b = request.body;
      if (request.params.id === me.agentId && b.role !== 'admin') throw badRequest('role: you cannot remove your own admin role');
      const passwordHash = b.password ? await hashPassword(b.password) : undefined;
      await inTransaction(ctx, async (tx) => {
        await updateAgent(tx, me.tenantId, request.params.id, agentFields(b), passwordHash);
        await setAgentGroups(tx, me.tenantId, request.params.id, b.groupIds);
      });
      // More capacity may free seats for waiting visitors.
      await drainQueue(ctx, me.tenantId);
      return ok((await adminAgents(me.tenantId)).find((a) => a.agentId === request.params.id));
    });

    app.delete('/api/admin/agents/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      if (request.params.id === me.agentId) throw badRequest('You cannot delete your own account');
      if (!(await inTransaction(ctx, (tx) => deleteAgent(tx, me.tenantId, request.params.id)))) throw notFound('No such agent');
      return ok(null);
    });

    app.get(AdminPath.groups, { schema: { tags } }, async (request) => ok(await listGroups(ctx, (await admin(request)).tenantId)));

    app.post(AdminPath.groups, { schema: { body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      // The group and its members together: an unknown agent leaves no empty group behind.
      const id = await inTransaction(ctx, async (tx) => {
        const groupId = await createGroup(tx, me.tenantId, request.body.groupName, ctx.now());
        await setGroupMembers(tx, me.tenantId, groupId, request.body.agentIds);
        return groupId;
      });
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(id)));
    });

    app.post('/api/admin/groups/:id', { schema: { params: idParams, body: groupUpsertBody, tags } }, async (request) => {
      const me = await admin(request);
      await inTransaction(ctx, async (tx) => {
        if (!(await renameGroup(tx, me.tenantId, request.params.id, request.body.groupName))) throw notFound('No such group');
        await setGroupMembers(tx, me.tenantId, request.params.id, request.body.agentIds);
      });
      await drainQueue(ctx, me.tenantId);
      return ok((await listGroups(ctx, me.tenantId)).find((g) => g.groupId === String(request.params.id)));
    });

    app.delete('/api/admin/groups/:id', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      if (!(await inTransaction(ctx, (tx) => deleteGroup(tx, me.tenantId, request.params.id)))) throw notFound('No such group');
      return ok(null);
    });

    async function tenantChannel(tenantId: string, channelId: string) {
      const ch = await findChannel(ctx, channelId);
      if (!ch || ch.row.tenant_id !== tenantId || ch.row.status === 'deleting') throw notFound(`Unknown channel: ${channelId}`);
      return ch;
    }

    app.get('/api/admin/channels/:channelId', { schema: { params: channelParams, tags } }, async (request) => {
      const me = await admin(request);
      return ok(toChannelInfo(await tenantChannel(me.tenantId, request.params.channelId)));
    });

    app.post(
      '/api/admin/channels/:channelId',
      { schema: { params: channelParams, body: channelSettingsSchema.partial(), tags } },
      async (request) => {
        const me = await admin(request);
        // Zod fills defaults into the fields a partial body leaves out: apply only the keys the admin sent.
        const sent = sentKeys.get(request) ?? new Set<string>();
        const patch = Object.fromEntries(Object.entries(request.body).filter(([key]) => sent.has(key)));
        // Merged onto the row as stored and held, so two admins' updates of different settings both stay.
        const saved = await inTransaction(ctx, async (tx) => {
          const ch = await lockedChannel(ctx, tx, request.params.channelId);
          if (!ch || ch.row.tenant_id !== me.tenantId || ch.row.status === 'deleting') {
            throw notFound(`Unknown channel: ${request.params.channelId}`);
          }
          const settings = channelSettingsSchema.parse({ ...ch.settings, ...patch });
          await saveChannelSettings(ctx, tx, ch.row.id, settings);
          return { row: ch.row, settings };
        });
        return ok(toChannelInfo(saved));
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
        await inTransaction(ctx, (tx) =>
          writeChannelSecret(ctx, tx.q, me.tenantId, ch.row.id, ChannelSecret.LARGE_MODEL_KEY, request.body.apiKey),
        );
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
        await inTransaction(ctx, (tx) => saveWorkingHours(ctx, tx, ch.row.id, request.body));
        return ok(request.body);
      },
    );
  };
}
