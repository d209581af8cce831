import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  UserStatus,
  VisitorPath,
  channelGroupBody,
  channelInfoBody,
  chatStartBody,
  eventMsgBody,
  eventStreamQuery,
  historyMsgBody,
  msgCompleteBody,
  parseJsonOr,
  pollBody,
  sendMsgBody,
  sessionMsgBody,
  sysMsgBody,
  transferAgentBody,
  typingBody,
  userBody,
} from '@parley/protocol';
import { agentCard, listGroups } from '../../domains/routing/agentRoster.js';
import { transferVisitor } from '../../domains/routing/routingService.js';
import { issueStreamTicket, openVisitorStream } from './eventStream.js';
import { activeSession } from '../../domains/conversation/sessionStore.js';
import { getChannel, requireOpenChannel } from '../../domains/channels/channelStore.js';
import { requireOpenWorkspace } from '../../domains/workspaces/workspaceStore.js';
import { visitorChannelInfo } from './channelInfo.js';
import type { AppContext } from '../../platform/context.js';
import { authedRoute } from '../shared/authedRoute.js';
import { ok, unauthorized } from '../../platform/http/envelope.js';
import { pollEvents } from './eventPoll.js';
import { tokenOf } from '../../domains/visitors/visitorAuth.js';
import {
  chatStart,
  closeByVisitor,
  historyMessages,
  markRead,
  offlineMessages,
  recordSystemMessage,
  sendVisitorMessage,
  sessionMessages,
} from '../../domains/chat/visitorChat.js';
import { visitorLeft, visitorTyping } from '../../domains/conversation/activityActions.js';

/** The visitor calls of chat-session.md §7 that the chat shell needs; each validates its body with the shared schema. */
export function visitorRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['visitor'];

    const authed = authedRoute(ctx, fastify, tags);

    app.post(VisitorPath.channelInfo, { schema: { body: channelInfoBody, tags } }, async (request) =>
      ok(await visitorChannelInfo(ctx, request.body.channelId)),
    );

    // Each start may create a visitor: bounded per client address.
    app.post(
      VisitorPath.chatStart,
      { schema: { body: chatStartBody, tags }, config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
      async (request) => {
        const channel = await getChannel(ctx, request.body.channelId);
        await requireOpenWorkspace(ctx, channel.row.tenant_id);
        requireOpenChannel(channel);
        return ok(await chatStart(ctx, request.body, tokenOf(request), String(request.headers['user-agent'] ?? '')));
      },
    );

    authed(VisitorPath.sendMsg, sendMsgBody, (b, v) => sendVisitorMessage(ctx, v, b));
    authed(VisitorPath.getSessionMsg, sessionMsgBody, (b, v) => sessionMessages(ctx, v, b.sessionId));
    authed(VisitorPath.getHistoryMsg, historyMsgBody, (b, v) => historyMessages(ctx, v, b));
    authed(VisitorPath.getOfflineMsg, pollBody, async (_b, v) => ({ msgList: await offlineMessages(ctx, v) }));
    // Not through `authed`: an idle poll is answered without reading the visitor (S-EV10–S-EV12).
    app.post(VisitorPath.getEventMsg, { schema: { body: eventMsgBody, tags } }, async (request) => {
      const claims = ctx.verifyToken(tokenOf(request), ctx.now());
      if (!claims || claims.userId !== request.body.userId) throw unauthorized();
      // Only a held poll needs to hear that its client left; the 2 s pollers (most of them) skip the controller.
      let signal: AbortSignal | undefined;
      if ((request.body.wait ?? 0) > 0) {
        const abort = new AbortController();
        request.raw.once('close', () => abort.abort());
        signal = abort.signal;
      }
      return ok(await pollEvents(ctx, claims, request.body, signal));
    });
    authed(VisitorPath.msgComplete, msgCompleteBody, async (b, v) => {
      await markRead(ctx, v, b.msgId);
      return null;
    });
    authed(VisitorPath.typing, typingBody, async (b, v) => {
      await visitorTyping(ctx, v, b.msgContent);
      return null;
    });
    authed(VisitorPath.chatClose, userBody, async (_b, v) => {
      await closeByVisitor(ctx, v);
      return null;
    });
    authed(VisitorPath.beforeUnload, userBody, async (_b, v) => {
      await visitorLeft(ctx, v);
      return null;
    });

    authed(VisitorPath.transferAgent, transferAgentBody, (b, v) => transferVisitor(ctx, v, { groupId: b.groupId, adminId: b.adminId }));
    authed(VisitorPath.getChannelGroup, channelGroupBody, async (_b, v) => {
      // groupConfig lists the groups this channel offers; none listed offers every group of the tenant.
      const { settings } = await getChannel(ctx, v.channel_id);
      const offered = parseJsonOr<unknown[]>(settings.groupConfig, [])
        .map((g) => (g && typeof g === 'object' && 'groupId' in g ? String(g.groupId) : null))
        .filter((g): g is string => g !== null);
      const groups = await listGroups(ctx, v.tenant_id);
      return groups
        .filter((g) => offered.length === 0 || offered.includes(g.groupId))
        .map((g) => ({ groupId: g.groupId, groupName: g.groupName }));
    });
    authed(VisitorPath.getAdminCard, userBody, async (_b, v) => {
      const session = await activeSession(ctx.db.kysely, v.id);
      if (!session || session.status !== UserStatus.AGENT || session.agent_id == null) return null;
      return agentCard(ctx.db.kysely, v.tenant_id, session.agent_id);
    });
    authed(VisitorPath.sysMsg, sysMsgBody, (b, v) => recordSystemMessage(ctx, v, b.msgContent));
    authed(VisitorPath.eventStreamTicket, userBody, async (_b, v) => issueStreamTicket(ctx, v));
    // No HEAD twin: a stream has no end for HEAD to wait for.
    app.get(VisitorPath.eventStream, { schema: { querystring: eventStreamQuery, tags }, exposeHeadRoute: false }, (request, reply) =>
      openVisitorStream(ctx, request, reply, request.query),
    );
  };
}
