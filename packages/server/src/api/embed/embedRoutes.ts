import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EmbedPath, embedLoadedBody } from '@parley/protocol';
import { recordEmbedLoad } from '../../domains/setup/installCheck.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, ok } from '../../platform/http/envelope.js';

/**
 * The embed loader's installation check (S-WB5). The loader sends a beacon (text/plain JSON, so the browser needs no
 * preflight); the answer is the same whether or not anything was recorded, and says nothing about the channel.
 */
export function embedRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    // In this scope only: a beacon's text/plain body is JSON.
    const parseJson = fastify.getDefaultJsonParser('error', 'error');
    fastify.removeContentTypeParser('text/plain');
    fastify.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 4096 }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      void parseJson(request, text, (err, value) => done(err ? badRequest('body: not JSON') : null, value));
    });
    app.post(
      EmbedPath.loaded,
      { schema: { body: embedLoadedBody, tags: ['embed'] }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request) => {
        const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
        await recordEmbedLoad(ctx, request.body.channelId, request.body.url, origin);
        return ok(null);
      },
    );
  };
}
