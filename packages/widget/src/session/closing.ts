/** The end of the chat (CL in ./SPEC.md): the visitor's close, the rating it may offer, the page leaving. */
import { ApiCode } from '@parley/protocol';
import type { SessionEnv } from './env';
import type { Rating } from './rating';
import type { Runtime } from './runtime';

export interface ClosingDeps {
  env: Pick<SessionEnv, 'api' | 'inviteEvaluate' | 'onClosed'>;
  rate: Rating['rate'];
  offer: Rating['offer'];
  /** The open event stream is not needed once the visitor closed. */
  stopFeed(): void;
}

export interface Closing {
  /** W-CL1: chatClose; false when the chat goes on. */
  close(): Promise<boolean>;
  /** W-CL1: the visitor's chatClose is on its way; the server's 1202 can overtake its answer. */
  visitorClosing(): boolean;
  /** W-CL3, W-CL4: with inviteEvaluate the rating comes before the page reacts to the end (hide, window close). */
  afterClose(): Promise<void>;
  /** W-CL2 */
  unload(): void;
}

export function createClosing(rt: Runtime, deps: ClosingDeps): Closing {
  const { api } = deps.env;
  const { state, dispatch, now } = rt;
  let visitorClosing = false;
  // W-CL3, W-CL4: the end is handled once, whether chatClose's answer or the 1202 reports it first.
  let ended: Promise<void> | null = null;

  function afterClose(): Promise<void> {
    ended ??= (async () => {
      if (deps.env.inviteEvaluate) await deps.rate(false, true);
      // W-RT11: otherwise (an agent's plain close, say) the rating is offered inline, where the chat ended.
      else void deps.offer();
      deps.env.onClosed?.();
    })();
    return ended;
  }

  async function close(): Promise<boolean> {
    const s = state();
    if (s.phase !== 'ready' || s.chatStatus === 0) return false;
    visitorClosing = true;
    let closed = false;
    try {
      closed = (await api.chatClose({ userId: s.userId })).code === ApiCode.OK;
    } catch {
      // Not closed: the chat goes on.
    }
    visitorClosing = closed;
    if (!closed) return false;
    dispatch({ type: 'visitorClosed', now: now() });
    deps.stopFeed();
    await afterClose();
    return true;
  }

  function unload(): void {
    const { userId, pollId } = state();
    if (userId) api.beforeUnload({ userId, pollId }).catch(() => undefined);
  }

  return { close, visitorClosing: () => visitorClosing, afterClose, unload };
}
