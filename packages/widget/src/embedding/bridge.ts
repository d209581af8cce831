/**
 * The widget's side of the embed SDK (issue 14), loaded only when the widget runs in the loader's frame: the
 * handshake that pins the parent's origin (W-EM5), the visitor record the page keeps for a frame without storage
 * (W-ID6), whether the panel is shown, the unread count and the new-message notices (W-EM6, W-EM7).
 */
import { ToParent, type ChatMessage, type EmbedNewMessage, type EmbedTexts } from '@parley/protocol';
import { identityKey } from '../api/identity';
import type { KeptStorage } from '../api/keptStorage';
import { createParentListener, type ParentHandlers } from './fromParent';
import { pinParentOrigin, postToParent } from './parent';
import { previewOf } from './preview';

/** W-EM5: how long the chat waits for the loader's handshake before it starts anyway (a page without our loader). */
export const HANDSHAKE_WAIT_MS = 3000;

export interface BridgeOptions extends Omit<ParentHandlers, 'hello'> {
  channelId: string;
  keptStorage: KeptStorage | null;
  /** The visitor-facing name of a message type without text (image, file, …). */
  label(msgType: number): string;
  /** W-EM9: the loader's words in the widget's locale, for this unread count. */
  texts(unread: number): EmbedTexts;
}

export interface Bridge {
  /** Resolves once the loader said hello and whether the panel is shown (or after HANDSHAKE_WAIT_MS). */
  settled: Promise<void>;
  /** The visitor can see the chat: the panel is shown on a visible page. */
  seen(): boolean;
  /** An agent message arrived; `announce`: this tab tells the page (one tab per message, ./tabs). */
  agentMessage(m: ChatMessage, announce: boolean): void;
  /** Everything is read (here or in another tab). */
  read(): void;
  /** W-EM9: the locale changed; the loader's words follow. */
  relabel(): void;
  /** The chat ended: the page hides the panel. */
  closed(): void;
  dispose(): void;
}

export function connectParent(opts: BridgeOptions): Bridge {
  const { keptStorage } = opts;
  let shown = false;
  let greeted = false;
  let unread = 0;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
    setTimeout(resolve, HANDSHAKE_WAIT_MS);
  });
  const setUnread = (n: number) => {
    if (n === unread) return;
    unread = n;
    postToParent(ToParent.UNREAD, { count: n });
    relabel();
  };
  const relabel = () => greeted && postToParent(ToParent.TEXTS, opts.texts(unread));

  const listener = createParentListener(window.parent, {
    hello(data, origin) {
      pinParentOrigin(origin);
      // The loader repeats its hello until it hears READY: the first one counts.
      if (keptStorage && !greeted) {
        const key = identityKey(opts.channelId);
        const visitor = (data as { visitor?: unknown } | undefined)?.visitor;
        if (typeof visitor === 'string') keptStorage.seed(key, visitor);
        // W-ID6: every change of the visitor record goes to the page, which stores it once the visitor opened the chat.
        keptStorage.onWrite = (k, value) => k === key && postToParent(ToParent.STORE_VISITOR, { visitor: value });
      }
      greeted = true;
      postToParent(ToParent.READY);
      relabel();
    },
    showIframe() {
      shown = true;
      settle();
      setUnread(0);
      opts.showIframe();
    },
    hideIframe() {
      shown = false;
      settle();
      opts.hideIframe();
    },
    updateUser: opts.updateUser,
    identify: opts.identify,
    reset: opts.reset,
  });
  const onMessage = (e: MessageEvent) => listener(e);
  window.addEventListener('message', onMessage);

  return {
    settled,
    seen: () => shown && !document.hidden,
    agentMessage(m, announce) {
      if (!shown || document.hidden) setUnread(unread + 1);
      if (!announce) return;
      const notice: EmbedNewMessage = { preview: previewOf(m, opts.label), fromAgent: true, name: m.senderName || undefined };
      postToParent(ToParent.NEW_MESSAGE, notice);
    },
    read: () => setUnread(0),
    relabel,
    closed: () => postToParent(ToParent.HIDE),
    dispose: () => window.removeEventListener('message', onMessage),
  };
}
