import type { FastifyRequest } from 'fastify';
import { TOKEN_HEADER } from '@parley/protocol';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { unauthorized } from '../../platform/http/envelope.js';
import { requireVisitor } from './visitorStore.js';

export function tokenOf(request: FastifyRequest): string | undefined {
  const h = request.headers[TOKEN_HEADER];
  return Array.isArray(h) ? h[0] : h;
}

/**
 * The visitor a call acts for: the token must be valid and name the body's userId,
 * so a guessed or borrowed userId reads nothing. Calls whose userId is optional (getRobotDoc)
 * pass undefined and the token alone names the visitor.
 */
export async function authenticateVisitor(ctx: AppContext, request: FastifyRequest, userId: string | undefined): Promise<Visitor> {
  const claims = ctx.verifyToken(tokenOf(request), ctx.now());
  if (!claims || (userId !== undefined && claims.userId !== userId)) throw unauthorized();
  return requireVisitor(ctx, claims.tenantId, claims.userId);
}
