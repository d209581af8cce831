/*
 * Accounts and workspaces (issue 30 items 1, 3, 4): paths and the reasons an answer gives in `data.reason`, as plain
 * constants (no zod), so the console's sign-in screen, its public account page and the widget read them without
 * loading the schemas. Each front end words a reason itself; the server's message stays English.
 */

/** Why a call about an account or a workspace was refused: `data.reason` of the answer. */
export const AccountRefusal = {
  /** 400: the link's signature is wrong or the server never issued it (a typo, a forged or replaced link). */
  LINK_INVALID: 'linkInvalid',
  /** 410: the link's time ran out (invitations 7 days, password resets 30 minutes). */
  LINK_EXPIRED: 'linkExpired',
  /** 410: the link was used already; links work once. */
  LINK_USED: 'linkUsed',
  /** 410: an admin withdrew the invitation. */
  LINK_REVOKED: 'linkRevoked',
  /** 403 at sign-in: an admin deactivated the account. */
  DEACTIVATED: 'accountDeactivated',
  /** 403 at sign-in: the address of a self-service sign-up is not confirmed yet. */
  UNVERIFIED: 'emailUnverified',
  /** 401 at sign-in: the password was right and the account asks for its authenticator code (send `code`). */
  TWO_FACTOR_NEEDED: 'twoFactorNeeded',
  /** 401 at sign-in: the authenticator or recovery code is wrong or was used already. */
  TWO_FACTOR_INVALID: 'twoFactorInvalid',
  /** 403 on console calls: the workspace requires two-factor sign-in and this agent must set it up first. */
  TWO_FACTOR_SETUP: 'twoFactorSetupRequired',
  /** 403: self-service sign-up is off on this server (SIGNUP=off), or needs an invitation (SIGNUP=invite). */
  SIGNUP_CLOSED: 'signupClosed',
} as const;
export type AccountRefusal = (typeof AccountRefusal)[keyof typeof AccountRefusal];

/** `data.reason` of a refusal because of the workspace's state: the widget says "chat unavailable" in its own words. */
export const WorkspaceRefusal = {
  /** 403: an operator suspended the workspace: visitors cannot chat and agents cannot sign in; nothing is deleted. */
  SUSPENDED: 'workspaceSuspended',
  /** 403: an admin disabled this channel (website): its visitors cannot chat; nothing is deleted. */
  CHANNEL_DISABLED: 'channelDisabled',
} as const;
export type WorkspaceRefusal = (typeof WorkspaceRefusal)[keyof typeof WorkspaceRefusal];

/** What a one-time link lets its holder do. */
export const AccountLinkKind = {
  /** Join a workspace: choose a name and a password (also a new workspace's first admin). */
  INVITE: 'invite',
  /** Choose a new password. */
  RESET: 'reset',
  /** Confirm the address of a self-service sign-up. */
  VERIFY: 'verify',
  /** Create a workspace (SIGNUP=invite: an operator invited this address). */
  SIGNUP: 'signup',
} as const;
export type AccountLinkKind = (typeof AccountLinkKind)[keyof typeof AccountLinkKind];

/** How long each link works. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;
export const RESET_TTL_MS = 30 * 60 * 1000;
export const VERIFY_TTL_MS = 3 * 24 * 3600 * 1000;
export const SIGNUP_INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

/** SIGNUP: off (operators create workspaces), invite (with an operator's sign-up invitation), open (anyone, address confirmed). */
export const SignupMode = { OFF: 'off', INVITE: 'invite', OPEN: 'open' } as const;
export type SignupMode = (typeof SignupMode)[keyof typeof SignupMode];

/** The console's public page for links (no sign-in): the token travels in the fragment, never to a server log. */
export const ACCOUNT_PAGE = '/console/account';
export const accountLinkUrl = (base: string, token: string): string => `${base.replace(/\/+$/, '')}${ACCOUNT_PAGE}#${token}`;
/** The console's sign-up page (SIGNUP=open). */
export const SIGNUP_PAGE = '/console/signup';

