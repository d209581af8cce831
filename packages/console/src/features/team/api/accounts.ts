import { z } from 'zod';
import {
  TeamAdminPath,
  invitationSchema,
  invitationSentSchema,
  securitySettingsSchema,
  type Invitation,
  type InvitationSent,
  type SecuritySettings,
} from '@parley/protocol';
import { call } from '../../../shared/api';

/* The team's accounts (protocol TeamAdminPath): invitations, deactivation, two-factor. */

export const fetchInvitations = (): Promise<Invitation[]> => call('GET', TeamAdminPath.invitations, z.array(invitationSchema));
export const inviteAgent = (body: { email: string; role: 'agent' | 'admin'; groupIds: string[] }): Promise<InvitationSent> =>
  call('POST', TeamAdminPath.invitations, invitationSentSchema, body);
export const resendInvitation = (id: number): Promise<InvitationSent> =>
  call('POST', TeamAdminPath.resendInvitation(id), invitationSentSchema);
export const revokeInvitation = (id: number): Promise<unknown> => call('DELETE', TeamAdminPath.invitation(id), z.unknown());
export const deactivateAgent = (id: number): Promise<unknown> => call('POST', TeamAdminPath.deactivate(id), z.unknown());
export const reactivateAgent = (id: number): Promise<unknown> => call('POST', TeamAdminPath.reactivate(id), z.unknown());
export const resetTwoFactor = (id: number): Promise<unknown> => call('POST', TeamAdminPath.resetTwoFactor(id), z.unknown());
export const fetchSecurity = (): Promise<SecuritySettings> => call('GET', TeamAdminPath.security, securitySettingsSchema);
export const saveSecurity = (body: SecuritySettings): Promise<SecuritySettings> =>
  call('POST', TeamAdminPath.security, securitySettingsSchema, body);
