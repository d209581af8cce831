import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Visitor } from '../../platform/db/schema.js';
import { ok } from '../../platform/http/envelope.js';
import { authenticateVisitor } from '../../domains/visitors/visitorAuth.js';
import { requireOpenWorkspace } from '../../domains/workspaces/workspaceStore.js';
import { getChannel, requireOpenChannel } from '../../domains/channels/channelStore.js';

type Schema = z.ZodType<{ userId?: string | undefined }>;

export type AuthedHandler<S extends Schema> = (b: z.output<S>, v: Visitor, req: FastifyRequest) => Promise<unknown>;

/**
 * Registers visitor calls made by a known visitor: the body is validated with its shared schema,
 * then the token is checked against the body's userId (or, where the spec makes userId optional,
 * the token alone names the visitor) before the handler runs.
 */
export function authedRoute(ctx: AppContext, fastify: FastifyInstance, tags: string[]) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  return function authed<S extends Schema>(path: string, body: S, handler: AuthedHandler<S>): void {
    app.post(path, { schema: { body, tags } }, async (request) => {
      const b = request.body as z.output<S>;
      const visitor = await authenticateVisitor(ctx, request, b.userId);
      await requireOpenWorkspace(ctx, visitor.tenant_id);
      requireOpenChannel(await getChannel(ctx, visitor.channel_id));
      return ok(await handler(b, visitor, request));
    });
  };
}
