import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPath, VisitorPath, checkSensitiveBody, sensitiveListBody, type AgentProfile } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { authedRoute } from '../shared/authedRoute.js';
import { createList, deleteList, listLists, updateList } from '../../domains/sensitive/listStore.js';
import { checkText, sensitiveListsChanged } from '../../domains/sensitive/sensitiveCheck.js';

const listParams = z.object({ listId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const LIST = '/api/admin/sensitiveLists/:listId';

/**
 * Sensitive words (issue 20 item 4): the admin's lists (AdminPath.sensitiveLists, tenant-wide, admins only) and the
 * visitor's checkSensitive, which tells the widget what sending a draft would do without writing anything.
 */
export function sensitiveRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const k = ctx.db.kysely;
    async function admin(request: FastifyRequest): Promise<AgentProfile> {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    }

    app.get(AdminPath.sensitiveLists, { schema: { tags } }, async (request) => ok(await listLists(k, (await admin(request)).tenantId)));

    app.post(AdminPath.sensitiveLists, { schema: { body: sensitiveListBody, tags } }, async (request) => {
      const me = await admin(request);
      const list = await inTransaction(ctx, ({ q }) => createList(q, me.tenantId, request.body, ctx.now()));
      await sensitiveListsChanged(ctx, me.tenantId);
      return ok(list);
    });

    app.post(LIST, { schema: { params: listParams, body: sensitiveListBody, tags } }, async (request) => {
      const me = await admin(request);
      const list = await inTransaction(ctx, ({ q }) => updateList(q, me.tenantId, request.params.listId, request.body, ctx.now()));
      if (!list) throw notFound('No such list');
      await sensitiveListsChanged(ctx, me.tenantId);
      return ok(list);
    });

    app.delete(LIST, { schema: { params: listParams, tags } }, async (request) => {
      const me = await admin(request);
      if (!(await inTransaction(ctx, ({ q }) => deleteList(q, me.tenantId, request.params.listId)))) throw notFound('No such list');
      await sensitiveListsChanged(ctx, me.tenantId);
      return ok(null);
    });

    const authed = authedRoute(ctx, fastify, ['chat']);
    authed(VisitorPath.checkSensitive, checkSensitiveBody, async (b, v) => {
      const found = await checkText(ctx, k, v.tenant_id, 'visitor', b.msgContent);
      return {
        sensitiveFlag: found ? 1 : 0,
        sensitiveWords: found?.words.join(',') ?? '',
        sensitiveAction: found?.action ?? '',
        msgTransContent: found?.masked ?? b.msgContent,
      };
    });
  };
}
