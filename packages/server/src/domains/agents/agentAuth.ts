import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_GONE_AFTER_MS, AGENT_SESSION_COOKIE, AGENT_SESSION_TTL_MS, type AgentProfile } from '@parley/protocol';
import { effectivePresence } from './presence.js';
import { checkSignIn, signInFailed, signInSucceeded } from './signInThrottle.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import { ApiError, unauthorized } from '../../platform/http/envelope.js';

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/**
 * Signs an agent in. E-mails are unique per tenant, not across the server, so one address may have an account in
 * several workspaces: the password picks the account, and when it opens more than one the caller must name the
 * workspace (409 listing them, told only to whoever holds that password for each).
 */
export async function login(
  ctx: AppContext,
  email: string,
  password: string,
  address: string,
  tenantId?: string,
): Promise<{ sessionId: string; profile: AgentProfile }> {
  await checkSignIn(ctx.limits, email, address);
  let query = ctx.db.kysely
    .selectFrom('agents')
    .innerJoin('tenants', 'tenants.id', 'agents.tenant_id')
    .select([
      'agents.id',
      'agents.tenant_id',
      'agents.email',
      'agents.password_hash',
      'agents.nickname',
      'agents.avatar',
      'agents.role',
      'agents.capacity',
      'agents.presence',
      'agents.last_active_at',
      'tenants.name as tenant_name',
    ])
    .where('agents.email', '=', email);
  if (tenantId !== undefined) query = query.where('agents.tenant_id', '=', tenantId);
  const candidates = await query.orderBy('agents.tenant_id').limit(20).execute();
  const matching = [];
  for (const c of candidates) if (await verifyPassword(password, c.password_hash)) matching.push(c);
  // A wrong e-mail costs one hash like a wrong password does.
  if (candidates.length === 0) await verifyPassword(password, await dummyHash);
  const agent = matching[0];
  if (!agent) {
    await signInFailed(ctx.limits, email, address);
    throw unauthorized('Wrong e-mail or password');
  }
  if (matching.length > 1) {
    const workspaces = matching.map((m) => ({ tenantId: m.tenant_id, tenantName: m.tenant_name }));
    throw new ApiError(409, 'tenantId: this e-mail signs in to several workspaces; choose one', { workspaces });
  }
  await signInSucceeded(ctx.limits, email, address);
  const sessionId = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.kysely
    .insertInto('agent_sessions')
    .values({ id: sessionId, agent_id: agent.id, tenant_id: agent.tenant_id, expires_at: now + AGENT_SESSION_TTL_MS, created_at: now })
    .execute();
  return {
    sessionId,
    profile: {
      agentId: Number(agent.id),
      tenantId: agent.tenant_id,
      tenantName: agent.tenant_name,
      email: agent.email,
      nickname: agent.nickname,
      avatar: agent.avatar,
      role: agent.role === 'admin' ? 'admin' : 'agent',
      presence: effectivePresence(agent.presence, Number(agent.last_active_at), now, AGENT_GONE_AFTER_MS),
      capacity: agent.capacity,
    },
  };
}

/** The agent behind the session cookie; every console query then filters by this tenant. */
/** Session ids are 32 random bytes in base64url: anything else (NUL bytes, a giant cookie) is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const sid = request.cookies[AGENT_SESSION_COOKIE];
  return sid && SESSION_ID.test(sid) ? sid : undefined;
};

export async function currentAgent(ctx: AppContext, request: FastifyRequest): Promise<AgentProfile> {
  const sid = sessionIdOf(request);
  if (!sid) throw unauthorized('Please log in');
  const row = await ctx.db.kysely
    .selectFrom('agent_sessions')
    .innerJoin('agents', 'agents.id', 'agent_sessions.agent_id')
    .innerJoin('tenants', 'tenants.id', 'agents.tenant_id')
    .select([
      'agents.id',
      'agents.tenant_id',
      'agents.email',
      'agents.nickname',
      'agents.avatar',
      'agents.role',
      'agents.capacity',
      'agents.presence',
      'agents.last_active_at',
      'tenants.name as tenant_name',
      'agent_sessions.expires_at',
    ])
    .where('agent_sessions.id', '=', sid)
    .executeTakeFirst();
  const now = ctx.now();
  if (!row || row.expires_at <= now) throw unauthorized('Session expired, please log in again');
  // Any call is a sign of life; written at most every 15 s to spare the database.
  if (now - Number(row.last_active_at) > 15_000) {
    await ctx.db.kysely.updateTable('agents').set({ last_active_at: now }).where('id', '=', row.id).execute();
  }
  return {
    agentId: Number(row.id),
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    role: row.role === 'admin' ? 'admin' : 'agent',
    presence: effectivePresence(row.presence, now, now, AGENT_GONE_AFTER_MS),
    capacity: row.capacity,
  };
}

/** Only admins of the tenant may change its configuration. */
export function requireAdmin(agent: AgentProfile): void {
  if (agent.role !== 'admin') throw new ApiError(403, 'Administrators only');
}

export async function logout(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = sessionIdOf(request);
  if (sid) await ctx.db.kysely.deleteFrom('agent_sessions').where('id', '=', sid).execute();
  reply.clearCookie(AGENT_SESSION_COOKIE, { path: '/' });
}
