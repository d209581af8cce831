/** Messages to the tenant page that embeds the widget (leave-messages-work-orders.md §2 "Embedding messages"). */
import { EMBED_SOURCE, type EmbedMessage, type ToParent } from '@parley/protocol';

/** W-EM5: the parent's origin as the handshake learnt it; nothing is posted before. */
let parentOrigin: string | null = null;

export function isEmbedded(query: URLSearchParams): boolean {
  return query.get('from') === 'iframe' && window.parent !== window;
}

export function pinParentOrigin(origin: string): void {
  parentOrigin = origin;
}

export function postToParent(type: ToParent, data?: unknown): void {
  if (parentOrigin === null) return;
  const message: EmbedMessage<ToParent> = { source: EMBED_SOURCE, type, ...(data === undefined ? {} : { data }) };
  window.parent.postMessage(message, parentOrigin);
}
