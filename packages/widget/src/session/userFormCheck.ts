/**
 * The pre-chat form's §5 checks, apart from userForm.ts so that only the form's own chunk loads the phone
 * numbering plans. Pure; rule ids (UF…) refer to ./SPEC.md.
 */
import { isValidEmail, isValidPhone, type PhoneRule } from '@parley/protocol';
import { EMAIL_INDEX, PHONE_INDEX, isEmptyValue, isShown, shownText, type FormValue, type UserFormView } from './userForm';

export type FormProblem = { kind: 'required'; name: string } | { kind: 'phone' } | { kind: 'email' };

/**
 * W-UF4–W-UF6 (§5): every shown and required item needs a value (named in the message); a given phone must follow
 * the channel's phone rule; a given e-mail must look like one. The first problem is the one reported.
 */
export function checkUserForm(form: UserFormView, values: FormValue[], phoneRule: PhoneRule): FormProblem | null {
  for (const item of form.items) {
    if (isShown(item) && item.require === 1 && isEmptyValue(values[item.index])) return { kind: 'required', name: item.name };
  }
  const phone = shownText(form, values, PHONE_INDEX);
  if (phone && !isValidPhone(phone, phoneRule)) return { kind: 'phone' };
  const email = shownText(form, values, EMAIL_INDEX);
  if (email && !isValidEmail(email)) return { kind: 'email' };
  return null;
}
