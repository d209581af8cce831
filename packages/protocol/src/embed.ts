/**
 * postMessage names between the widget iframe and the tenant-page loader (leave-messages-work-orders.md §2,
 * "Embedding messages"). Both sides import these so the names cannot drift.
 */
export const EMBED_SOURCE = 'parley';

/** Parent page → widget. */
export const ToWidget = { UPDATE_USER: 'updateUser', SHOW_IFRAME: 'showIframe' } as const;
export type ToWidget = (typeof ToWidget)[keyof typeof ToWidget];

/** Widget → parent page. */
export const ToParent = { HIDE: 'hideIframe', NEW_MESSAGE: 'newMessage' } as const;
export type ToParent = (typeof ToParent)[keyof typeof ToParent];

/** Every embedding message is `{ source: EMBED_SOURCE, type, data? }`. */
export interface EmbedMessage<T extends string = string> {
  source: typeof EMBED_SOURCE;
  type: T;
  data?: unknown;
}
