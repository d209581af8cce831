/**
 * W-EM4: what updateUser may tell about the visitor (leave-messages-work-orders.md §2 "updateUser: updates visitor
 * data or changes the locale"). Unknown keys and wrong types are dropped; the payload shape is ours to define.
 */
import type { VisitorInfo } from '../session/controller';

const TEXT_FIELDS = ['userName', 'phone', 'email', 'locale'] as const;

/** The resetInfo fields in an updateUser payload, or null when it carries none. */
export function visitorInfoOf(data: unknown): VisitorInfo | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const info: VisitorInfo = {};
  for (const key of TEXT_FIELDS) {
    const v = d[key];
    if (typeof v === 'string' && v.trim()) info[key] = v.trim();
  }
  const params = d.params;
  if (typeof params === 'string' || (typeof params === 'object' && params !== null)) info.params = params as VisitorInfo['params'];
  return Object.keys(info).length ? info : null;
}

/** W-UF3: the form's name, phone and e-mail the page already knows, from the URL query. */
export function prefillFromQuery(query: URLSearchParams) {
  return {
    userName: query.get('userName') ?? undefined,
    phone: query.get('phone') ?? undefined,
    email: query.get('email') ?? undefined,
  };
}

/** Query flags such as inviteEvaluate and close: present means on, unless it says 0 or false. */
export function queryFlag(query: URLSearchParams, name: string): boolean {
  const v = query.get(name);
  return v !== null && v !== '0' && v.toLowerCase() !== 'false';
}
