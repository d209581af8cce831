import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { AccountRefusal, ApiCode, parseJsonOr, type AgentProfile, type TwoFactorSetup, type TwoFactorStatus } from '@parley/protocol';
import { seal, unseal } from '../../platform/auth/secretBox.js';
import { verifyPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { inTransaction, type Tx } from '../../platform/db/unitOfWork.js';
import { ApiError, unauthorized } from '../../platform/http/envelope.js';
import { agentAccount } from '../agents/agentStore.js';
import { releaseTwoFactorHold, type SecondFactor } from '../agents/agentAuth.js';
import { workspaceInfo } from '../workspaces/workspaceStore.js';

/**
 * Two-factor sign-in (issue 30 item 3): an authenticator app's six-digit code (TOTP, RFC 6238, through the
 * well-kept `otpauth`), or one of ten one-time recovery codes. This module owns `account_factors`: the secret sealed
 * with the server secret, the last step a code was accepted for (a code is never accepted twice), and the hashes
 * of the unused recovery codes. An admin can require it for the workspace; an agent without it is then led to set
 * it up at sign-in (their session may do nothing else).
 */

const PERIOD = 30;
const RECOVERY_CODES = 10;
const ISSUER = 'Parley';

const refused = (reason: string, message: string) => new ApiError(ApiCode.UNAUTHORIZED, message, { reason });
const hashCode = (code: string) => createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('base64url');

type FactorRow = { agent_id: number; secret: string; enabled_at: number | null; last_step: number; recovery_codes: string };

async function factorOf(q: Kysely<Database>, agentId: number): Promise<FactorRow | undefined> {
  return q
    .selectFrom('account_factors')
    .select(['agent_id', 'secret', 'enabled_at', 'last_step', 'recovery_codes'])
    .where('agent_id', '=', agentId)
    .executeTakeFirst();
}

function totp(ctx: AppContext, row: Pick<FactorRow, 'secret'>, label = ''): TOTP {
  const base32 = unseal(ctx.config.secret, row.secret);
  if (!base32) throw new ApiError(ApiCode.CONFLICT, 'Two-factor sign-in must be set up again (the server secret changed)');
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), period: PERIOD, digits: 6, algorithm: 'SHA1' });
}

/** The time step the code was right for (this step, or one either side for a slow clock), or null. */
function stepOf(ctx: AppContext, row: FactorRow, code: string): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const now = ctx.now();
  const delta = totp(ctx, row).validate({ token, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, () => {
    const raw = randomBytes(8).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashCode) };
}

/**
 * Checks `code` against the agent's authenticator or their recovery codes and spends it (in `tx`); false when it is
 * neither.
 */
