import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TicketDeskPath,
  leaveMessageHandleBody,
  leaveMessagesQuery,
  mailPasswordBody,
  ticketListQuery,
  ticketReplyBody,
  ticketTemplateBody,
  ticketUpdateBody,
  ticketViewBody,
} from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import { ChannelSecret, hasChannelSecret, writeChannelSecret } from '../../domains/channels/channelSecrets.js';
import { getChannel } from '../../domains/channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { receiveFile } from '../media/routes.js';
import {
  deleteTicketView,
  listTickets,
  replyByAgent,
  revokeTicketLinks,
  saveTicketView,
  ticketDetail,
  ticketViews,
  updateTicket,
} from '../../domains/tickets/deskService.js';
import { agentLeaveMessages, handleLeaveMessage } from '../../domains/tickets/leaveMessages.js';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listCardForms,
  listTemplates,
  updateTemplate,
} from '../../domains/tickets/templateAdmin.js';
import { TICKET_FILES, ticketRow } from '../../domains/tickets/ticketService.js';

const woParams = z.object({ woId: z.string().regex(/^\d{1,15}$/, 'woId: a ticket number') });
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const templateParams = z.object({ templateId: z.string().min(1).max(64) });
const channelParams = z.object({ channelId: z.string().min(1).max(64) });

/** The agents' ticket desk and leave-message inbox (/api/console/…), and the templates admins define (/api/admin/…). */
export function deskRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['tickets'];
    const agentOf = (request: FastifyRequest) => currentAgent(ctx, request);
    const adminOf = async (request: FastifyRequest) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(TicketDeskPath.tickets, { schema: { querystring: ticketListQuery, tags } }, async (request) =>
      ok(await listTickets(ctx, await agentOf(request), request.query)),
    );
    app.get('/api/console/tickets/:woId', { schema: { params: woParams, tags } }, async (request) =>
      ok(await ticketDetail(ctx, await agentOf(request), request.params.woId)),
    );
    app.post('/api/console/tickets/:woId', { schema: { params: woParams, body: ticketUpdateBody, tags } }, async (request) =>
      ok(await updateTicket(ctx, await agentOf(request), request.params.woId, request.body)),
    );
    app.post('/api/console/tickets/:woId/reply', { schema: { params: woParams, body: ticketReplyBody, tags } }, async (request) =>
      ok(await replyByAgent(ctx, await agentOf(request), request.params.woId, request.body)),
    );
    app.post('/api/console/tickets/:woId/revokeLinks', { schema: { params: woParams, tags } }, async (request) => {
      await revokeTicketLinks(ctx, await agentOf(request), request.params.woId);
      return ok(null);
    });
    // An agent's attachment belongs to the ticket's customer, so the customer's signed link reads it too.
    app.post(
      '/api/console/tickets/:woId/upload',
      { schema: { params: woParams, tags, consumes: ['multipart/form-data'] } },
      async (request) => {
        const agent = await agentOf(request);
        const row = await ticketRow(ctx.db.kysely, Number(request.params.woId));
        if (!row || row.tenant_id !== agent.tenantId) throw notFound('No such ticket');
        return ok(
          await receiveFile(
            ctx,
            request,
            async () => ({ tenantId: agent.tenantId, visitorId: Number(row.visitor_id), agentId: agent.agentId }),
            // Refused here rather than by the reply it was meant for.
            TICKET_FILES,
          ),
        );
      },
    );

    app.get(TicketDeskPath.views, { schema: { tags } }, async (request) => ok(await ticketViews(ctx, await agentOf(request))));
    app.post(TicketDeskPath.views, { schema: { body: ticketViewBody, tags } }, async (request) =>
      ok(await saveTicketView(ctx, await agentOf(request), request.body)),
    );
    app.delete('/api/console/ticketViews/:id', { schema: { params: idParams, tags } }, async (request) => {
      await deleteTicketView(ctx, await agentOf(request), request.params.id);
      return ok(null);
    });

    app.get(TicketDeskPath.leaveMessages, { schema: { querystring: leaveMessagesQuery, tags } }, async (request) =>
      ok(await agentLeaveMessages(ctx, await agentOf(request), request.query)),
    );
    app.post(
      '/api/console/leaveMessages/:id/handle',
      { schema: { params: idParams, body: leaveMessageHandleBody, tags } },
      async (request) => ok(await handleLeaveMessage(ctx, await agentOf(request), request.params.id, request.body.remark)),
    );

    app.get(TicketDeskPath.cardForms, { schema: { tags } }, async (request) => ok(await listCardForms(ctx, await agentOf(request))));
    app.get(TicketDeskPath.templates, { schema: { tags } }, async (request) => ok(await listTemplates(ctx, await adminOf(request))));
    app.post(TicketDeskPath.templates, { schema: { body: ticketTemplateBody, tags } }, async (request) =>
      ok(await createTemplate(ctx, await adminOf(request), request.body)),
    );
    app.get('/api/admin/ticketTemplates/:templateId', { schema: { params: templateParams, tags } }, async (request) =>
      ok(await getTemplate(ctx, await adminOf(request), request.params.templateId)),
    );
    app.post(
      '/api/admin/ticketTemplates/:templateId',
      { schema: { params: templateParams, body: ticketTemplateBody, tags } },
      async (request) => ok(await updateTemplate(ctx, await adminOf(request), request.params.templateId, request.body)),
    );
    app.delete('/api/admin/ticketTemplates/:templateId', { schema: { params: templateParams, tags } }, async (request) => {
      await deleteTemplate(ctx, await adminOf(request), request.params.templateId);
      return ok(null);
    });

    async function adminChannel(request: FastifyRequest, channelId: string) {
      const admin = await adminOf(request);
      const ch = await getChannel(ctx, channelId);
      if (ch.row.tenant_id !== admin.tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return { admin, ch };
    }
    app.get('/api/admin/channels/:channelId/mailPassword', { schema: { params: channelParams, tags } }, async (request) => {
      const { ch } = await adminChannel(request, request.params.channelId);
      return ok({ passwordSet: await hasChannelSecret(ctx, ch.row.id, ChannelSecret.MAIL_PASSWORD) });
    });
    app.post(
      '/api/admin/channels/:channelId/mailPassword',
      { schema: { params: channelParams, body: mailPasswordBody, tags } },
      async (request) => {
        const { admin, ch } = await adminChannel(request, request.params.channelId);
        await inTransaction(ctx, (tx) =>
          writeChannelSecret(ctx, tx.q, admin.tenantId, ch.row.id, ChannelSecret.MAIL_PASSWORD, request.body.password),
        );
        return ok({ passwordSet: request.body.password !== '' });
      },
    );
  };
}
