/** The chatStart body (W-ST2), built the same way by the session and by the page's early start (W-ST10). */
import type { ChatStartBody } from '@parley/protocol';
import type { IdentityStore } from '../api/identity';

export type StartFields = Omit<ChatStartBody, 'channelId' | 'userId'>;

/** The page's fields, the identity token offered, the channel, and the stored userId that resumes the visitor. */
export function startBody(
  fields: StartFields,
  token: string | undefined,
  channelId: string,
  storedUserId: string | undefined,
): ChatStartBody {
  const { identityToken: _offered, ...rest } = fields;
  return { ...rest, ...(token ? { identityToken: token } : {}), channelId, ...(storedUserId ? { userId: storedUserId } : {}) };
}

/** The first chatStart of a page, before any token was refused (W-ID7). Loading the identity makes its token the one calls carry. */
export const firstStartBody = (channelId: string, fields: StartFields, identity: IdentityStore): ChatStartBody =>
  startBody(fields, fields.identityToken, channelId, identity.load(channelId)?.userId);
