import { AccountRefusal, WorkspaceRefusal } from '@parley/protocol';
import { ApiFailure } from '../../../shared/api';

/** The server's `data.reason`, which the console words itself (the server's message stays English). */
export function reasonOf(e: unknown): string | undefined {
  const reason = e instanceof ApiFailure ? (e.data as { reason?: unknown } | null)?.reason : undefined;
  return typeof reason === 'string' ? reason : undefined;
}

/** The `account` namespace's key for a refused link, or undefined for any other failure. */
export function linkRefusalKey(e: unknown): string | undefined {
  switch (reasonOf(e)) {
    case AccountRefusal.LINK_INVALID:
      return 'link.invalid';
    case AccountRefusal.LINK_EXPIRED:
      return 'link.expired';
    case AccountRefusal.LINK_USED:
      return 'link.used';
    case AccountRefusal.LINK_REVOKED:
      return 'link.revoked';
    case AccountRefusal.SIGNUP_CLOSED:
      return 'signup.closed';
    case WorkspaceRefusal.SUSPENDED:
      return 'link.suspended';
    default:
      return undefined;
  }
}
