import type { z } from 'zod';
import {
  ApiCode,
  WebhookEvent,
  checkAgentRating,
  robotLabelsOf,
  splitTags,
  type IsEvaluateAnswer,
  type evaluateBody,
} from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ratingRecorded } from '../conversation/sessionActions.js';
import { latestSession as newestSession } from '../conversation/sessionStore.js';
import { conversationKey, emitWebhookEvent } from '../webhooks/emit.js';
import type { AppContext } from '../../platform/context.js';
import type { Session, Visitor } from '../../platform/db/schema.js';
import { ApiError, badRequest } from '../../platform/http/envelope.js';

const MESSAGES = {
  star: 'evaluateAdminStar: please choose a star rating',
  content: 'evaluateAdminContent: please enter the evaluation content',
  label: 'evaluateAdminTag: please select a label',
  unknownLabel: 'evaluateAdminTag: not a label of this rating level',
} as const;

/** The conversation a rating is about: the visitor's latest one. */
function latestSession(ctx: AppContext, visitor: Visitor): Promise<Session | undefined> {
  return newestSession(ctx.db.kysely, visitor.id);
}

export async function evaluationState(ctx: AppContext, visitor: Visitor): Promise<IsEvaluateAnswer & { session?: Session }> {
  const session = await latestSession(ctx, visitor);
  if (!session) return { enableEvaluate: false, target: null, evaluated: false, reason: 'none', sessionId: 0, adminNick: '' };
  const target = session.agent_id != null ? 'agent' : 'robot';
  const rated = await ctx.db.kysely.selectFrom('evaluations').select('id').where('session_id', '=', session.id).executeTakeFirst();
  const agent =
    session.agent_id != null
      ? await ctx.db.kysely.selectFrom('agents').select('nickname').where('id', '=', session.agent_id).executeTakeFirst()
      : undefined;
  const base = { target, sessionId: Number(session.id), adminNick: agent?.nickname ?? '', session } as const;
  if (rated) return { ...base, enableEvaluate: false, evaluated: true, reason: 'rated' };
  // A service rating only after the consultation ends, unless the agent invited it.
  if (target === 'agent' && session.status !== 0 && session.evaluate_invited_at == null) {
    return { ...base, enableEvaluate: false, evaluated: false, reason: 'notEnded' };
  }
  return { ...base, enableEvaluate: true, evaluated: false, reason: 'ok' };
}

export async function submitEvaluation(ctx: AppContext, visitor: Visitor, body: z.output<typeof evaluateBody>): Promise<void> {
  const state = await evaluationState(ctx, visitor);
  const session = state.session;
  if (!session || state.reason === 'none') throw new ApiError(ApiCode.CONFLICT, 'There is no conversation to rate yet');
  if (state.reason === 'rated') throw new ApiError(ApiCode.CONFLICT, 'This conversation has already been rated');
  if (state.reason === 'notEnded') throw new ApiError(ApiCode.CONFLICT, 'A service rating can be given once the consultation ends');
  const { settings } = await getChannel(ctx, session.channel_id);
  const config = settings.evaluateConfig;
  let row: { star: number | null; solved: number | null; tags: string[]; comment: string };
  if (state.target === 'agent') {
    const tags = splitTags(body.evaluateAdminTag);
    const comment = body.evaluateAdminContent ?? '';
    const problem = checkAgentRating(config, { star: body.evaluateAdminStar, solved: body.evaluateAdminSolve, comment, tags });
    if (problem) throw badRequest(MESSAGES[problem.message]);
    row = { star: config.evaluateModel === 2 ? null : body.evaluateAdminStar!, solved: body.evaluateAdminSolve ?? null, tags, comment };
  } else {
    if (body.evaluateRobotSolve === undefined) throw badRequest('evaluateRobotSolve: please say whether your question was solved');
    const tags = body.evaluateRobotSolve === 1 ? [] : splitTags(body.evaluateRobotTag);
    const allowed = robotLabelsOf(config);
    if (tags.some((t) => !allowed.includes(t))) throw badRequest('evaluateRobotTag: not a robot rating label');
    row = {
      star: null,
      solved: body.evaluateRobotSolve,
      tags,
      comment: body.evaluateRobotSolve === 1 ? '' : (body.evaluateRobotContent ?? ''),
    };
  }
  try {
    await inTransaction(ctx, async (tx) => {
      await tx.q
        .insertInto('evaluations')
        .values({
          tenant_id: session.tenant_id,
          session_id: session.id,
          visitor_id: visitor.id,
          agent_id: session.agent_id,
          target: state.target!,
          star: row.star,
          solved: row.solved,
          tags: JSON.stringify(row.tags),
          comment: row.comment.trim(),
          created_at: ctx.now(),
        })
        .execute();
      ratingRecorded(ctx, tx, session);
      const rating = {
        conversationId: Number(session.id),
        visitorId: visitor.user_id,
        agentId: session.agent_id === null ? null : Number(session.agent_id),
        target: state.target!,
        star: row.star,
        solved: row.solved,
        tags: row.tags,
        comment: row.comment.trim(),
        createdAt: ctx.now(),
      };
      const e = { tenantId: session.tenant_id, type: WebhookEvent.RATING_CREATED, data: { rating }, orderKey: conversationKey(session.id) };
      await emitWebhookEvent(ctx, tx, e);
    });
  } catch {
    // The unique index on session_id: a second rating raced the first.
    throw new ApiError(ApiCode.CONFLICT, 'This conversation has already been rated');
  }
}

/** An erased visitor's ratings (the erasure's transaction); answers how many went. */
export async function eraseVisitorRatings(tx: Tx, tenantId: string, visitorId: number): Promise<number> {
  const res = await tx.q.deleteFrom('evaluations').where('tenant_id', '=', tenantId).where('visitor_id', '=', visitorId).executeTakeFirst();
  return Number(res.numDeletedRows);
}

/** A deleted workspace's rows of this owner (domains/operator/workspaceErasure.ts, issue 30). */
export async function eraseWorkspaceRatings(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('evaluations').where('tenant_id', '=', tenantId).execute();
}
