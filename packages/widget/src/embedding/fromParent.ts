/**
 * Messages from the tenant page that embeds the widget (leave-messages-work-orders.md §2 "Embedding messages").
 * Only the frame's own parent is heard, only in the embed format (W-EM1), and only from the origin its first HELLO
 * came from (W-EM5): that origin is the browser's word for who the parent is, and the only one the widget posts to.
 */
import { EMBED_SOURCE, ToWidget, type EmbedMessage } from '@parley/protocol';

export interface ParentHandlers {
  /** The loader's handshake from `origin`, now pinned; data may carry the visitor record it keeps for us (W-ID6). */
  hello(data: unknown, origin: string): void;
  /** The launcher opened the widget. */
  showIframe(): void;
  /** The launcher closed it. */
  hideIframe(): void;
  updateUser(data: unknown): void;
  /** A JWT from the tenant's backend vouching for the visitor. */
  identify(token: string): void;
  /** Forget the visitor and start over. */
  reset(): void;
}

function isEmbedMessage(v: unknown): v is EmbedMessage {
  return typeof v === 'object' && v !== null && (v as EmbedMessage).source === EMBED_SOURCE && typeof (v as EmbedMessage).type === 'string';
}

/** A dispatcher of message events; the first HELLO from `parent` pins the origin the rest must come from. */
export function createParentListener(
  parent: unknown,
  handlers: ParentHandlers,
): (e: Pick<MessageEvent, 'source' | 'data' | 'origin'>) => void {
  let pinned: string | null = null;
  return (e) => {
    if (e.source !== parent || !isEmbedMessage(e.data)) return;
    const { type, data } = e.data;
    if (pinned === null) {
      if (type !== ToWidget.HELLO) return;
      pinned = e.origin;
    } else if (e.origin !== pinned) return;
    switch (type) {
      case ToWidget.HELLO:
        return handlers.hello(data, pinned);
      case ToWidget.SHOW_IFRAME:
        return handlers.showIframe();
      case ToWidget.HIDE_IFRAME:
        return handlers.hideIframe();
      case ToWidget.UPDATE_USER:
        return handlers.updateUser(data);
      case ToWidget.IDENTIFY: {
        const token = (data as { token?: unknown } | undefined)?.token;
        if (typeof token === 'string' && token) handlers.identify(token);
        return;
      }
      case ToWidget.RESET:
        return handlers.reset();
    }
  };
}

/** W-EM3: updateUser's locale, when it names one. The other visitor fields go to resetInfo (W-EM4, ./visitorData.ts). */
export function localeOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const locale = (data as { locale?: unknown }).locale;
  return typeof locale === 'string' && locale.trim() ? locale.trim() : null;
}
