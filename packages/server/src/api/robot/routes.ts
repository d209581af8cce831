import type { FastifyInstance } from 'fastify';
import { VisitorPath, commentDocBody, robotAskBody, robotDocBody, robotTipsBody, updateSessionMsgBody } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import { authedRoute } from '../shared/authedRoute.js';
import { notFound } from '../../platform/http/envelope.js';
import { commentDoc } from '../../domains/robot/feedback.js';
import { listenForKbChanges } from '../../domains/robot/robotCache.js';
import { robotAsk, visitorRobot } from '../../domains/robot/robotService.js';
import { updateFlowMessage } from '../../domains/robot/flows/flowMessages.js';

/** The robot's visitor calls (chat-session.md §7): robotAsk, robotTips, commentDoc, getRobotDoc, updateSessionMsg. */
export function robotRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    await listenForKbChanges(ctx);
    const authed = authedRoute(ctx, fastify, ['robot']);

    authed(VisitorPath.robotAsk, robotAskBody, (b, v) => robotAsk(ctx, v, b));

    authed(VisitorPath.robotTips, robotTipsBody, async (b, v) => {
      if (b.question.trim() === '') return [];
      const { engine } = await visitorRobot(ctx, v, b.robotNo);
      return engine.tips(b.question);
    });

    authed(VisitorPath.commentDoc, commentDocBody, (b, v) => commentDoc(ctx, v, b));

    authed(VisitorPath.updateSessionMsg, updateSessionMsgBody, (b, v) => updateFlowMessage(ctx, v, b));

    authed(VisitorPath.getRobotDoc, robotDocBody, async (b, v) => {
      const { engine } = await visitorRobot(ctx, v, undefined);
      const doc = engine.doc(b.docId);
      if (!doc) throw notFound(`No document ${b.docId}`);
      return { docQuestion: doc.question, docAnswer: doc.answer, channelId: v.channel_id };
    });
  };
}
