/**
 * Messages from the tenant page that embeds the widget (leave-messages-work-orders.md §2 "Embedding messages").
 * Only the frame's own parent is heard, and only messages in the embed format (EM1).
 */
import { EMBED_SOURCE, ToWidget, type EmbedMessage } from '@parley/protocol';

export interface ParentHandlers {
  /** The launcher opened the widget. */
  showIframe(): void;
  updateUser(data: unknown): void;
}

function isEmbedMessage(v: unknown): v is EmbedMessage {
  return typeof v === 'object' && v !== null && (v as EmbedMessage).source === EMBED_SOURCE && typeof (v as EmbedMessage).type === 'string';
}

/** Dispatches one message event; exported for tests. */
export function handleParentMessage(e: Pick<MessageEvent, 'source' | 'data'>, parent: unknown, handlers: ParentHandlers): void {
  if (e.source !== parent || !isEmbedMessage(e.data)) return;
  if (e.data.type === ToWidget.SHOW_IFRAME) handlers.showIframe();
  else if (e.data.type === ToWidget.UPDATE_USER) handlers.updateUser(e.data.data);
}

export function listenToParent(handlers: ParentHandlers): () => void {
  if (window.parent === window) return () => undefined;
  const onMessage = (e: MessageEvent) => handleParentMessage(e, window.parent, handlers);
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}

/** EM3: updateUser's locale, when it names one. The other visitor fields go to resetInfo (EM4, ./visitorData.ts). */
export function localeOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const locale = (data as { locale?: unknown }).locale;
  return typeof locale === 'string' && locale.trim() ? locale.trim() : null;
}
