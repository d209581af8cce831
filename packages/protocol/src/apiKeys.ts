/*
 * Workspace API keys and the REST API they open (issue 32 item 1): paths and constants as plain values (no zod), so
 * the console's settings tab reads them without loading the schemas. Shapes are in schemas/apiKeys.ts.
 */

/** What a key may do: `read` the workspace's data, `write` change it (write includes read). */
export const ApiScope = { READ: 'read', WRITE: 'write' } as const;
export type ApiScope = (typeof ApiScope)[keyof typeof ApiScope];
export const API_SCOPES: readonly ApiScope[] = [ApiScope.READ, ApiScope.WRITE];

/**
 * A key is `pk_` + 8 characters shown in lists (to tell keys apart) + `_` + 43 characters of secret (256 random
 * bits, base64url). The server keeps the SHA-256 of the whole key and the visible start, never the key.
 */
export const API_KEY_PREFIX = 'pk_';
export const API_KEY_PATTERN = /^pk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/;
/** The part of a key shown in lists: `pk_` and its 8 public characters. */
export const apiKeyShownPart = (key: string): string => key.slice(0, API_KEY_PREFIX.length + 8);

/** A key's last use is written at most this often (a busy integration costs no write per request). */
export const API_KEY_LAST_USED_EVERY_MS = 60_000;
/** Requests per key per minute unless the server sets API_KEY_REQUESTS_PER_MINUTE. */
export const API_KEY_REQUESTS_PER_MINUTE = 600;
/** How many live keys a workspace may have. */
export const API_KEYS_PER_WORKSPACE = 50;

/** The admin's calls on the workspace's keys (admins only, cookie session). */
export const ApiKeyAdminPath = {
  /** GET → apiKeySchema[] (live keys, newest first); POST apiKeyCreateBody → apiKeyCreatedSchema (the key, shown once). */
  keys: '/api/admin/apiKeys',
  /** DELETE: revokes the key; every request with it is refused from then on, on every node. */
  key: (id: number | string) => `/api/admin/apiKeys/${id}`,
} as const;

/** The REST API's prefix: every call carries `Authorization: Bearer <key>`. */
export const REST_PREFIX = '/api/v1';

/** The REST API's calls (schemas/apiKeys.ts has their queries, bodies and answers). */
export const RestPath = {
  /** GET restConversationsQuery → restConversationPageSchema (read). */
  conversations: `${REST_PREFIX}/conversations`,
  /** GET → conversationDetailSchema (read). */
  conversation: (sessionId: number | string) => `${REST_PREFIX}/conversations/${sessionId}`,
  /** GET restMessagesQuery → restMessagePageSchema (read); POST restSendBody → chatMessageSchema (write). */
  messages: (sessionId: number | string) => `${REST_PREFIX}/conversations/${sessionId}/messages`,
  /** GET restTicketsQuery → restTicketPageSchema (read); POST restTicketCreateBody → ticketDetailSchema (write). */
  tickets: `${REST_PREFIX}/tickets`,
  /** GET → ticketDetailSchema (read); PATCH ticketUpdateBody → ticketDetailSchema (write). */
  ticket: (woId: number | string) => `${REST_PREFIX}/tickets/${woId}`,
  /** POST restTicketReplyBody (a public reply or an internal note) → ticketDetailSchema (write). */
  ticketReplies: (woId: number | string) => `${REST_PREFIX}/tickets/${woId}/replies`,
  /** GET → restVisitorSchema (read); PATCH restVisitorUpdateBody → restVisitorSchema (write). */
  visitor: (userId: string) => `${REST_PREFIX}/visitors/${encodeURIComponent(userId)}`,
  /** GET → restVisitorHistorySchema: the visitor's conversations and tickets (read). */
  visitorHistory: (userId: string) => `${REST_PREFIX}/visitors/${encodeURIComponent(userId)}/history`,
} as const;

/** `data.reason` of a refused REST call. */
export const ApiKeyRefusal = {
  /** 401: no `Authorization: Bearer` header, or a key that is unknown, revoked, or whose owner may no longer use it. */
  INVALID: 'apiKeyInvalid',
  /** 403: the key lacks the scope the call needs (`data.scope` names it). */
  SCOPE: 'apiKeyScope',
} as const;
export type ApiKeyRefusal = (typeof ApiKeyRefusal)[keyof typeof ApiKeyRefusal];
