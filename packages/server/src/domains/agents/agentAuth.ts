import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AGENT_GONE_AFTER_MS,
  AGENT_SESSION_COOKIE,
  AGENT_SESSION_TTL_MS,
  AccountRefusal,
  ApiCode,
  WorkspaceRefusal,
  type AgentProfile,
} from '@parley/protocol';
import { effectivePresence } from './presence.js';
import { presenceAlive, presenceEnded } from './presenceSpans.js';
import { checkSignIn, signInFailed, signInSucceeded } from './signInThrottle.js';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import type { Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, unauthorized } from '../../platform/http/envelope.js';

// Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
const dummyHash = hashPassword(randomBytes(16).toString('hex'));

/** An operator: marked by the command (`--operator`), or named by OPERATOR_EMAILS with an address they proved. */
export function isOperator(ctx: AppContext, a: { operator: number; email: string; email_verified_at: number | null }): boolean {
  return a.operator === 1 || (a.email_verified_at !== null && (ctx.config.operatorEmails ?? []).includes(a.email.toLowerCase()));
}

const refused = (code: number, reason: string, message: string) => new ApiError(code, message, { reason });

/** Why an account whose password was right may still not sign in (or, for a session, go on). */
function standing(row: { deactivated_at: number | null; tenant_status: string }): ApiError | null {
  if (row.deactivated_at !== null)
    return refused(ApiCode.FORBIDDEN, AccountRefusal.DEACTIVATED, 'This account was deactivated by an administrator');
  if (row.tenant_status === 'suspended') return refused(ApiCode.FORBIDDEN, WorkspaceRefusal.SUSPENDED, 'This workspace is suspended');
  if (row.tenant_status === 'pending') return refused(ApiCode.FORBIDDEN, AccountRefusal.UNVERIFIED, 'Confirm your e-mail address first');
  if (row.tenant_status !== 'active') return unauthorized('Wrong e-mail or password');
  return null;
}

/** What sign-in asks beyond the password (domains/accounts: the authenticator code), run once the password is right. */
export interface SecondFactor {
  /** Throws an ApiError when the code is missing or wrong (counted as a failed sign-in); answers whether the session must set it up first. */
  check(agent: { id: number; tenantId: string; requireTwoFactor: boolean }): Promise<{ needsSetup: boolean }>;
}

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
  secondFactor?: SecondFactor,
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
      'agents.deactivated_at',
      'agents.operator',
      'agents.email_verified_at',
      'tenants.name as tenant_name',
      'tenants.logo as tenant_logo',
      'tenants.status as tenant_status',
      'tenants.require_two_factor',
    ])
    .where('agents.email', '=', email)
    // A workspace being erased has no accounts left to speak of.
    .where('tenants.status', '!=', 'deleting');
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
  const refusal = standing(agent);
  if (refusal) throw refusal;
  let needsSetup = false;
  if (secondFactor) {
    try {
      ({ needsSetup } = await secondFactor.check({
        id: Number(agent.id),
        tenantId: agent.tenant_id,
        requireTwoFactor: agent.require_two_factor === 1,
      }));
    } catch (err) {
      // A wrong code counts like a wrong password (S-AB3); a missing one is the first half of a sign-in, not a guess.
      const reason = err instanceof ApiError ? (err.data as { reason?: string } | null)?.reason : undefined;
      if (reason !== AccountRefusal.TWO_FACTOR_NEEDED) await signInFailed(ctx.limits, email, address);
      throw err;
    }
  }
  await signInSucceeded(ctx.limits, email, address);
  const sessionId = await openSession(ctx, Number(agent.id), agent.tenant_id, needsSetup);
  const now = ctx.now();
  return {
    sessionId,
    profile: {
      agentId: Number(agent.id),
      tenantId: agent.tenant_id,
      tenantName: agent.tenant_name,
      tenantLogo: agent.tenant_logo,
      email: agent.email,
      nickname: agent.nickname,
      avatar: agent.avatar,
      role: agent.role === 'admin' ? 'admin' : 'agent',
      presence: effectivePresence(agent.presence, Number(agent.last_active_at), now, AGENT_GONE_AFTER_MS),
      capacity: agent.capacity,
      operator: isOperator(ctx, agent),
      twoFactorSetupRequired: needsSetup,
    },
  };
}

/** A new signed-in session of the agent (sign-in, an accepted invitation); `needsTwoFactor`: only its set-up is allowed. */
export async function openSession(ctx: AppContext, agentId: number, tenantId: string, needsTwoFactor = false): Promise<string> {
  const sessionId = randomBytes(32).toString('base64url');
  const now = ctx.now();
  await ctx.db.kysely
    .insertInto('agent_sessions')
    .values({
      id: sessionId,
      agent_id: agentId,
      tenant_id: tenantId,
      expires_at: now + AGENT_SESSION_TTL_MS,
      created_at: now,
      needs_two_factor: needsTwoFactor ? 1 : 0,
    })
    .execute();
  return sessionId;
}

