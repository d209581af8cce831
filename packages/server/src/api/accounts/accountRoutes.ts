import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AccountPath,
  acceptInvitationBody,
  accountTokenBody,
  changePasswordBody,
  forgotPasswordBody,
  ownProfileBody,
  passwordConfirmBody,
  resetPasswordBody,
  signupBody,
  twoFactorCodeBody,
  type AccountLinkInfo,
} from '@parley/protocol';
import { currentAgent, currentSessionId, setSessionCookie } from '../../domains/agents/agentAuth.js';
import { acceptInvitation } from '../../domains/accounts/invitations.js';
import { readLink, type LinkKind } from '../../domains/accounts/linkStore.js';
import { changePassword, forgotPassword, resetPassword } from '../../domains/accounts/passwords.js';
import { ownProfile, saveProfile } from '../../domains/accounts/team.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  renewRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
} from '../../domains/accounts/twoFactor.js';
import { confirmSignup, signUp } from '../../domains/operator/signup.js';
import { workspaceInfo } from '../../domains/workspaces/workspaceStore.js';
import type { AppContext } from '../../platform/context.js';
import { ok, unauthorized } from '../../platform/http/envelope.js';

/** Public calls are bounded per client address (the tokens themselves cannot be guessed: they are signed). */
const PUBLIC_LIMIT = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Self-service (/api/account/*): the public page's links, forgotten passwords, sign-up; a signed-in agent's own account. */
export function accountRoutes(ctx: AppContext) {
  return async function (fastify: FastifyInstance) {
    const app = fastify.withTypeProvider<ZodTypeProvider>();
    const tags = ['account'];

    app.post(AccountPath.link, { schema: { body: accountTokenBody, tags }, config: PUBLIC_LIMIT }, async (request) => {
      const kinds: LinkKind[] = ['invite', 'reset', 'verify', 'signup'];
      const row = await readLink(ctx, ctx.db.kysely, request.body.token, kinds);
      const ws = row.tenant_id ? await workspaceInfo(ctx.db.kysely, row.tenant_id) : undefined;
      const info: AccountLinkInfo = {
        kind: row.kind as LinkKind,
        email: row.email,
        workspaceName: ws?.name ?? '',
        role: row.role === 'admin' ? 'admin' : row.role === 'agent' ? 'agent' : null,
        expiresAt: Number(row.expires_at),
        locale: ws?.locale ?? 'en',
      };
      return ok(info);
    });

    app.post(
      AccountPath.acceptInvitation,
      { schema: { body: acceptInvitationBody, tags }, config: PUBLIC_LIMIT },
      async (request, reply) => {
        const b = request.body;
        const { sessionId } = await acceptInvitation(ctx, b.token, b.nickname, b.password);
        setSessionCookie(request, reply, sessionId);
        return ok(null);
      },
    );

    app.post(AccountPath.resetPassword, { schema: { body: resetPasswordBody, tags }, config: PUBLIC_LIMIT }, async (request) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return ok(null);
    });

    // Limited per address asked about and per client address inside (passwords.ts), before any lookup.
    app.post(AccountPath.forgotPassword, { schema: { body: forgotPasswordBody, tags } }, async (request) => {
      await forgotPassword(ctx, request.body.email, request.ip);
      return ok(null);
    });

    app.post(AccountPath.verifyEmail, { schema: { body: accountTokenBody, tags }, config: PUBLIC_LIMIT }, async (request) => {
      await confirmSignup(ctx, request.body.token);
      return ok(null);
    });

    app.get(AccountPath.signup, { schema: { tags } }, async () => ok({ mode: ctx.config.signup ?? 'off' }));
    app.post(
      AccountPath.signup,
      { schema: { body: signupBody, tags }, config: { rateLimit: { max: 5, timeWindow: '1 hour' } } },
      async (request, reply) => {
        const result = await signUp(ctx, request.body);
        if (result.sessionId) setSessionCookie(request, reply, result.sessionId);
        return ok({ verificationSent: result.verificationSent, mailConfigured: result.mailConfigured });
      },
    );

    app.get(AccountPath.profile, { schema: { tags } }, async (request) => ok(await ownProfile(ctx, await currentAgent(ctx, request))));
    app.post(AccountPath.profile, { schema: { body: ownProfileBody, tags } }, async (request) =>
      ok(await saveProfile(ctx, await currentAgent(ctx, request), request.body)),
    );

    app.post(AccountPath.password, { schema: { body: changePasswordBody, tags } }, async (request) => {
      const agent = await currentAgent(ctx, request);
      const sid = currentSessionId(request);
      if (!sid) throw unauthorized('Please log in');
      await changePassword(ctx, agent, sid, request.body.currentPassword, request.body.newPassword);
      return ok(null);
    });

    // A session held for two-factor set-up (the workspace requires it) may make these calls, and no others.
    const setUp = { setUp: true };
    app.get(AccountPath.twoFactor, { schema: { tags } }, async (request) =>
      ok(await twoFactorStatus(ctx, await currentAgent(ctx, request, setUp))),
    );
    app.post(AccountPath.twoFactorSetup, { schema: { tags } }, async (request) =>
      ok(await startTwoFactorSetup(ctx, await currentAgent(ctx, request, setUp))),
    );
    app.post(AccountPath.twoFactorEnable, { schema: { body: twoFactorCodeBody, tags } }, async (request) =>
      ok(await enableTwoFactor(ctx, await currentAgent(ctx, request, setUp), request.body.code)),
    );
    app.post(AccountPath.twoFactorDisable, { schema: { body: passwordConfirmBody, tags } }, async (request) => {
      await disableTwoFactor(ctx, await currentAgent(ctx, request), request.body.password);
      return ok(null);
    });
    app.post(AccountPath.twoFactorRecoveryCodes, { schema: { body: passwordConfirmBody, tags } }, async (request) =>
      ok(await renewRecoveryCodes(ctx, await currentAgent(ctx, request), request.body.password)),
    );
  };
}
