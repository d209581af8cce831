import {
  IdentityAdminPath,
  identitySecretAnswer,
  identityStatusSchema,
  type IdentitySecretAnswer,
  type IdentityStatus,
} from '@parley/protocol';
import { call } from '../../../shared/api';

/** Whether the channel has a secret and requires identity; never the secret. */
export const fetchIdentity = (channelId: string): Promise<IdentityStatus> =>
  call('GET', IdentityAdminPath.identity(channelId), identityStatusSchema);

export const saveIdentityRequired = (channelId: string, required: boolean): Promise<IdentityStatus> =>
  call('POST', IdentityAdminPath.identity(channelId), identityStatusSchema, { required });

/** A new generated secret, answered this once; the replaced one verifies for `graceSeconds` more. */
export const rotateIdentitySecret = (channelId: string, graceSeconds: number): Promise<IdentitySecretAnswer> =>
  call('POST', IdentityAdminPath.rotate(channelId), identitySecretAnswer, { graceSeconds });

export const revealIdentitySecret = (channelId: string): Promise<IdentitySecretAnswer> =>
  call('POST', IdentityAdminPath.reveal(channelId), identitySecretAnswer, {});
