/**
 * What a visitor reads when the server refuses (W-SH12): the widget's own words in the visitor's language, chosen by
 * the answer's code and the field it names ('phone: please enter a correct phone number'). The server's English
 * `message` stays for logs and API users. Pure: it names a key of the chat's texts, or null for the caller's own.
 */
export type ProblemKey =
  | 'form.badPhone'
  | 'form.badEmail'
  | 'media.formFailed'
  | 'rating.needLabel'
  | 'rating.needContent'
  | 'errors.check'
  | 'errors.tooLarge'
  | 'errors.fileType'
  | 'errors.tooMany'
  | 'errors.notFound'
  | 'errors.server';

/** The field a refusal names ('phone: …' → 'phone'), or ''. */
function fieldOf(message: string | undefined): string {
  const cut = message?.indexOf(': ') ?? -1;
  const field = cut > 0 ? message!.slice(0, cut) : '';
  return /^[A-Za-z]+$/.test(field) ? field : '';
}

export function problemKey(code: number | undefined, message?: string): ProblemKey | null {
  const field = fieldOf(message);
  if (/phone/i.test(field)) return 'form.badPhone';
  if (/email/i.test(field) || (field && /e-mail/i.test(message ?? ''))) return 'form.badEmail';
  if (field === 'url') return 'media.formFailed';
  if (field === 'evaluateAdminTag') return 'rating.needLabel';
  if (field === 'evaluateContent') return 'rating.needContent';
  if (code === 413) return 'errors.tooLarge';
  if (code === 415) return 'errors.fileType';
  if (code === 429) return 'errors.tooMany';
  if (code === 404) return 'errors.notFound';
  if (code !== undefined && code >= 500) return 'errors.server';
  if (code === 400 && field) return 'errors.check';
  return null;
}
