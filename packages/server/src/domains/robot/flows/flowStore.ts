/**
 * The robot's flows (every saved version, S-FL12, S-FL15) and each conversation's position in one. Reads and writes
 * take a query builder, so a caller's transaction holds them with its other writes.
 */
import type { Kysely } from 'kysely';
import type { Flow, FlowDraft, FlowState } from '@parley/protocol';
import type { Database } from '../../../platform/db/schema.js';
import { ApiError } from '../../../platform/http/envelope.js';
import { readFlow } from './engine.js';

type Q = Kysely<Database>;

/** The current (highest) version of each of the robot's flows, by flowId. */
export async function listFlows(q: Q, tenantId: string, robotNo: string): Promise<Flow[]> {
  const rows = await q
    .selectFrom('robot_flows as f')
    .select(['f.flow_id', 'f.version', 'f.definition', 'f.created_at'])
    .where('f.tenant_id', '=', tenantId)
    .where('f.robot_no', '=', robotNo)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('robot_flows as g')
            .select('g.id')
            .whereRef('g.tenant_id', '=', 'f.tenant_id')
            .whereRef('g.robot_no', '=', 'f.robot_no')
            .whereRef('g.flow_id', '=', 'f.flow_id')
            .whereRef('g.version', '>', 'f.version'),
        ),
      ),
    )
    .orderBy('f.flow_id')
    .execute();
  return rows.flatMap((r) => readFlow(r.definition, r.version, Number(r.created_at)) ?? []);
}

/** One flow: the given version, or the current one. */
export async function findFlow(q: Q, tenantId: string, robotNo: string, flowId: string, version?: number): Promise<Flow | undefined> {
  let query = q
    .selectFrom('robot_flows')
    .select(['version', 'definition', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('flow_id', '=', flowId);
  query = version === undefined ? query.orderBy('version', 'desc').limit(1) : query.where('version', '=', version);
  const row = await query.executeTakeFirst();
  return row ? readFlow(row.definition, row.version, Number(row.created_at)) : undefined;
}

/** Tries of one save against others of the same flow taking the version it meant to write. */
const SAVE_TRIES = 20;

/**
 * Saves the draft as the flow's next version (a draft equal to the current version is kept as it is). Saves of one
 * flow at once each get their own version: one that finds its number taken reads again and takes the next.
 */
export async function saveFlow(q: Q, tenantId: string, robotNo: string, draft: FlowDraft, now: number): Promise<Flow> {
  const definition = JSON.stringify(draft);
  for (let i = 0; i < SAVE_TRIES; i++) {
    const current = await findFlow(q, tenantId, robotNo, draft.flowId);
    if (current) {
      const { version: _v, updatedAt: _u, ...same } = current;
      if (JSON.stringify(same) === definition) return current;
    }
    const version = (current?.version ?? 0) + 1;
    const res = await q
      .insertInto('robot_flows')
      .values({ tenant_id: tenantId, robot_no: robotNo, flow_id: draft.flowId, version, definition, created_at: now })
      .onConflict((oc) => oc.columns(['tenant_id', 'robot_no', 'flow_id', 'version']).doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) > 0) return { ...draft, version, updatedAt: now };
  }
  throw new ApiError(409, `flowId: ${draft.flowId} is being saved by others; try again`);
}

export async function deleteFlow(q: Q, tenantId: string, robotNo: string, flowId: string): Promise<boolean> {
  const res = await q
    .deleteFrom('robot_flows')
    .where('tenant_id', '=', tenantId)
    .where('robot_no', '=', robotNo)
    .where('flow_id', '=', flowId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

export async function findRun(q: Q, sessionId: number): Promise<FlowState | undefined> {
  const row = await q.selectFrom('robot_flow_runs').select('state').where('session_id', '=', sessionId).executeTakeFirst();
  if (!row) return undefined;
  try {
    return JSON.parse(row.state) as FlowState;
  } catch {
    return undefined;
  }
}

/** Keeps the conversation's position, or forgets it when the flow is over (null). */
export async function putRun(q: Q, tenantId: string, sessionId: number, state: FlowState | null, now: number): Promise<void> {
  if (!state) {
    await q.deleteFrom('robot_flow_runs').where('session_id', '=', sessionId).execute();
    return;
  }
  const values = { flow_id: state.flowId, version: state.version, state: JSON.stringify(state), updated_at: now };
  await q
    .insertInto('robot_flow_runs')
    .values({ session_id: sessionId, tenant_id: tenantId, ...values })
    .onConflict((oc) => oc.column('session_id').doUpdateSet(values))
    .execute();
}
