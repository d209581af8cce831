/** E-mail and blank rules of the pre-chat form (chat-session.md §5), the leave-message form and ticket fields. */

/** A standard e-mail shape: local part, @, a domain with a dot-separated top level. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

/** Empty or whitespace-only text is never sent. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}

/**
 * A ticket template's field that asks where replies go by e-mail: its fieldId is `email` (the server sends
 * reply notices there when the visitor has no known address), so both sides check it as an address.
 */
export const REPLY_EMAIL_FIELD_ID = 'email';
