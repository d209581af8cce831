import { AccountLinkKind, ApiCode, type AgentProfile } from '@parley/protocol';
import { hashPassword, verifyPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError, unauthorized } from '../../platform/http/envelope.js';
import { accountsByEmail, agentAccount, setAgentPassword } from '../agents/agentStore.js';
import { endAgentSessions } from '../agents/agentAuth.js';
import { workspaceInfo } from '../workspaces/workspaceStore.js';
import { linkFor, maskedAddress, sendLinkMail } from './accountMail.js';
import { issueLink, readLink, useLink, voidAgentLinks } from './linkStore.js';

/**
 * Passwords (issue 30 item 3): "forgot password" mails a link valid 30 minutes, once, and answers the same whether
 * or not the address has an account; a reset or a change ends the agent's other sessions and voids older links.
 */

/** Per address asked about, and per client address: counted before anything is looked up, so a 429 tells nothing. */
export const FORGOT_LIMITS = {
  perEmail: { max: 3, windowMs: 60 * 60_000 },
  perAddress: { max: 10, windowMs: 15 * 60_000 },
};

async function within(ctx: AppContext, key: string, limit: { max: number; windowMs: number }): Promise<void> {
  const { count, resetAt } = await ctx.limits.hit(key, limit.windowMs);
  if (count > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((resetAt - ctx.now()) / 1000));
    throw new ApiError(ApiCode.TOO_MANY, `Too many requests: try again in ${retryAfter} s`, { retryAfter });
  }
}

export async function forgotPassword(ctx: AppContext, email: string, clientAddress: string): Promise<void> {
  await within(ctx, `forgot:addr:${clientAddress}`, FORGOT_LIMITS.perAddress);
  await within(ctx, `forgot:email:${email}`, FORGOT_LIMITS.perEmail);
  const accounts = await accountsByEmail(ctx.db.kysely, email);
  // One mail per workspace the address signs in to; nothing at all for an unknown one, and the same answer.
  for (const account of accounts) {
    await inTransaction(ctx, async (tx) => {
      const ws = (await workspaceInfo(tx.q, account.tenantId))!;
      await voidAgentLinks(tx, account.id, AccountLinkKind.RESET, ctx.now());
      const { token } = await issueLink(ctx, tx, { tenantId: account.tenantId, kind: AccountLinkKind.RESET, email, agentId: account.id });
      await sendLinkMail(
        ctx,
        tx,
        account.tenantId,
        email,
        { kind: 'reset', workspace: ws.name, link: linkFor(ctx, token) },
        ws.locale,
        'Password reset',
      );
    });
  }
  if (!accounts.length) ctx.log.info({ email: maskedAddress(email) }, 'password reset asked for an address without an account');
}

/** The link's new password: every session ends (whoever had the old one is out), the address counts as proven. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await inTransaction(ctx, async (tx) => {
    const row = await readLink(ctx, tx.q, token, [AccountLinkKind.RESET]);
    await useLink(tx, row, ctx.now());
    const account = row.agent_id === null ? undefined : await agentAccount(tx.q, row.tenant_id!, Number(row.agent_id));
    if (!account || account.deactivated)
      throw new ApiError(ApiCode.GONE, 'token: this account cannot sign in any more', { reason: 'linkRevoked' });
    await setAgentPassword(tx, account.id, passwordHash, ctx.now(), true);
    await endAgentSessions(tx, account.id);
    await voidAgentLinks(tx, account.id, AccountLinkKind.RESET, ctx.now());
  });
}

/** A signed-in agent's new password: their other sessions end, this one stays. */
export async function changePassword(
  ctx: AppContext,
  agent: AgentProfile,
  sessionId: string,
  current: string,
  next: string,
): Promise<void> {
  const account = await agentAccount(ctx.db.kysely, agent.tenantId, agent.agentId);
  if (!account || !(await verifyPassword(current, account.passwordHash))) throw unauthorized('currentPassword: wrong password');
  const passwordHash = await hashPassword(next);
  await inTransaction(ctx, async (tx) => {
    await setAgentPassword(tx, account.id, passwordHash, ctx.now(), false);
    await endAgentSessions(tx, account.id, sessionId);
    await voidAgentLinks(tx, account.id, AccountLinkKind.RESET, ctx.now());
  });
}