/** The session cookie (S-AU1): httpOnly, SameSite=Lax, Secure over https, for the session's lifetime. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, sessionId: string): void {
  reply.setCookie(AGENT_SESSION_COOKIE, sessionId, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: AGENT_SESSION_TTL_MS / 1000,
  });
}

/** Ends the agent's sessions but `except` (a password changed: the other devices sign in again). */
export async function endAgentSessions(tx: Tx, agentId: number, except?: string): Promise<void> {
  let q = tx.q.deleteFrom('agent_sessions').where('agent_id', '=', agentId);
  if (except) q = q.where('id', '!=', except);
  await q.execute();
}

/** Ends every session of the workspace (suspended, or erased). */
export async function endWorkspaceSessions(tx: Tx, tenantId: string): Promise<void> {
  await tx.q.deleteFrom('agent_sessions').where('tenant_id', '=', tenantId).execute();
}

/** The agent set up two-factor sign-in: their sessions may do everything again. */
export async function releaseTwoFactorHold(tx: Tx, agentId: number): Promise<void> {
  await tx.q.updateTable('agent_sessions').set({ needs_two_factor: 0 }).where('agent_id', '=', agentId).execute();
}

/** The session cookie's id, when it has the shape of one. */
export const currentSessionId = (request: FastifyRequest): string | undefined => sessionIdOf(request);

/** The agent behind the session cookie; every console query then filters by this tenant. */
/** Session ids are 32 random bytes in base64url: anything else (NUL bytes, a giant cookie) is no session. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;
const sessionIdOf = (request: FastifyRequest): string | undefined => {
  const sid = request.cookies[AGENT_SESSION_COOKIE];
  return sid && SESSION_ID.test(sid) ? sid : undefined;
};

/**
 * `setUp`: the call is one a session held for two-factor set-up may make (the profile, signing out, the set-up itself);
 * any other answers 403 twoFactorSetupRequired until it is done.
 */
export async function currentAgent(ctx: AppContext, request: FastifyRequest, opts: { setUp?: boolean } = {}): Promise<AgentProfile> {
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
      'agents.deactivated_at',
      'agents.operator',
      'agents.email_verified_at',
      'tenants.name as tenant_name',
      'tenants.logo as tenant_logo',
      'tenants.status as tenant_status',
      'agent_sessions.expires_at',
      'agent_sessions.needs_two_factor',
    ])
    .where('agent_sessions.id', '=', sid)
    .executeTakeFirst();
  const now = ctx.now();
  if (!row || row.expires_at <= now) throw unauthorized('Session expired, please log in again');
  // Deactivation and suspension end sessions too; this holds against one that raced them.
  if (standing(row)) throw unauthorized('Session expired, please log in again');
  if (row.needs_two_factor === 1 && !opts.setUp)
    throw refused(ApiCode.FORBIDDEN, AccountRefusal.TWO_FACTOR_SETUP, 'Set up two-factor sign-in first');
  // Any call is a sign of life; written at most every 15 s to spare the database.
  if (now - Number(row.last_active_at) > 15_000) {
    await ctx.db.kysely.updateTable('agents').set({ last_active_at: now }).where('id', '=', row.id).execute();
    await presenceAlive(ctx.db.kysely, Number(row.id), now);
  }
  return {
    agentId: Number(row.id),
    tenantId: row.tenant_id,
    tenantName: row.tenant_name,
    tenantLogo: row.tenant_logo,
    email: row.email,
    nickname: row.nickname,
    avatar: row.avatar,
    role: row.role === 'admin' ? 'admin' : 'agent',
    presence: effectivePresence(row.presence, now, now, AGENT_GONE_AFTER_MS),
    capacity: row.capacity,
    operator: isOperator(ctx, row),
    twoFactorSetupRequired: row.needs_two_factor === 1,
  };
}

/** Only operators reach the operator's calls (403 for everyone else signed in). */
export async function currentOperator(ctx: AppContext, request: FastifyRequest): Promise<AgentProfile> {
  const agent = await currentAgent(ctx, request);
  if (!agent.operator) throw new ApiError(ApiCode.FORBIDDEN, 'Operators only');
  return agent;
}

/** Only admins of the tenant may change its configuration. */
export function requireAdmin(agent: AgentProfile): void {
  if (agent.role !== 'admin') throw new ApiError(403, 'Administrators only');
}

export async function logout(ctx: AppContext, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const sid = sessionIdOf(request);
  if (sid) {
    const q = ctx.db.kysely;
    const row = await q.deleteFrom('agent_sessions').where('id', '=', sid).returning('agent_id').executeTakeFirst();
    // Signing out of the last session ends the agent's presence span (another device keeps it going).
    const now = ctx.now();
    if (row) {
      const others = await q
        .selectFrom('agent_sessions')
        .select('id')
        .where('agent_id', '=', row.agent_id)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!others) await presenceEnded(q, Number(row.agent_id), now);
    }
  }
  reply.clearCookie(AGENT_SESSION_COOKIE, { path: '/' });
}
