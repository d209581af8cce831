/** Phone and e-mail rules of the pre-chat form (chat-session.md §5). */

/** The spec's rule: eleven digits starting with 1 (mainland China mobile). */
export const PHONE_PATTERN = /^1\d{10}$/;
/** International alternative a channel can choose: E.164, a plus and up to 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A standard e-mail shape: local part, @, a domain with a dot-separated top level. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export type PhoneRule = 'cn' | 'e164';

export function isValidPhone(value: string, rule: PhoneRule = 'cn'): boolean {
  const v = value.trim();
  return rule === 'e164' ? E164_PATTERN.test(v.replace(/[\s-]/g, '')) : PHONE_PATTERN.test(v);
}

export function isValidEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= 254 && EMAIL_PATTERN.test(v);
}

/** Empty or whitespace-only text is never sent. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === '';
}
