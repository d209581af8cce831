import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TicketPath,
  VisitorPath,
  addWoBody,
  addWoHandleBody,
  leaveMsgBody,
  leaveMsgListBody,
  msgTemplateBody,
  queryWoByCustomBody,
  queryWoByIdBody,
  rateWoBody,
  renewLinkBody,
  templateFieldsBody,
  woTemplateBody,
} from '@parley/protocol';
import { looksLikeTicketLink } from '../../platform/auth/ticketLink.js';
import { findChannel } from '../../domains/channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound, ok, unauthorized } from '../../platform/http/envelope.js';
import { receiveFile } from '../media/routes.js';
import { authedRoute } from '../shared/authedRoute.js';
import { authenticateVisitor, tokenOf } from '../../domains/visitors/visitorAuth.js';
import { leaveMessage, visitorLeaveMessages } from '../../domains/tickets/leaveMessages.js';
import { TemplateKind, fieldsOf, findTemplate, templatesOf } from '../../domains/tickets/templateStore.js';
import { renewTicketLink } from '../../domains/tickets/linkRenewal.js';
import {
  createTicket,
  linkAccess,
  TICKET_FILES,
  rateTicket,
  readTicket,
  replyByCustomer,
  ticketFor,
  visitorTickets,
  type TicketAccess,
} from '../../domains/tickets/ticketService.js';

/** The visitor's calls of leave-messages-work-orders §7, with the paths and fields as the spec names them. */
export function ticketRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['tickets'];
    const authed = authedRoute(ctx, fastify, tags);

    /** The ticket's visitor by token, or a ticket link's holder (the link's token, in the header or the body). */
    async function accessOf(request: FastifyRequest, b: { userId?: string; token?: string }): Promise<TicketAccess> {
      const token = b.token ?? tokenOf(request);
      if (looksLikeTicketLink(token)) return linkAccess(ctx, token!);
      return { kind: 'visitor', visitor: await authenticateVisitor(ctx, request, b.userId) };
    }

    /** The tenant a template call is about: the visitor's (by token), else the one named by tenantId or channelId. */
    async function tenantOf(request: FastifyRequest, b: { tenantId?: string; channelId?: string }): Promise<string> {
      const claims = ctx.verifyToken(tokenOf(request), ctx.now());
      if (claims) return claims.tenantId;
      if (b.tenantId) return b.tenantId;
      const channel = b.channelId ? await findChannel(ctx, b.channelId) : null;
      if (channel) return channel.row.tenant_id;
      throw badRequest('tenantId: name the tenant (or send the visitor token)');
    }

    authed(VisitorPath.leaveMsg, leaveMsgBody, (b, v) => leaveMessage(ctx, v, b));
    authed(VisitorPath.getLeaveMsgList, leaveMsgListBody, (_b, v) => visitorLeaveMessages(ctx, v));

    // Form definitions are what the visitor is shown anyway; the template's random id is what reaches them.
    app.post(TicketPath.getTemplateFiledInfoByTypeId, { schema: { body: templateFieldsBody, tags } }, async (request) => {
      const row = await findTemplate(ctx.db.kysely, request.body.tenantId, request.body.id);
      if (!row || row.kind !== TemplateKind.TYPE) throw notFound(`No such ticket type: ${request.body.id}`);
      return ok({ items: fieldsOf(row), woType: { typeId: row.id, typeName: row.name } });
    });
    app.post(TicketPath.getTemplateFiledInfoByTemplateId, { schema: { body: templateFieldsBody, tags } }, async (request) => {
      const row = await findTemplate(ctx.db.kysely, request.body.tenantId, request.body.id);
      if (!row) throw notFound(`No such template: ${request.body.id}`);
      return ok({ items: fieldsOf(row), woType: { typeId: row.id, typeName: row.name } });
    });
    app.post(TicketPath.getWoTemplate, { schema: { body: woTemplateBody, tags } }, async (request) => {
      const rows = await templatesOf(ctx.db.kysely, await tenantOf(request, request.body), TemplateKind.TYPE);
      return ok({ list: rows.map((r) => ({ typeId: r.id, typeName: r.name, templateId: r.id })) });
    });
    app.post(TicketPath.getMsgTemplate, { schema: { body: msgTemplateBody, tags } }, async (request) => {
      const rows = await templatesOf(ctx.db.kysely, await tenantOf(request, request.body), TemplateKind.CARD);
      return ok({ list: rows.map((r) => ({ templateId: r.id, templateName: r.name })) });
    });

    authed(TicketPath.addWo, addWoBody, (b, v) => createTicket(ctx, v, b));
    authed(TicketPath.queryWoByCustom, queryWoByCustomBody, async (b, v) => {
      if (b.tenantId !== v.tenant_id) throw badRequest('tenantId: not the tenant of this visitor');
      return { list: await visitorTickets(ctx, v) };
    });

    app.post(TicketPath.queryWoById, { schema: { body: queryWoByIdBody, tags } }, async (request) =>
      ok(await readTicket(ctx, await accessOf(request, request.body), request.body.id)),
    );
    app.post(TicketPath.addWoHandleInfo, { schema: { body: addWoHandleBody, tags } }, async (request) => {
      await replyByCustomer(ctx, await accessOf(request, request.body), request.body);
      return ok(null);
    });
    app.post(TicketPath.rateWo, { schema: { body: rateWoBody, tags } }, async (request) => {
      await rateTicket(ctx, await accessOf(request, request.body), request.body);
      return ok(null);
    });

    // A stranger may call it with any old link: few per address; the ticket itself mails at most once in a while.
    app.post(
      TicketPath.renewLink,
      { schema: { body: renewLinkBody, tags }, config: { rateLimit: { max: 10, timeWindow: '10 minutes' } } },
      async (request) => ok(await renewTicketLink(ctx, request.body.token)),
    );

    // Attachments: images only, checked by content. The visitor's token names the owner; a ticket link's holder
    // (the standalone /workorder page) names the ticket with a woId field sent before the file.
    app.post(
      TicketPath.clientUpload,
      { schema: { tags, consumes: ['multipart/form-data'] }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request) => {
        const token = tokenOf(request);
        const uploaded = await receiveFile(
          ctx,
          request,
          async (fields) => {
            if (looksLikeTicketLink(token)) {
              if (!fields.woId) throw badRequest('woId: name the ticket (a field before the file)');
              const ticket = await ticketFor(ctx, linkAccess(ctx, token!), fields.woId);
              return { tenantId: ticket.tenant_id, visitorId: Number(ticket.visitor_id) };
            }
            const claims = ctx.verifyToken(token, ctx.now());
            if (!claims) throw unauthorized();
            const visitor = await authenticateVisitor(ctx, request, fields.userId ?? claims.userId);
            return { tenantId: visitor.tenant_id, visitorId: Number(visitor.id) };
          },
          TICKET_FILES,
        );
        return ok(uploaded);
      },
    );
  };
}
