/**
 * Phone rules of the pre-chat form (chat-session.md §5) and the leave-message form. A module of its own: the
 * numbering plans weigh 30 KB gz, so only the screens that check a number load them.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { DEFAULT_PHONE_RULE, type PhoneRule } from '../enums.js';

/** The spec's rule: eleven digits starting with 1 (mainland China mobile). */
export const PHONE_PATTERN = /^1\d{10}$/;
/** International alternative a channel can choose: E.164, a plus and up to 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{6,14}$/;
/** A number without country code: digits with the usual separators. */
const LOCAL_PHONE_PATTERN = /^\(?\d[\d\s().-]*\d$/;

export function isValidPhone(value: string, rule: PhoneRule = DEFAULT_PHONE_RULE): boolean {
  const v = value.trim();
  if (rule === 'cn') return PHONE_PATTERN.test(v);
  if (rule === 'e164') return E164_PATTERN.test(v.replace(/[\s-]/g, ''));
  if (v.length > 40) return false;
  return v.startsWith('+') ? isValidPhoneNumber(v) : LOCAL_PHONE_PATTERN.test(v) && /^(?:\D*\d){6,15}\D*$/.test(v);
}
