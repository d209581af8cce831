import { AccountLinkKind, AccountRefusal, ApiCode, type SignupMode } from '@parley/protocol';
import { hashPassword } from '../../platform/auth/password.js';
import type { AppContext } from '../../platform/context.js';
import { inTransaction } from '../../platform/db/unitOfWork.js';
import { ApiError, badRequest } from '../../platform/http/envelope.js';
import { systemMailConfigured } from '../../platform/mail/systemMail.js';
import { openSession } from '../agents/agentAuth.js';
import { createAgent, markEmailVerified } from '../agents/agentStore.js';
import { linkFor, sendLinkMail } from '../accounts/accountMail.js';
import { issueLink, readLink, useLink } from '../accounts/linkStore.js';
import { setWorkspaceStatus, workspaceInfo } from '../workspaces/workspaceStore.js';
import { writeWorkspace } from './workspaces.js';

/**
 * Self-service sign-up (issue 30 item 1), as SIGNUP allows: off (operators create workspaces), invite (an operator's
 * sign-up link, which proves the address), open (anyone: the workspace waits, closed, until the address is confirmed
 * by the link mailed to it).
 */

const closed = () => new ApiError(ApiCode.FORBIDDEN, 'Sign-up is closed on this server', { reason: AccountRefusal.SIGNUP_CLOSED });

export interface SignupInput {
  workspaceName: string;
  nickname: string;
  password: string;
  email?: string | undefined;
  token?: string | undefined;
  locale: 'en' | 'zh';
}

export async function signUp(
  ctx: AppContext,
  input: SignupInput,
): Promise<{ verificationSent: boolean; mailConfigured: boolean; sessionId: string | null }> {
  const mode: SignupMode = ctx.config.signup ?? 'off';
  if (mode === 'off') throw closed();
  const passwordHash = await hashPassword(input.password);
  const admin = (email: string) => ({ email, nickname: input.nickname, avatar: '', signature: '', card: '{}', role: 'admin', capacity: 5 });
  if (input.token) {
    const made = await inTransaction(ctx, async (tx) => {
      const row = await readLink(ctx, tx.q, input.token!, [AccountLinkKind.SIGNUP]);
      await useLink(tx, row, ctx.now());
      const tenantId = await writeWorkspace(ctx, tx, { name: input.workspaceName, locale: input.locale });
      const agentId = await createAgent(tx, tenantId, admin(row.email), passwordHash, ctx.now());
      await markEmailVerified(tx, agentId, ctx.now());
      return { tenantId, agentId };
    });
    return {
      verificationSent: false,
      mailConfigured: systemMailConfigured(ctx),
      sessionId: await openSession(ctx, made.agentId, made.tenantId),
    };
  }
  if (mode !== 'open') throw closed();
  if (!input.email) throw badRequest('email: required');
  const email = input.email;
  await inTransaction(ctx, async (tx) => {
    const tenantId = await writeWorkspace(ctx, tx, { name: input.workspaceName, locale: input.locale, status: 'pending' });
    const agentId = await createAgent(tx, tenantId, admin(email), passwordHash, ctx.now());
    const { token } = await issueLink(ctx, tx, { tenantId, kind: AccountLinkKind.VERIFY, email, agentId });
    await sendLinkMail(
      ctx,
      tx,
      tenantId,
      email,
      { kind: 'verify', workspace: input.workspaceName, link: linkFor(ctx, token) },
      input.locale,
      'Address check',
    );
  });
  return { verificationSent: true, mailConfigured: systemMailConfigured(ctx), sessionId: null };
}

/** The sign-up's address is confirmed: the workspace opens and its admin may sign in. */
export async function confirmSignup(ctx: AppContext, token: string): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await readLink(ctx, tx.q, token, [AccountLinkKind.VERIFY]);
    await useLink(tx, row, ctx.now());
    const ws = await workspaceInfo(tx.q, row.tenant_id!);
    if (ws?.status === 'pending') await setWorkspaceStatus(ctx, tx, ws.id, 'active');
    if (row.agent_id !== null) await markEmailVerified(tx, Number(row.agent_id), ctx.now());
  });
}

/** An operator invites an address to create its own workspace (SIGNUP=invite or open); the link when no mail leaves. */
export async function inviteToSignUp(ctx: AppContext, email: string, locale: 'en' | 'zh'): Promise<string | null> {
  if ((ctx.config.signup ?? 'off') === 'off') throw closed();
  return inTransaction(ctx, async (tx) => {
    const { token } = await issueLink(ctx, tx, { tenantId: null, kind: AccountLinkKind.SIGNUP, email });
    return sendLinkMail(ctx, tx, null, email, { kind: 'signup', link: linkFor(ctx, token) }, locale, 'Sign-up invitation');
  });
}
