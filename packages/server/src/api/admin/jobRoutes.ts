import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { JobPath, jobListQuery, type JobPage, type JobStatusValue, type JobView } from '@parley/protocol';
import { currentAgent, requireAdmin } from '../../domains/agents/agentAuth.js';
import type { AppContext } from '../../platform/context.js';
import type { JobRow } from '../../platform/db/schema.js';
import { notFound, ok } from '../../platform/http/envelope.js';
import { listJobs, retryFailedJob } from '../../platform/jobs/jobQueue.js';

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** What an admin sees of a job: what, when, why it failed; never its payload (it may hold a customer's address). */
function toView(row: JobRow): JobView {
  return {
    jobId: Number(row.id),
    kind: row.kind,
    status: row.status as JobStatusValue,
    summary: row.summary,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lastError: row.last_error,
    createdAt: Number(row.created_at),
    runAt: Number(row.run_at),
    finishedAt: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** The workspace's background jobs (/api/admin/jobs): failures to read, and "retry" (issue 29 item 2). */
export function jobRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['admin'];
    const admin = async (request: Parameters<typeof currentAgent>[1]) => {
      const agent = await currentAgent(ctx, request);
      requireAdmin(agent);
      return agent;
    };

    app.get(JobPath.jobs, { schema: { querystring: jobListQuery, tags } }, async (request) => {
      const me = await admin(request);
      const rows = await listJobs(ctx.db, me.tenantId, request.query);
      const page: JobPage = {
        items: rows.map(toView),
        nextBefore: rows.length === request.query.limit ? Number(rows.at(-1)!.id) : null,
      };
      return ok(page);
    });

    app.post('/api/admin/jobs/:id/retry', { schema: { params: idParams, tags } }, async (request) => {
      const me = await admin(request);
      if (!(await retryFailedJob(ctx.db, me.tenantId, request.params.id, ctx.now()))) throw notFound('No such failed job');
      ctx.jobs.wake();
      return ok(null);
    });
  };
}
