import { useSyncExternalStore } from 'react';
import type { Session } from '../session/controller';
import type { SessionState } from '../session/types';

/** The session's state snapshot; the store replaces it on every change, so identity comparison is enough. */
export function useSessionState(session: Session): SessionState {
  return useSyncExternalStore(session.store.subscribe, session.store.getState);
}
