import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  kbDocSchema,
  robotDocEnabledBody,
  robotDocUpdateBody,
  robotDocsQuery,
  robotExportQuery,
  robotUnansweredDismissBody,
  robotUnansweredQuery,
  type AgentProfile,
} from '@parley/protocol';
import { getChannel } from '../../domains/channels/channelStore.js';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest, notFound, ok } from '../../platform/http/envelope.js';
import { filePart, partBytes } from '../../platform/http/multipart.js';
import { formatOf, parseKb, serializeKb } from '../../domains/robot/kbFormat.js';
import {
  addMissingDocs,
  deleteDoc,
  findDoc,
  importDocs,
  listDocs,
  searchDocs,
  setDocEnabled,
  updateDoc,
} from '../../domains/robot/kbStore.js';
import { starterKb } from '../../domains/robot/starterKb.js';
import { workspaceInfo } from '../../domains/workspaces/workspaceStore.js';
import { invalidateRobot } from '../../domains/robot/robotCache.js';
import { dismissUnanswered, listUnanswered } from '../../domains/robot/unanswered.js';
import { flowAdminRoutes } from './flowRoutes.js';
import { listFlows, saveFlow } from '../../domains/robot/flows/flowStore.js';

const channelParams = z.object({ channelId: z.string().min(1).max(64) });
const docParams = channelParams.extend({ docId: z.string().min(1).max(64) });

const BASE = '/api/admin/channels/:channelId/robot';

/**
 * The admin's knowledge-base editor for a channel's robot (AdminPath.robotDocs and friends): admins only, and only
 * for a channel of their own tenant. Every change drops the robot's index here and on other nodes, so the next
 * visitor question is answered from the edited documents.
 */
