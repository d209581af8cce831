import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiScope,
  RestPath,
  chatMessageSchema,
  conversationDetailSchema,
  envelope,
  restConversationPageSchema,
  restConversationsQuery,
  restMessagePageSchema,
  restMessagesQuery,
  restSendBody,
  restSessionParams,
  restTicketCreateBody,
  restTicketPageSchema,
  restTicketParams,
  restTicketReplyBody,
  restTicketsQuery,
  restVisitorHistorySchema,
  restVisitorParams,
  restVisitorSchema,
  restVisitorUpdateBody,
  ticketDetailSchema,
  ticketUpdateBody,
} from '@parley/protocol';
import { replyByAgent, ticketDetail, updateTicket } from '../../domains/tickets/deskService.js';
import {
  listConversations,
  listMessages,
  listTicketsPage,
  readConversation,
  readVisitor,
  visitorHistory,
} from '../../domains/restApi/restReads.js';
import { createTicketFor, sendMessage, updateVisitor } from '../../domains/restApi/restWrites.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';
import { keyAuth } from './keyAuth.js';

/** The OpenAPI security scheme every REST call names (registered with the document in app.ts). */
export const REST_SECURITY_SCHEME = 'apiKey';

/**
 * The REST API (/api/v1/*) for workspace API keys: each call validates with the protocol's schema, authenticates
 * the bearer key with the scope it needs, and calls the action the console's own call uses, as the key's owner.
 */
export function restRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const holderOf = keyAuth(ctx);
    const doc = (summary: string, scope: ApiScope, description = '') => ({
      tags: ['REST API'],
      summary,
      description: `${description}${description ? ' ' : ''}Scope: \`${scope}\`.`,
      security: [{ [REST_SECURITY_SCHEME]: [] }],
    });
    const { READ, WRITE } = ApiScope;

    app.get(
      RestPath.conversations,
      {
        schema: {
          ...doc('List and search conversations', READ, 'Newest first; page with `cursor`.'),
          querystring: restConversationsQuery,
          response: { 200: envelope(restConversationPageSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await listConversations(ctx, agent.tenantId, request.query));
      },
    );
    app.get(
      '/api/v1/conversations/:sessionId',
      {
        schema: {
          ...doc('Read a conversation', READ, 'With the visitor’s profile.'),
          params: restSessionParams,
          response: { 200: envelope(conversationDetailSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await readConversation(ctx, agent.tenantId, request.params.sessionId));
      },
    );
    app.get(
      '/api/v1/conversations/:sessionId/messages',
      {
        schema: {
          ...doc('Read a conversation’s messages', READ, 'Oldest first; internal notes have insideFlag 1.'),
          params: restSessionParams,
          querystring: restMessagesQuery,
          response: { 200: envelope(restMessagePageSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await listMessages(ctx, agent.tenantId, request.params.sessionId, request.query));
      },
    );
    app.post(
      '/api/v1/conversations/:sessionId/messages',
      {
        schema: {
          ...doc(
            'Send an agent message',
            WRITE,
            'As the key’s owner, into a conversation with an agent (409 otherwise); `inside: true` adds an internal note to any conversation. A retried `clientId` answers the first message.',
          ),
          params: restSessionParams,
          body: restSendBody,
          response: { 200: envelope(chatMessageSchema) },
        },
      },
      async (request, reply) => {
        const holder = await holderOf(request, reply, WRITE);
        return ok(await sendMessage(ctx, holder, request.params.sessionId, request.body));
      },
    );

    app.get(
      RestPath.tickets,
      {
        schema: {
          ...doc('List and search tickets', READ, 'Newest first; page with `cursor`.'),
          querystring: restTicketsQuery,
          response: { 200: envelope(restTicketPageSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await listTicketsPage(ctx, agent.tenantId, request.query));
      },
    );
    app.post(
      RestPath.tickets,
      {
        schema: {
          ...doc('Create a ticket', WRITE, 'For one of the workspace’s visitors, of a ticket type (default: their channel’s).'),
          body: restTicketCreateBody,
          response: { 200: envelope(ticketDetailSchema) },
        },
      },
      async (request, reply) => {
        const holder = await holderOf(request, reply, WRITE);
        return ok(await createTicketFor(ctx, holder, request.body));
      },
    );
    app.get(
      '/api/v1/tickets/:woId',
      {
        schema: {
          ...doc('Read a ticket', READ, 'With its timeline (public replies, customer replies, internal notes).'),
          params: restTicketParams,
          response: { 200: envelope(ticketDetailSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await ticketDetail(ctx, agent, request.params.woId));
      },
    );
    app.patch(
      '/api/v1/tickets/:woId',
      {
        schema: {
          ...doc('Update a ticket', WRITE, 'Status, priority, assignee (agent or group); only the fields sent change.'),
          params: restTicketParams,
          body: ticketUpdateBody.meta({ example: { status: 1, priority: 2, assigneeAgentId: 3 } }),
          response: { 200: envelope(ticketDetailSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, WRITE);
        return ok(await updateTicket(ctx, agent, request.params.woId, request.body));
      },
    );
    app.post(
      '/api/v1/tickets/:woId/replies',
      {
        schema: {
          ...doc(
            'Reply to a ticket or add an internal note',
            WRITE,
            'A public reply tells the customer (event, and e-mail when the channel sends it).',
          ),
          params: restTicketParams,
          body: restTicketReplyBody,
          response: { 200: envelope(ticketDetailSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, WRITE);
        return ok(await replyByAgent(ctx, agent, request.params.woId, { ...request.body, files: [] }));
      },
    );

    app.get(
      '/api/v1/visitors/:userId',
      {
        schema: {
          ...doc('Read a visitor', READ, 'Contact fields, custom fields (`params`) and the pre-chat form’s answers (`formParams`).'),
          params: restVisitorParams,
          response: { 200: envelope(restVisitorSchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await readVisitor(ctx, agent.tenantId, request.params.userId));
      },
    );
    app.patch(
      '/api/v1/visitors/:userId',
      {
        schema: {
          ...doc(
            'Update a visitor',
            WRITE,
            'Contact fields and custom fields; only those sent change, a custom field set to null is removed.',
          ),
          params: restVisitorParams,
          body: restVisitorUpdateBody,
          response: { 200: envelope(restVisitorSchema) },
        },
      },
      async (request, reply) => {
        const holder = await holderOf(request, reply, WRITE);
        return ok(await updateVisitor(ctx, holder, request.params.userId, request.body));
      },
    );
    app.get(
      '/api/v1/visitors/:userId/history',
      {
        schema: {
          ...doc('A visitor’s history', READ, 'Their conversations and tickets, newest first (at most 100 of each).'),
          params: restVisitorParams,
          response: { 200: envelope(restVisitorHistorySchema) },
        },
      },
      async (request, reply) => {
        const { agent } = await holderOf(request, reply, READ);
        return ok(await visitorHistory(ctx, agent.tenantId, request.params.userId));
      },
    );
  };
}
