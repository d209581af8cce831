/**
 * The one way the widget talks to the server (chat-session.md §7, §8): POST, JSON in UTF-8, the visitor
 * token in a header, and the {code, message, data} envelope. 500 and 401 get their UI reaction through
 * the hooks given at creation, so this module stays free of React and testable with a fake fetch.
 */
import { ApiCode, IdentityRefusal, REQUEST_TIMEOUT_MS, TICKET_LINK_DEAD, TOKEN_HEADER, type Envelope } from '@parley/protocol';

export interface HttpOptions {
  /** Current visitor token, if any. */
  getToken(): string | undefined;
  /** Code 500: show the network toast (W-HT3). */
  onServerError(): void;
  /** Code 401: ask whether to log in again (W-HT4). */
  onUnauthorized(): void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface PostInit {
  signal?: AbortSignal;
  /** Lets the request outlive the page (beforeUnload). */
  keepalive?: boolean;
}

/** Resolves with every envelope except 500 and 401 (but an identity refusal's); rejects with ApiError otherwise. */
export type Post = <T>(path: string, body: object, init?: PostInit) => Promise<Envelope<T>>;

/** 'network' covers failures, timeouts and answers that are not an envelope (W-HT5: rejected silently). */
export class ApiError extends Error {
  constructor(
    readonly code: number | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiError';
  }
}

function isEnvelope(v: unknown): v is Envelope<unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { code?: unknown }).code === 'number';
}

export function createHttp(options: HttpOptions): Post {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return async function post<T>(path: string, body: object, init: PostInit = {}): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=UTF-8' };
    const token = options.getToken();
    if (token) headers[TOKEN_HEADER] = token;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([timeout, init.signal]) : timeout;

    let answer: unknown;
    try {
      const res = await doFetch(path, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
        keepalive: init.keepalive ?? false,
        credentials: 'same-origin',
      });
      answer = await res.json();
    } catch (cause) {
      throw new ApiError('network', `request to ${path} failed`, { cause });
    }
    if (!isEnvelope(answer)) throw new ApiError('network', `answer from ${path} is not an envelope`);
    if (answer.code === ApiCode.SERVER_ERROR) {
      options.onServerError();
      throw new ApiError(answer.code, answer.message);
    }
    // W-ID7: a refused identity token is the caller's to handle (it starts anonymously), not an expired login; so are
    // a channel now requiring identity (W-ID11: the session shows the sign-in notice) and a dead ticket link (W-LM9),
    // whose holder never signed in.
    const reason = (answer.data as { reason?: unknown } | null)?.reason;
    const notALogin = reason === IdentityRefusal.INVALID || reason === IdentityRefusal.REQUIRED || reason === TICKET_LINK_DEAD;
    if (answer.code === ApiCode.UNAUTHORIZED && !notALogin) {
      options.onUnauthorized();
      throw new ApiError(answer.code, answer.message);
    }
    return answer as Envelope<T>;
  };
}