export function robotAdminRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const k = ctx.db.kysely;

    /** The signed-in admin and the channel's robot, which must belong to the admin's tenant. */
    async function robotOf(request: FastifyRequest, channelId: string): Promise<{ admin: AgentProfile; robotNo: string }> {
      const admin = await currentAgent(ctx, request);
      requireAdmin(admin);
      const ch = await getChannel(ctx, channelId);
      // Another tenant's channel answers exactly like a missing one: its existence is not ours to reveal.
      if (ch.row.tenant_id !== admin.tenantId) throw notFound(`Unknown channel: ${channelId}`);
      return { admin, robotNo: ch.row.robot_no };
    }

    const changed = (tenantId: string, robotNo: string) => invalidateRobot(ctx, tenantId, robotNo);

    app.get(`${BASE}/docs`, { schema: { params: channelParams, querystring: robotDocsQuery, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const { q, page, pageSize } = request.query;
      const found = await searchDocs(k, admin.tenantId, robotNo, q, page, pageSize);
      return ok({ ...found, page, pageSize });
    });

    app.post(`${BASE}/docs`, { schema: { params: channelParams, body: kbDocSchema, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const doc = request.body;
      if (await findDoc(k, admin.tenantId, robotNo, doc.docId)) throw new ApiError(409, `docId: ${doc.docId} is already used`);
      await inTransaction(ctx, (tx) => importDocs(tx.q, admin.tenantId, robotNo, [doc], ctx.now()));
      await changed(admin.tenantId, robotNo);
      return ok({ ...doc, updatedAt: ctx.now() });
    });

    app.get(`${BASE}/docs/:docId`, { schema: { params: docParams, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const doc = await findDoc(k, admin.tenantId, robotNo, request.params.docId);
      if (!doc) throw notFound(`No document ${request.params.docId}`);
      return ok(doc);
    });

    app.post(`${BASE}/docs/:docId`, { schema: { params: docParams, body: robotDocUpdateBody, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const doc = { ...request.body, docId: request.params.docId };
      if (!(await updateDoc(k, admin.tenantId, robotNo, doc, ctx.now()))) throw notFound(`No document ${doc.docId}`);
      await changed(admin.tenantId, robotNo);
      return ok({ ...doc, updatedAt: ctx.now() });
    });

    app.post(`${BASE}/docs/:docId/enabled`, { schema: { params: docParams, body: robotDocEnabledBody, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const { docId } = request.params;
      if (!(await setDocEnabled(k, admin.tenantId, robotNo, docId, request.body.enabled, ctx.now())))
        throw notFound(`No document ${docId}`);
      await changed(admin.tenantId, robotNo);
      return ok({ docId, enabled: request.body.enabled });
    });

    app.delete(`${BASE}/docs/:docId`, { schema: { params: docParams, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      if (!(await deleteDoc(k, admin.tenantId, robotNo, request.params.docId))) throw notFound(`No document ${request.params.docId}`);
      await changed(admin.tenantId, robotNo);
      return ok(null);
    });

    // One .json or .csv file; nothing is stored unless every line is good (the errors name each bad line).
    app.post(`${BASE}/import`, { schema: { params: channelParams, tags, consumes: ['multipart/form-data'] } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const part = await filePart(request, 'a multipart form with a .json or .csv file is required');
      if (!/\.(json|csv)$/i.test(part.filename)) {
        part.file.resume();
        throw badRequest('file: expected a .json or .csv file');
      }
      const bytes = await partBytes(part, 'file: too large');
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      } catch {
        throw badRequest('file: not UTF-8 text');
      }
      const { docs, errors, flows = [] } = parseKb(text, formatOf(part.filename));
      if (errors.length) throw new ApiError(400, `file: nothing imported, ${errors.length} problem(s); ${errors[0]}`, { errors });
      if (docs.length === 0 && flows.length === 0) throw badRequest('file: no documents in the file');
      const result = await inTransaction(ctx, (tx) =>
        importDocs(tx.q, admin.tenantId, robotNo, docs, ctx.now(), async (q) => {
          for (const flow of flows) await saveFlow(q, admin.tenantId, robotNo, flow, ctx.now());
        }),
      );
      await changed(admin.tenantId, robotNo);
      return ok(result);
    });

    // S-WB9: the starter answers, any time: those the robot lacks are added, the admin's edits of the others stay.
    app.post(`${BASE}/starter`, { schema: { params: channelParams, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const ch = await getChannel(ctx, request.params.channelId);
      const language = ch.settings.language || (await workspaceInfo(k, admin.tenantId))?.locale;
      const result = await inTransaction(ctx, (tx) =>
        addMissingDocs(tx.q, admin.tenantId, robotNo, starterKb(language === 'zh' ? 'zh' : 'en'), ctx.now()),
      );
      await changed(admin.tenantId, robotNo);
      return ok(result);
    });

    app.get(`${BASE}/export`, { schema: { params: channelParams, querystring: robotExportQuery, tags } }, async (request, reply) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const { format } = request.query;
      // Flows travel with the documents in JSON (S-FL15); CSV has no room for a graph.
      const flows =
        format === 'json' ? (await listFlows(k, admin.tenantId, robotNo)).map(({ version: _v, updatedAt: _u, ...draft }) => draft) : [];
      const body = serializeKb(await listDocs(k, admin.tenantId, robotNo), format, flows);
      return reply
        .header('content-type', format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.channelId.replace(/[^\w.-]/g, '_')}-knowledge.${format}"`)
        .send(body);
    });

    app.get(`${BASE}/unanswered`, { schema: { params: channelParams, querystring: robotUnansweredQuery, tags } }, async (request) => {
      const { admin, robotNo } = await robotOf(request, request.params.channelId);
      const { days, limit } = request.query;
      return ok({ items: await listUnanswered(k, admin.tenantId, robotNo, { days, limit, now: ctx.now() }), days });
    });

    app.post(
      `${BASE}/unanswered/dismiss`,
      { schema: { params: channelParams, body: robotUnansweredDismissBody, tags } },
      async (request) => {
        const { admin, robotNo } = await robotOf(request, request.params.channelId);
        return ok({ dismissed: await dismissUnanswered(k, admin.tenantId, robotNo, request.body.questions) });
      },
    );

    await fastify.register(flowAdminRoutes(ctx));
  };
}
