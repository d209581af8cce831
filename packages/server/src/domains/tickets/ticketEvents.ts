import type { Kysely } from 'kysely';
import type { TicketSummary } from '@parley/protocol';
import { getChannel } from '../channels/channelStore.js';
import type { AppContext } from '../../platform/context.js';
import type { Database, TicketRow } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { tellAgents } from '../conversation/agentNotices.js';
import { parseWorkingHours } from '../routing/workingHours.js';
import { toSummary } from './ticketPresentation.js';

/** The consoles' view of tickets, and telling them (after commit) what changed. */

export async function ticketSummaries(ctx: AppContext, q: Kysely<Database>, rows: readonly TicketRow[]): Promise<TicketSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const agentIds = [...new Set(rows.map((r) => r.assignee_agent_id).filter((a): a is number => a != null))];
  const visitorIds = [...new Set(rows.map((r) => r.visitor_id))];
  const [agents, visitors, lastIds] = await Promise.all([
    agentIds.length ? q.selectFrom('agents').select(['id', 'nickname']).where('id', 'in', agentIds).execute() : Promise.resolve([]),
    q.selectFrom('visitors').select(['id', 'user_id']).where('id', 'in', visitorIds).execute(),
    q
      .selectFrom('ticket_handles')
      .select((eb) => ['ticket_id', eb.fn.max('id').as('last')])
      .where('ticket_id', 'in', ids)
      .groupBy('ticket_id')
      .execute(),
  ]);
  const lastHandleIds = lastIds.map((r) => Number(r.last)).filter((n) => n > 0);
  const lastHandles = lastHandleIds.length
    ? await q.selectFrom('ticket_handles').selectAll().where('id', 'in', lastHandleIds).execute()
    : [];
  const names = new Map(agents.map((a) => [Number(a.id), a.nickname]));
  const userIds = new Map(visitors.map((v) => [Number(v.id), v.user_id]));
  const lastByTicket = new Map(lastHandles.map((h) => [Number(h.ticket_id), h]));
  const hours = new Map<string, ReturnType<typeof parseWorkingHours>>();
  for (const channelId of new Set(rows.map((r) => r.channel_id))) {
    hours.set(channelId, parseWorkingHours((await getChannel(ctx, channelId, q)).row.working_hours));
  }
  const now = ctx.now();
  return rows.map((r) =>
    toSummary(r, {
      wh: hours.get(r.channel_id)!,
      now,
      agentName: (id) => names.get(id) ?? '',
      customerUserId: userIds.get(Number(r.visitor_id)) ?? '',
      lastHandle: lastByTicket.get(Number(r.id)),
    }),
  );
}

/** Agents learn of a new ticket, a customer's reply, or a change, once the write has committed. */
export function tellTicketChanged(
  ctx: AppContext,
  tx: Tx,
  ticket: Pick<TicketRow, 'id' | 'tenant_id'>,
  reason: 'created' | 'customerReply' | 'updated',
): void {
  tellAgents(ctx, tx, ticket.tenant_id, async () => {
    const row = await ctx.db.kysely.selectFrom('tickets').selectAll().where('id', '=', ticket.id).executeTakeFirstOrThrow();
    const [summary] = await ticketSummaries(ctx, ctx.db.kysely, [row]);
    return { type: 'ticketChanged', reason, ticket: summary! };
  });
}
