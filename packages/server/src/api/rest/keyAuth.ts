import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_KEY_REQUESTS_PER_MINUTE, ApiCode, ApiKeyRefusal, type ApiScope } from '@parley/protocol';
import { bearerKey } from '../../domains/apiKeys/apiKeySecret.js';
import { authenticateApiKey, type KeyHolder } from '../../domains/apiKeys/apiKeyStore.js';
import type { AppContext } from '../../platform/context.js';
import { ApiError } from '../../platform/http/envelope.js';

const WINDOW_MS = 60_000;

/**
 * Who a REST call comes from: the bearer key, checked against its row on every request (a revoked key is refused at
 * once on every node), counted against its per-minute limit (in Redis when the nodes share one), then its scope.
 */
export function keyAuth(ctx: AppContext) {
  const max = ctx.config.apiKeyRequestsPerMinute ?? API_KEY_REQUESTS_PER_MINUTE;
  return async function holderOf(request: FastifyRequest, reply: FastifyReply, scope: ApiScope): Promise<KeyHolder> {
    const key = bearerKey(request.headers.authorization);
    if (!key) throw new ApiError(ApiCode.UNAUTHORIZED, 'Authorization: Bearer <API key> is required', { reason: ApiKeyRefusal.INVALID });
    const holder = await authenticateApiKey(ctx, key);
    if (!holder)
      throw new ApiError(ApiCode.UNAUTHORIZED, 'This API key is unknown or revoked, or its owner is no longer an admin', {
        reason: ApiKeyRefusal.INVALID,
      });
    const { count, resetAt } = await ctx.limits.hit(`apikey:${holder.keyId}`, WINDOW_MS);
    const resetS = Math.max(1, Math.ceil((resetAt - ctx.now()) / 1000));
    reply.header('RateLimit-Limit', max);
    reply.header('RateLimit-Remaining', Math.max(0, max - count));
    reply.header('RateLimit-Reset', resetS);
    if (count > max) {
      reply.header('Retry-After', resetS);
      throw new ApiError(ApiCode.TOO_MANY, `Too many requests with this API key: at most ${max} a minute`);
    }
    if (!holder.scopes.includes(scope))
      throw new ApiError(ApiCode.FORBIDDEN, `This API key lacks the ${scope} scope`, { reason: ApiKeyRefusal.SCOPE, scope });
    return holder;
  };
}