async function spendCode(ctx: AppContext, tx: Tx, row: FactorRow, code: string): Promise<boolean> {
  const step = stepOf(ctx, row, code);
  if (step !== null) {
    if (step <= Number(row.last_step)) return false;
    const res = await tx.q
      .updateTable('account_factors')
      .set({ last_step: step })
      .where('agent_id', '=', row.agent_id)
      .where('last_step', '<', step)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
  const hashes = parseJsonOr<string[]>(row.recovery_codes, []);
  const h = hashCode(code);
  if (!hashes.includes(h)) return false;
  await tx.q
    .updateTable('account_factors')
    .set({ recovery_codes: JSON.stringify(hashes.filter((x) => x !== h)), updated_at: ctx.now() })
    .where('agent_id', '=', row.agent_id)
    .execute();
  return true;
}

/** The second step of sign-in, handed to agents/agentAuth.ts#login with the code the console sent (if any). */
export function authenticatorStep(ctx: AppContext, code: string | undefined): SecondFactor {
  return {
    async check(agent) {
      const row = await factorOf(ctx.db.kysely, agent.id);
      if (!row || row.enabled_at === null) return { needsSetup: agent.requireTwoFactor };
      if (!code) throw refused(AccountRefusal.TWO_FACTOR_NEEDED, 'code: enter the code of your authenticator app');
      if (!(await inTransaction(ctx, (tx) => spendCode(ctx, tx, row, code))))
        throw refused(AccountRefusal.TWO_FACTOR_INVALID, 'code: this code is wrong or was used already');
      return { needsSetup: false };
    },
  };
}

export async function twoFactorStatus(ctx: AppContext, agent: AgentProfile): Promise<TwoFactorStatus> {
  const [row, ws] = await Promise.all([factorOf(ctx.db.kysely, agent.agentId), workspaceInfo(ctx.db.kysely, agent.tenantId)]);
  const enabled = row?.enabled_at != null;
  return {
    enabled,
    required: ws?.requireTwoFactor === true,
    recoveryCodesLeft: enabled ? parseJsonOr<string[]>(row.recovery_codes, []).length : 0,
  };
}

/** A new secret, not in force until a first code is right (enableTwoFactor); replaces a set-up left half-way. */
export async function startTwoFactorSetup(ctx: AppContext, agent: AgentProfile): Promise<TwoFactorSetup> {
  const existing = await factorOf(ctx.db.kysely, agent.agentId);
  if (existing?.enabled_at != null) throw new ApiError(ApiCode.CONFLICT, 'Two-factor sign-in is on already');
  const secret = new Secret({ size: 20 });
  const sealed = seal(ctx.config.secret, secret.base32);
  const now = ctx.now();
  await inTransaction(ctx, (tx) =>
    tx.q
      .insertInto('account_factors')
      .values({ agent_id: agent.agentId, tenant_id: agent.tenantId, secret: sealed, enabled_at: null, updated_at: now })
      .onConflict((oc) =>
        oc.column('agent_id').doUpdateSet({ secret: sealed, enabled_at: null, last_step: 0, recovery_codes: '[]', updated_at: now }),
      )
      .execute(),
  );
  const uri = totp(ctx, { secret: sealed }, `${agent.email} (${agent.tenantName})`).toString();
  return { secret: secret.base32, uri };
}

/** The first right code puts the secret in force; answers the recovery codes, shown this once. */
export async function enableTwoFactor(ctx: AppContext, agent: AgentProfile, code: string): Promise<{ recoveryCodes: string[] }> {
  return inTransaction(ctx, async (tx) => {
    const row = await factorOf(tx.q, agent.agentId);
    if (!row) throw new ApiError(ApiCode.CONFLICT, 'Start the set-up first');
    if (row.enabled_at !== null) throw new ApiError(ApiCode.CONFLICT, 'Two-factor sign-in is on already');
    const step = stepOf(ctx, row, code);
    if (step === null)
      throw new ApiError(ApiCode.BAD_REQUEST, 'code: this code is wrong; check the time on your phone', {
        reason: AccountRefusal.TWO_FACTOR_INVALID,
      });
    const { codes, hashes } = newRecoveryCodes();
    await tx.q
      .updateTable('account_factors')
      .set({ enabled_at: ctx.now(), last_step: step, recovery_codes: JSON.stringify(hashes), updated_at: ctx.now() })
      .where('agent_id', '=', agent.agentId)
      .execute();
    await releaseTwoFactorHold(tx, agent.agentId);
    return { recoveryCodes: codes };
  });
}

async function confirmPassword(ctx: AppContext, agent: AgentProfile, password: string): Promise<void> {
  const account = await agentAccount(ctx.db.kysely, agent.tenantId, agent.agentId);
  if (!account || !(await verifyPassword(password, account.passwordHash))) throw unauthorized('password: wrong password');
}

export async function disableTwoFactor(ctx: AppContext, agent: AgentProfile, password: string): Promise<void> {
  await confirmPassword(ctx, agent, password);
  if ((await workspaceInfo(ctx.db.kysely, agent.tenantId))?.requireTwoFactor)
    throw new ApiError(ApiCode.CONFLICT, 'Your workspace requires two-factor sign-in: it cannot be turned off');
  await inTransaction(ctx, (tx) => tx.q.deleteFrom('account_factors').where('agent_id', '=', agent.agentId).execute());
}

export async function renewRecoveryCodes(ctx: AppContext, agent: AgentProfile, password: string): Promise<{ recoveryCodes: string[] }> {
  await confirmPassword(ctx, agent, password);
  const { codes, hashes } = newRecoveryCodes();
  const changed = await inTransaction(ctx, async (tx) => {
    const res = await tx.q
      .updateTable('account_factors')
      .set({ recovery_codes: JSON.stringify(hashes), updated_at: ctx.now() })
      .where('agent_id', '=', agent.agentId)
      .where('enabled_at', 'is not', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  });
  if (!changed) throw new ApiError(ApiCode.CONFLICT, 'Two-factor sign-in is off');
  return { recoveryCodes: codes };
}

/** An admin removes an agent's two-factor sign-in (a lost phone); false when they had none. */
export async function removeTwoFactor(tx: Tx, tenantId: string, agentId: number): Promise<boolean> {
  const res = await tx.q.deleteFrom('account_factors').where('tenant_id', '=', tenantId).where('agent_id', '=', agentId).executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The agents of the workspace with two-factor sign-in in force. */
export async function agentsWithTwoFactor(q: Kysely<Database>, tenantId: string): Promise<Set<number>> {
  const rows = await q
    .selectFrom('account_factors')
    .select('agent_id')
    .where('tenant_id', '=', tenantId)
    .where('enabled_at', 'is not', null)
    .execute();
  return new Set(rows.map((r) => Number(r.agent_id)));
}

/** A deleted workspace's factors (its erasure). */
export async function eraseWorkspaceFactors(tx: Tx, tenantId: string): Promise<number> {
  const res = await tx.q.deleteFrom('account_factors').where('tenant_id', '=', tenantId).executeTakeFirst();
  return Number(res.numDeletedRows);
}
