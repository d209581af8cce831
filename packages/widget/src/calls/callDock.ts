/**
 * Where the chat meets the call box (issue 16): the session's feed hands over the call events (1207), the footer's
 * call button asks for a call, and the call box (a lazy chunk) takes both once it is loaded. Kept tiny: it is on the
 * chat's first screen; nothing else of the calls is.
 */
import type { VisitorEvent } from '@parley/protocol';

export type CallEvent = Extract<VisitorEvent, { code: 1207 }>;
export type CallWish = { kind: 'event'; event: CallEvent } | { kind: 'request'; videoType: number };
type Listener = (wish: CallWish) => void;

let listener: Listener | null = null;
const waiting: CallWish[] = [];
const openers = new Set<() => void>();

function hand(wish: CallWish): void {
  if (listener) listener(wish);
  else {
    waiting.push(wish);
    openers.forEach((open) => open());
  }
}

export const callDock = {
  event: (event: CallEvent) => hand({ kind: 'event', event }),
  request: (videoType: number) => hand({ kind: 'request', videoType }),
  /** The call box listens; what came before it loaded is handed over first. */
  listen(l: Listener): () => void {
    listener = l;
    waiting.splice(0).forEach(l);
    return () => {
      if (listener === l) listener = null;
    };
  },
  /** The mount is told when something wants the call box. */
  onWanted(open: () => void): () => void {
    openers.add(open);
    if (waiting.length) open();
    return () => openers.delete(open);
  },
};
