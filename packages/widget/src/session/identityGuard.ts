/**
 * W-ID11: a channel may start requiring a verified identity while an anonymous visitor chats (server S-SI7); from then
 * on every call of theirs answers 403 (or 401) with `data.reason` identityRequired. Whichever call meets it first,
 * the session ends on the same sign-in notice the start shows (W-ID9), not on that call's own error.
 */
import { IdentityRefusal } from '@parley/protocol';
import type { VisitorApi } from '../api/visitor';

export const isIdentityRequired = (answer: unknown): boolean =>
  (answer as { data?: { reason?: unknown } | null } | null | undefined)?.data?.reason === IdentityRefusal.REQUIRED;

/** The same calls, each telling `onRequired` when its answer is that refusal (the answer still goes to the caller). */
export function guardIdentity(api: VisitorApi, onRequired: () => void): VisitorApi {
  const guarded: Record<string, unknown> = {};
  for (const [name, call] of Object.entries(api) as Array<[string, (...args: unknown[]) => Promise<unknown>]>) {
    guarded[name] = async (...args: unknown[]) => {
      const answer = await call(...args);
      if (isIdentityRequired(answer)) onRequired();
      return answer;
    };
  }
  return guarded as unknown as VisitorApi;
}
