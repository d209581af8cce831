import { z } from 'zod';
import {
  AccountPath,
  accountLinkInfoSchema,
  ownProfileSchema,
  recoveryCodesSchema,
  signupInfoSchema,
  signupResultSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type AccountLinkInfo,
  type OwnProfile,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@parley/protocol';
import { call } from '../../../shared/api';

/* The account's calls (protocol AccountPath): the public page's links, forgotten passwords, sign-up, one's own account. */

export const fetchLinkInfo = (token: string): Promise<AccountLinkInfo> => call('POST', AccountPath.link, accountLinkInfoSchema, { token });
export const acceptInvitation = (token: string, nickname: string, password: string): Promise<unknown> =>
  call('POST', AccountPath.acceptInvitation, z.unknown(), { token, nickname, password });
export const resetPassword = (token: string, password: string): Promise<unknown> =>
  call('POST', AccountPath.resetPassword, z.unknown(), { token, password });
export const forgotPassword = (email: string): Promise<unknown> => call('POST', AccountPath.forgotPassword, z.unknown(), { email });
export const verifyEmail = (token: string): Promise<unknown> => call('POST', AccountPath.verifyEmail, z.unknown(), { token });
export const fetchSignupMode = () => call('GET', AccountPath.signup, signupInfoSchema);
export const signUp = (body: {
  workspaceName: string;
  nickname: string;
  password: string;
  email?: string;
  token?: string;
  locale: 'en' | 'zh';
}) => call('POST', AccountPath.signup, signupResultSchema, body);

export const fetchOwnProfile = (): Promise<OwnProfile> => call('GET', AccountPath.profile, ownProfileSchema);
export const saveOwnProfile = (body: Omit<OwnProfile, 'email'>): Promise<OwnProfile> =>
  call('POST', AccountPath.profile, ownProfileSchema, body);
export const changePassword = (currentPassword: string, newPassword: string): Promise<unknown> =>
  call('POST', AccountPath.password, z.unknown(), { currentPassword, newPassword });

export const fetchTwoFactor = (): Promise<TwoFactorStatus> => call('GET', AccountPath.twoFactor, twoFactorStatusSchema);
export const startTwoFactor = (): Promise<TwoFactorSetup> => call('POST', AccountPath.twoFactorSetup, twoFactorSetupSchema);
export const enableTwoFactor = (code: string) => call('POST', AccountPath.twoFactorEnable, recoveryCodesSchema, { code });
export const disableTwoFactor = (password: string): Promise<unknown> =>
  call('POST', AccountPath.twoFactorDisable, z.unknown(), { password });
export const renewRecoveryCodes = (password: string) => call('POST', AccountPath.twoFactorRecoveryCodes, recoveryCodesSchema, { password });
