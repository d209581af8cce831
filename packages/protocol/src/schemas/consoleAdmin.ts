import { z } from 'zod';
import { agentSummarySchema, cardFieldsSchema } from './console.js';

/* Additions for the console's settings pages, beside console.ts (which keeps its shapes unchanged). */

/** GET AdminPath.agents answers a list of these; AdminPath.agent(id) answers one. Everything the edit form shows. */
export const adminAgentSchema = agentSummarySchema.extend({
  email: z.string(),
  signature: z.string(),
  card: cardFieldsSchema,
});
export type AdminAgent = z.infer<typeof adminAgentSchema>;

/** GET AdminPath.channels answers a list of these: enough to pick the channel whose working hours are edited. */
export const channelSummarySchema = z.object({ channelId: z.string(), name: z.string() });
export type ChannelSummary = z.infer<typeof channelSummarySchema>;
