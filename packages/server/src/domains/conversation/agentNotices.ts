import type { AgentStreamEvent, PresenceValue } from '@parley/protocol';
import { topics } from '../../platform/bus/bus.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/unitOfWork.js';

/**
 * Live updates for the consoles of a tenant. Not durable: a console refetches its lists when it reconnects, so
 * they are published on the bus only, after the write that caused them has committed.
 */
export function tellAgents(ctx: AppContext, tx: Tx, tenantId: string, event: AgentStreamEvent | (() => Promise<AgentStreamEvent>)): void {
  tx.afterCommit(async () => {
    const e = typeof event === 'function' ? await event() : event;
    await ctx.bus.publish(topics.tenant(tenantId), JSON.stringify(e));
  });
}

/** For what writes nothing (typing, a visitor leaving the page): published at once. */
export async function notifyAgentsNow(ctx: AppContext, tenantId: string, event: AgentStreamEvent): Promise<void> {
  await ctx.bus.publish(topics.tenant(tenantId), JSON.stringify(event));
}

/** An agent's presence changed: every console of the tenant shows it. */
export function presenceChanged(ctx: AppContext, tx: Tx, tenantId: string, agentId: number, presence: PresenceValue): void {
  tellAgents(ctx, tx, tenantId, { type: 'presence', agentId, presence });
}
