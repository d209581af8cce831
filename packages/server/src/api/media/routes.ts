import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AGENT_SESSION_COOKIE, VisitorPath, sessionIdParams, uploadBase64Body } from '@parley/protocol';
import { fileLinkValid } from '../../platform/auth/fileLink.js';
import { currentAgent } from '../../domains/agents/agentAuth.js';
import { tenantSession } from '../../domains/conversation/sessionStore.js';
import type { AppContext } from '../../platform/context.js';
import { authedRoute } from '../shared/authedRoute.js';
import { ApiError, notFound, ok, unauthorized } from '../../platform/http/envelope.js';
import { filePart } from '../../platform/http/multipart.js';
import { authenticateVisitor, tokenOf } from '../../domains/visitors/visitorAuth.js';
import { kindOfSuffix } from '../../domains/media/sniff.js';
import { FILE_ROUTE, storeBase64Image, storeUpload, type Owner } from '../../domains/media/uploadService.js';

const fileParams = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), name: z.string().max(400) });
const fileQuery = z.object({ s: z.string().max(64).optional(), e: z.coerce.number().int().positive().optional() });

/** Reads the single file part of a multipart request and stores it for `owner` (of the kinds `only` allows). */
export async function receiveFile(
  ctx: AppContext,
  request: FastifyRequest,
  ownerOf: (fields: Record<string, string>) => Promise<Owner>,
  only?: Parameters<typeof storeUpload>[5],
) {
  const part = await filePart(request, 'a multipart form with a file is required');
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(part.fields)) {
    const f = Array.isArray(v) ? v[0] : v;
    if (f && f.type === 'field' && typeof f.value === 'string') fields[k] = f.value;
  }
  let owner: Owner;
  try {
    owner = await ownerOf(fields);
  } catch (err) {
    // Refused before its bytes were read: drain them so the answer is not held up behind the upload.
    part.file.resume();
    throw err;
  }
  return storeUpload(ctx, owner, part.file, part.filename, () => part.file.truncated, only);
}

export function mediaRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const authed = authedRoute(ctx, fastify, ['visitor']);

    // Multipart: the token names the visitor; a userId field, when sent before the file, must agree.
    app.post(
      VisitorPath.upload,
      { schema: { tags: ['visitor'], consumes: ['multipart/form-data'] }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
      async (request) => {
        const claims = ctx.verifyToken(tokenOf(request), ctx.now());
        if (!claims) throw unauthorized();
        const uploaded = await receiveFile(ctx, request, async (fields) => {
          const visitor = await authenticateVisitor(ctx, request, fields.userId ?? claims.userId);
          return { tenantId: visitor.tenant_id, visitorId: visitor.id };
        });
        return ok(uploaded);
      },
    );

    authed(VisitorPath.uploadBase64, uploadBase64Body, (b, v) =>
      storeBase64Image(ctx, { tenantId: v.tenant_id, visitorId: v.id }, b.imgData),
    );

    app.post(
      '/api/console/conversations/:sessionId/upload',
      { schema: { params: sessionIdParams, tags: ['console'], consumes: ['multipart/form-data'] } },
      async (request) => {
        const agent = await currentAgent(ctx, request);
        const session = await tenantSession(ctx.db.kysely, agent.tenantId, request.params.sessionId);
        return ok(
          await receiveFile(ctx, request, async () => ({
            tenantId: agent.tenantId,
            visitorId: Number(session.visitor_id),
            agentId: agent.agentId,
          })),
        );
      },
    );

    app.get(`${FILE_ROUTE}/:key/:name`, { schema: { params: fileParams, querystring: fileQuery, hide: true } }, async (request, reply) => {
      const row = await ctx.db.kysely.selectFrom('uploads').selectAll().where('key', '=', request.params.key).executeTakeFirst();
      if (!row) throw notFound('No such file');
      if (!(await mayRead(ctx, request, row, request.query))) throw new ApiError(403, 'This file is not yours to read');
      return sendStored(ctx, request, reply, row);
    });
  };
}

/** The conversation's visitor (by a signed link not expired, or token) and the tenant's agents (by cookie) may read a file. */
async function mayRead(
  ctx: AppContext,
  request: FastifyRequest,
  row: { key: string; tenant_id: string; visitor_id: number | null },
  link: { s?: string; e?: number },
): Promise<boolean> {
  if (row.visitor_id != null && fileLinkValid(ctx.config.secret, row.key, Number(row.visitor_id), link.e, link.s, ctx.now())) return true;
  const claims = ctx.verifyToken(tokenOf(request), ctx.now());
  if (claims && row.visitor_id != null) {
    const v = await ctx.db.kysely
      .selectFrom('visitors')
      .select('id')
      .where('tenant_id', '=', claims.tenantId)
      .where('user_id', '=', claims.userId)
      .executeTakeFirst();
    if (v && Number(v.id) === Number(row.visitor_id)) return true;
  }
  if (request.cookies[AGENT_SESSION_COOKIE]) {
    const agent = await currentAgent(ctx, request).catch(() => null);
    if (agent?.tenantId === row.tenant_id) return true;
  }
  return false;
}

/**
 * Serves a stored file safely: the checked type, never sniffed; images, video and audio inline, anything
 * else (and SVG, which can carry script) as an attachment; a sandboxing CSP; byte ranges for seeking.
 */
async function sendStored(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  row: { key: string; name: string; suffix: string; mime: string; size: number },
) {
  const kind = kindOfSuffix(row.suffix);
  const inline = kind !== 'file' && row.suffix !== 'svg';
  const size = Number(row.size);
  reply
    .header('Content-Type', inline ? row.mime : row.suffix === 'svg' ? 'image/svg+xml' : 'application/octet-stream')
    .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`)
    .header('Content-Security-Policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
    .header('Cache-Control', 'private, max-age=31536000, immutable')
    .header('Accept-Ranges', 'bytes');
  const range = /^bytes=(\d*)-(\d*)$/.exec(String(request.headers.range ?? ''));
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start > end || start >= size) {
      return reply.status(416).header('Content-Range', `bytes */${size}`).send();
    }
    reply
      .status(206)
      .header('Content-Range', `bytes ${start}-${end}/${size}`)
      .header('Content-Length', end - start + 1);
    return reply.send(await ctx.files.read(row.key, { start, end }));
  }
  reply.header('Content-Length', size);
  return reply.send(await ctx.files.read(row.key));
}
