import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CallPath,
  VideoPath,
  VisitorPath,
  adminVideoStatusBody,
  callIdParams,
  callSettingsBody,
  consoleSignalBody,
  expireVideoTokenBody,
  sessionIdParams,
  startCallBody,
  userVideoInvitationBody,
  videoAddBody,
  videoAnswerBody,
  videoSignalBody,
  videoTokenBody,
} from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http/envelope.js';
import { authedRoute } from '../shared/authedRoute.js';
import { callSettingsOf, saveCallSettings } from '../../domains/calls/callSettings.js';
import {
  agentActs,
  agentLiveCalls,
  agentRings,
  agentSignals,
  agentToken,
  visitorAnswers,
  visitorConnected,
  visitorHangsUp,
  visitorInvites,
  visitorSignals,
  visitorToken,
  visitorVideoStatus,
} from '../../domains/calls/callService.js';

/** The call paths: the spec's video calls for the visitor, ours beside them, the console's and the admin's. */
export function callRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['calls'];
    const authed = authedRoute(ctx, fastify, tags);

    authed(VisitorPath.adminVideoStatus, adminVideoStatusBody, (_b, v) => visitorVideoStatus(ctx, v));
    authed(VisitorPath.userVideoInvitation, userVideoInvitationBody, (b, v) => visitorInvites(ctx, v, b.videoType));
    authed(VisitorPath.getVideoToken, videoTokenBody, (b, v) => visitorToken(ctx, v, b.callId));
    authed(VisitorPath.expireVideoToken, expireVideoTokenBody, (b, v) => visitorHangsUp(ctx, v, b.callId));
    authed(VideoPath.add, videoAddBody, (b, v) => visitorConnected(ctx, v, b.callId));
    authed(CallPath.videoAccept, videoAnswerBody, (b, v) => visitorAnswers(ctx, v, b.callId, true));
    authed(CallPath.videoDecline, videoAnswerBody, (b, v) => visitorAnswers(ctx, v, b.callId, false));
    authed(CallPath.videoSignal, videoSignalBody, (b, v) => visitorSignals(ctx, v, b.callId, b.token, b.signal));

    app.post(CallPath.start(':sessionId'), { schema: { params: sessionIdParams, body: startCallBody, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      return ok(await agentRings(ctx, agent, request.params.sessionId, request.body.videoType));
    });
    app.get(CallPath.live, { schema: { tags } }, async (request) => ok(await agentLiveCalls(ctx, await currentAgent(ctx, request))));
    app.get(CallPath.token(':callId'), { schema: { params: callIdParams, tags } }, async (request) =>
      ok(await agentToken(ctx, await currentAgent(ctx, request), request.params.callId)),
    );
    for (const kind of ['accept', 'decline', 'end'] as const) {
      app.post(CallPath[kind](':callId'), { schema: { params: callIdParams, tags } }, async (request) =>
        ok(await agentActs(ctx, await currentAgent(ctx, request), request.params.callId, kind)),
      );
    }
    app.post(CallPath.signal(':callId'), { schema: { params: callIdParams, body: consoleSignalBody, tags } }, async (request) =>
      ok(await agentSignals(ctx, await currentAgent(ctx, request), request.params.callId, request.body.token, request.body.signal)),
    );

    app.get(CallPath.settings, { schema: { tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return ok(await callSettingsOf(ctx, agent.tenantId));
    });
    app.post(CallPath.settings, { schema: { body: callSettingsBody, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return ok(await saveCallSettings(ctx, agent.tenantId, request.body));
    });
  };
}
