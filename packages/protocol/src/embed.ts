/**
 * postMessage names between the widget iframe and the tenant-page loader (leave-messages-work-orders.md §2,
 * "Embedding messages"). Both sides import these so the names cannot drift. Both sides post only to the other's
 * exact origin: the loader knows the widget's from its own script URL, the widget learns the page's from the
 * loader's HELLO (the browser's event.origin, never a value the message carries).
 */
export const EMBED_SOURCE = 'parley';

/**
 * The call queue a tenant's page puts before the async embed.js (issue 14): calls made before the script arrives
 * wait in Parley.q. Exactly this text inside a <script> element; the demo page's CSP allows it by its hash.
 */
export const EMBED_STUB = 'window.Parley=window.Parley||function(){(window.Parley.q=window.Parley.q||[]).push(arguments)};';

/** Where the server serves its demo shop with the snippet on it (packages/embed/public/demo). */
export const DEMO_BASE = '/demo/';
/** The snippet a tenant pastes into their site (the loader reads data-channel-id); the console shows and copies it. */
export function embedSnippet(origin: string, channelId: string): string {
  const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<script src="${attr(origin)}/embed.js" data-channel-id="${attr(channelId)}" async></script>`;
}

/** The demo shop with another channel's snippet on it: the console's preview of a website's chat. */
export const demoPreviewUrl = (origin: string, channelId: string): string =>
  `${origin}${DEMO_BASE}?channelId=${encodeURIComponent(channelId)}`;

/**
 * The loader's installation check (issue 30 item 2): a beacon, once per page load when the page is idle, with
 * embedLoadedBody as text/plain JSON (a request the browser sends without a preflight). The server records the page
 * (origin and path, never the query) when the request's Origin is one the channel allows, at most once a minute.
 */
export const EmbedPath = { loaded: '/api/embed/loaded' } as const;

/** Parent page → widget. */
export const ToWidget = {
  /**
   * The handshake: the first message the widget takes from its parent; its origin becomes the only one the widget
   * posts to and hears. data: { visitor?: string }: the visitor record the loader keeps when the frame cannot store it.
   */
  HELLO: 'hello',
  UPDATE_USER: 'updateUser',
  /** The panel is shown: mark read, reload an ended chat (spec "showIframe"). */
  SHOW_IFRAME: 'showIframe',
  /** The panel was hidden: agent messages count as unread again. */
  HIDE_IFRAME: 'hideIframe',
  /** data: { token: string }: a JWT from the tenant's backend vouching for the visitor (verified identity). */
  IDENTIFY: 'identify',
  /** Forget the visitor (stored identity) and start over. */
  RESET: 'reset',
} as const;
export type ToWidget = (typeof ToWidget)[keyof typeof ToWidget];

/** Widget → parent page. */
export const ToParent = {
  /** Answers HELLO: the widget listens; the loader sends what it queued. */
  READY: 'ready',
  /** The chat ended: the parent hides the panel (spec "hide"). */
  HIDE: 'hideIframe',
  /** data: EmbedNewMessage */
  NEW_MESSAGE: 'newMessage',
  /** data: { count: number }: agent messages the visitor has not seen. */
  UNREAD: 'unread',
  /** data: { visitor: string | null }: the visitor record to keep for a frame without storage (null: forget it). */
  STORE_VISITOR: 'storeVisitor',
  /** data: EmbedTexts: the loader's few words in the widget's locale, sent after READY and on every change. */
  TEXTS: 'texts',
} as const;
export type ToParent = (typeof ToParent)[keyof typeof ToParent];

/** NEW_MESSAGE's data: the first line of the message, for the launcher's preview bubble. */
export interface EmbedNewMessage {
  preview: string;
  fromAgent: boolean;
  /** The sender's display name, when known. */
  name?: string;
}

/** TEXTS's data (W-EM9): the launcher's labels, the frame's title and the preview's heading, written by the widget. */
export interface EmbedTexts {
  /** The `lang` tag of these words, for the launcher's screen readers. */
  lang: string;
  newMessage: string;
  /** The launcher's label while the chat is hidden, with the unread count when there is one. */
  openChat: string;
  closeChat: string;
  frameTitle: string;
}

/** Every embedding message is `{ source: EMBED_SOURCE, type, data? }`. */
export interface EmbedMessage<T extends string = string> {
  source: typeof EMBED_SOURCE;
  type: T;
  data?: unknown;
}
