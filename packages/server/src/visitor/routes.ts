import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VisitorPath, channelInfoBody, chatStartBody, eventMsgBody, historyMsgBody, msgCompleteBody, pollBody,
  sendMsgBody, sessionMsgBody, typingBody, userBody,
} from '@parley/protocol';
import { getChannel, toChannelInfo } from '../channels/channelStore.js';
import type { AppContext } from '../context.js';
import { authedRoute } from '../http/authedRoute.js';
import { ok } from '../http/envelope.js';
import { tokenOf } from '../http/visitorAuth.js';
import {
  chatStart, closeByVisitor, eventsFor, historyMessages, markRead, offlineMessages, reportTyping,
  sendVisitorMessage, sessionMessages, visitorLeft,
} from './chatService.js';

/** The visitor calls of chat-session.md §7 that the chat shell needs; each validates its body with the shared schema. */
export function visitorRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['visitor'];

    const authed = authedRoute(ctx, fastify, tags);

    app.post(VisitorPath.channelInfo, { schema: { body: channelInfoBody, tags } }, async (request) =>
      ok(toChannelInfo(await getChannel(ctx, request.body.channelId))),
    );

    app.post(VisitorPath.chatStart, { schema: { body: chatStartBody, tags } }, async (request) =>
      ok(await chatStart(ctx, request.body, tokenOf(request), String(request.headers['user-agent'] ?? ''))),
    );

    authed(VisitorPath.sendMsg, sendMsgBody, (b, v) => sendVisitorMessage(ctx, v, b));
    authed(VisitorPath.getSessionMsg, sessionMsgBody, (b, v) => sessionMessages(ctx, v, b.sessionId));
    authed(VisitorPath.getHistoryMsg, historyMsgBody, (b, v) => historyMessages(ctx, v, b));
    authed(VisitorPath.getOfflineMsg, pollBody, async (_b, v) => ({ msgList: await offlineMessages(ctx, v) }));
    authed(VisitorPath.getEventMsg, eventMsgBody, (b, v, req) => {
      const abort = new AbortController();
      req.raw.once('close', () => abort.abort());
      return eventsFor(ctx, v, b, abort.signal);
    });
    authed(VisitorPath.msgComplete, msgCompleteBody, async (b, v) => {
      await markRead(ctx, v, b.msgId);
      return null;
    });
    authed(VisitorPath.typing, typingBody, async (b, v) => {
      await reportTyping(ctx, v, b.msgContent);
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
  };
}