/** Self-service calls: the public ones (links, forgot password, sign-up) and the signed-in agent's own account. */
export const AccountPath = {
  /** POST accountTokenBody → accountLinkInfoSchema: what a link is for, or its refusal. Public. */
  link: '/api/account/link',
  /** POST acceptInvitationBody → AgentProfile, signed in. Public. */
  acceptInvitation: '/api/account/invitation/accept',
  /** POST resetPasswordBody → null. Public. */
  resetPassword: '/api/account/password/reset',
  /** POST forgotPasswordBody → null, the same whether or not the address has an account. Public, rate limited. */
  forgotPassword: '/api/account/password/forgot',
  /** POST accountTokenBody → null: a self-service sign-up's address confirmed. Public. */
  verifyEmail: '/api/account/verify',
  /** GET → signupInfoSchema; POST signupBody → signupResultSchema. Public. */
  signup: '/api/account/signup',
  /** GET → ownProfileSchema; POST ownProfileBody → ownProfileSchema. */
  profile: '/api/account/profile',
  /** POST changePasswordBody → null: ends the agent's other sessions. */
  password: '/api/account/password',
  /** GET → twoFactorStatusSchema. */
  twoFactor: '/api/account/twoFactor',
  /** POST → twoFactorSetupSchema: a new secret, not yet in force. */
  twoFactorSetup: '/api/account/twoFactor/setup',
  /** POST twoFactorCodeBody → recoveryCodesSchema: the secret in force, with one-time recovery codes (shown once). */
  twoFactorEnable: '/api/account/twoFactor/enable',
  /** POST passwordConfirmBody → null. */
  twoFactorDisable: '/api/account/twoFactor/disable',
  /** POST passwordConfirmBody → recoveryCodesSchema: new codes, the old ones void. */
  twoFactorRecoveryCodes: '/api/account/twoFactor/recoveryCodes',
} as const;

/** The admin's side: invitations, roles, deactivation, the workspace's two-factor requirement. */
export const TeamAdminPath = {
  /** GET → invitationSchema[] (pending and expired); POST invitationBody → invitationSentSchema. */
  invitations: '/api/admin/invitations',
  /** POST → invitationSentSchema: a new link (the old one stops working), 7 days again. */
  resendInvitation: (id: number | string) => `/api/admin/invitations/${id}/resend`,
  /** DELETE: withdraws it; its link answers linkRevoked. */
  invitation: (id: number | string) => `/api/admin/invitations/${id}`,
  /** POST agentRoleBody → null. */
  agentRole: (agentId: number | string) => `/api/admin/agents/${agentId}/role`,
  /** POST → null: cannot sign in, out of routing, open conversations back to the queue. */
  deactivate: (agentId: number | string) => `/api/admin/agents/${agentId}/deactivate`,
  reactivate: (agentId: number | string) => `/api/admin/agents/${agentId}/reactivate`,
  /** POST: removes the agent's two-factor sign-in (a lost phone); they set it up again. */
  resetTwoFactor: (agentId: number | string) => `/api/admin/agents/${agentId}/twoFactor/reset`,
  /** GET/POST securitySettingsSchema: whether the workspace requires two-factor sign-in. */
  security: '/api/admin/security',
} as const;

/** The operator's calls (operators only: OPERATOR_EMAILS or `--operator`). */
export const OperatorPath = {
  /** GET → operatorWorkspaceSchema[]; POST createWorkspaceBody → workspaceCreatedSchema. */
  workspaces: '/api/operator/workspaces',
  suspend: (tenantId: string) => `/api/operator/workspaces/${encodeURIComponent(tenantId)}/suspend`,
  resume: (tenantId: string) => `/api/operator/workspaces/${encodeURIComponent(tenantId)}/resume`,
  /** POST deleteWorkspaceBody (the name typed again): erased in the background, every row and file. */
  remove: (tenantId: string) => `/api/operator/workspaces/${encodeURIComponent(tenantId)}/delete`,
  /** POST signupInvitationBody → {link?}: an address invited to create a workspace (SIGNUP=invite). */
  signupInvitations: '/api/operator/signupInvitations',
} as const;
