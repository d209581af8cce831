import type { AgentStreamEvent } from '@parley/protocol';
import { topics } from '../bus/bus.js';
import type { AppContext } from '../context.js';

/** Live updates for the consoles of a tenant (not durable: a console refetches its lists when it reconnects). */
export async function notifyAgents(ctx: AppContext, tenantId: string, event: AgentStreamEvent): Promise<void> {
  await ctx.bus.publish(topics.tenant(tenantId), JSON.stringify(event));
}
