import { z } from 'zod';

/* The agent console's calls (/api/console/*): not in the widget spec, ours. */

export const ConsolePath = {
  login: '/api/console/login',
  logout: '/api/console/logout',
  me: '/api/console/me',
} as const;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(200),
});

export const agentProfileSchema = z.object({
  agentId: z.number().int(),
  tenantId: z.string(),
  tenantName: z.string(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  role: z.enum(['agent', 'admin']),
});
export type AgentProfile = z.infer<typeof agentProfileSchema>;

export const AGENT_SESSION_COOKIE = 'parley_session';
export const AGENT_SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
