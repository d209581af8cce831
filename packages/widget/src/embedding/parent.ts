/** Messages to the tenant page that embeds the widget (leave-messages-work-orders.md §2 "Embedding messages"). */
import { EMBED_SOURCE, type EmbedMessage, type ToParent } from '@parley/protocol';

export function isEmbedded(query: URLSearchParams): boolean {
  return query.get('from') === 'iframe' && window.parent !== window;
}

export function postToParent(type: ToParent, data?: unknown): void {
  const message: EmbedMessage<ToParent> = { source: EMBED_SOURCE, type, ...(data === undefined ? {} : { data }) };
  // '*': the widget does not know the tenant page's origin, and these notices carry nothing private.
  window.parent.postMessage(message, '*');
}
