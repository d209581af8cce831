/** E-mail and blank rules of the pre-chat form (chat-session.md §5), the leave-message form and ticket fields. */

export { EMAIL_PATTERN, isValidEmail } from '../email.js';

/** Empty or whitespace-only text is never sent. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * A ticket template's field that asks where replies go by e-mail: its fieldId is `email` (the server sends
 * reply notices there when the visitor has no known address), so both sides check it as an address.
 */
export const REPLY_EMAIL_FIELD_ID = 'email';
