import { z } from 'zod';

/* Accounts and workspaces (issue 30): bodies and answers of AccountPath, TeamAdminPath and OperatorPath (accounts.ts). */

const email = z.string().max(254).trim().toLowerCase().pipe(z.email());
/** A new password: 8 characters at least (NIST 800-63B: length, no composition rules), 200 at most. */
export const newPassword = z.string().min(8, 'password: 8 characters or more').max(200);
const nickname = z.string().trim().min(1).max(64);
/** A one-time link's token as the link carries it (accounts.ts ACCOUNT_PAGE). */
const token = z.string().trim().min(1).max(300);
const role = z.enum(['agent', 'admin']);
export const localeSchema = z.enum(['en', 'zh']);

export const accountTokenBody = z.object({ token });

export const accountLinkInfoSchema = z.object({
  kind: z.enum(['invite', 'reset', 'verify', 'signup']),
  email: z.string(),
  /** The workspace the link is about ('' for a sign-up invitation). */
  workspaceName: z.string(),
  role: role.nullable(),
  expiresAt: z.number(),
  /** The workspace's language: the page's first choice. */
  locale: z.string(),
});
export type AccountLinkInfo = z.infer<typeof accountLinkInfoSchema>;

export const acceptInvitationBody = z.object({ token, nickname, password: newPassword });
export const resetPasswordBody = z.object({ token, password: newPassword });
export const forgotPasswordBody = z.object({ email });

export const signupInfoSchema = z.object({ mode: z.enum(['off', 'invite', 'open']) });
export const signupBody = z.object({
  workspaceName: z.string().trim().min(1).max(100),
  nickname,
  password: newPassword,
  /** SIGNUP=open: the address to confirm. */
  email: email.optional(),
  /** SIGNUP=invite: the operator's sign-up link (its address is the account's). */
  token: token.optional(),
  locale: localeSchema.default('en'),
});
export const signupResultSchema = z.object({
  /** true: a confirmation mail went out, sign-in waits for it; false: signed in already (an invitation proved the address). */
  verificationSent: z.boolean(),
  /** Without SMTP_URL the confirmation link is only logged; the page says so. */
  mailConfigured: z.boolean(),
});

export const ownProfileSchema = z.object({
  email: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  signature: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
/** An avatar is a picture's https (or http) address, or none. */
export const ownProfileBody = z.object({
  nickname,
  avatar: z
    .string()
    .trim()
    .max(2000)
    .regex(/^(https?:\/\/\S+)?$/i, 'avatar: an http(s) address of a picture, or nothing'),
  signature: z.string().trim().max(200),
});

export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(200), newPassword });
export const passwordConfirmBody = z.object({ password: z.string().min(1).max(200) });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** The workspace requires it: it cannot be turned off. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an authenticator app. */
  secret: z.string(),
  /** otpauth://totp/… for the QR code. */
  uri: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;
export const twoFactorCodeBody = z.object({ code: z.string().trim().min(6).max(20) });
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/* The admin's side. */

export const invitationBody = z.object({
  email,
  role: role.default('agent'),
  groupIds: z.array(z.string().max(20)).max(100).default([]),
});
export const invitationSchema = z.object({
  invitationId: z.number().int(),
  email: z.string(),
  role,
  /** pending: waits for its invitee; expired: past its 7 days (resend for a new link). */
  status: z.enum(['pending', 'expired']),
  invitedBy: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
});
export type Invitation = z.infer<typeof invitationSchema>;
/** After an invitation is sent (or sent again): the link itself only when the server sends no mail (no SMTP_URL). */
export const invitationSentSchema = z.object({ invitation: invitationSchema, link: z.string().nullable() });
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export const agentRoleBody = z.object({ role });
export const securitySettingsSchema = z.object({ requireTwoFactor: z.boolean() });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/* The operator's side. */

export const workspaceStatusSchema = z.enum(['active', 'suspended', 'pending', 'deleting']);
export const operatorWorkspaceSchema = z.object({
  tenantId: z.string(),
  name: z.string(),
  status: workspaceStatusSchema,
  createdAt: z.number(),
  agents: z.number().int(),
  channels: z.number().int(),
  /** Conversations started in the last 30 days. */
  conversations30d: z.number().int(),
  /** Bytes of stored files. */
  storageBytes: z.number(),
});
export type OperatorWorkspace = z.infer<typeof operatorWorkspaceSchema>;
export const createWorkspaceBody = z.object({
  name: z.string().trim().min(1).max(100),
  adminEmail: email,
  locale: localeSchema.default('en'),
});
export const workspaceCreatedSchema = z.object({
  workspace: operatorWorkspaceSchema,
  /** The first admin's one-time link; null when it went out by mail only. */
  link: z.string().nullable(),
});
export type WorkspaceCreated = z.infer<typeof workspaceCreatedSchema>;
/** The operator types the workspace's name again, so a stray click erases nothing. */
export const deleteWorkspaceBody = z.object({ confirmName: z.string().trim().min(1).max(100) });
export const signupInvitationBody = z.object({ email, locale: localeSchema.default('en') });
export const signupInvitationSentSchema = z.object({ link: z.string().nullable() });
