import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminPath, channelCreateBody, channelDeleteBody, channelSiteBody, workspaceSettingsBody } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { createWebsite, deleteWebsite, listWebsites, updateWebsite } from '../../domains/setup/websites.js';
import { updateWorkspaceSettings } from '../../domains/setup/workspaceSettings.js';
import { readWorkspaceSettings } from '../../domains/workspaces/workspaceStore.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';

const channelParams = z.object({ channelId: z.string().min(1).max(64) });

/** The workspace's websites (channels) and its own settings (issue 30 items 2 and 5; SPEC WB): admins only, their own workspace. */
export function siteRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: Parameters<typeof currentAgent>[1]) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(AdminPath.channels, { schema: { tags } }, async (request) => ok(await listWebsites(ctx, (await admin(request)).tenantId)));

    app.post(AdminPath.channels, { schema: { body: channelCreateBody, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await createWebsite(ctx, me.tenantId, request.body));
    });

    app.post('/api/admin/channels/:channelId/site', { schema: { params: channelParams, body: channelSiteBody, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await updateWebsite(ctx, me.tenantId, request.params.channelId, request.body));
    });

    app.post(
      '/api/admin/channels/:channelId/delete',
      { schema: { params: channelParams, body: channelDeleteBody, tags } },
      async (request) => {
        const me = await admin(request);
        await deleteWebsite(ctx, me.tenantId, request.params.channelId, request.body.confirmName);
        return ok(null);
      },
    );

    app.get(AdminPath.workspace, { schema: { tags } }, async (request) =>
      ok(await readWorkspaceSettings(ctx.db.kysely, (await admin(request)).tenantId)),
    );

    app.post(AdminPath.workspace, { schema: { body: workspaceSettingsBody, tags } }, async (request) => {
      const me = await admin(request);
      return ok(await updateWorkspaceSettings(ctx, me.tenantId, request.body));
    });
  };
}
