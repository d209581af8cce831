import { isValidEmail, type ChatStartBody } from '@parley/protocol';

/** Query values chatStart takes as they are (chat-session.md §7 chatStart; identityToken, W-ID10, for direct links). */
const PASSED_THROUGH = [
  'pid',
  'params',
  'userName',
  'email',
  'phone',
  'groupId',
  'adminId',
  'fiyBookCode',
  'refer',
  'identityToken',
] as const;

/** The chatStart fields that come from the page: query values, the chosen locale and where the visitor came from. */
export function startFieldsFrom(query: URLSearchParams, locale: string, referrer: string): Omit<ChatStartBody, 'channelId' | 'userId'> {
  const fields: Omit<ChatStartBody, 'channelId' | 'userId'> = { locale };
  for (const name of PASSED_THROUGH) {
    const value = query.get(name);
    // The server refuses an e-mail that is not one mailbox (server S-HD1); a page's wrong address must not stop the chat.
    if (name === 'email' && value && !isValidEmail(value)) continue;
    if (value) fields[name] = value;
  }
  if (referrer) fields.previousUrl = referrer;
  return fields;
}
