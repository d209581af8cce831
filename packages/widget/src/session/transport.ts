/**
 * The event stream behind an adapter (ARCHITECTURE.md "Durable events"): the controller asks for a stream of
 * parsed events and learns when it opens, fails or is gone, and never touches EventSource itself, so tests
 * drive it with a fake and the machine stays free of I/O. Rules W-TS1–W-TS5 in ./SPEC.md.
 */
import { VisitorPath } from '@parley/protocol';

export interface StreamHandlers {
  onOpen(): void;
  /** One `data:` payload, parsed as JSON (not yet checked). */
  onEvent(data: unknown): void;
  /** The server cannot serve our cursor (`event: gone`). */
  onGone(): void;
  /** `closed`: the browser gave up (HTTP error, ticket expired); otherwise it is reconnecting by itself. */
  onError(closed: boolean): void;
}

export interface StreamHandle {
  close(): void;
}

export type OpenStream = (url: string, handlers: StreamHandlers) => StreamHandle;

/** The stream URL: a short-lived ticket (never the token) and our cursor. */
export function eventStreamUrl(ticket: string, lastEventId: number): string {
  const q = new URLSearchParams({ ticket, lastEventId: String(lastEventId) });
  return `${VisitorPath.eventStream}?${q.toString()}`;
}

/** The browser adapter. EventSource resumes with Last-Event-ID by itself after a dropped connection. */
export const openEventSource: OpenStream = (url, handlers) => {
  const es = new EventSource(url);
  es.onopen = () => handlers.onOpen();
  es.onmessage = (m: MessageEvent<string>) => {
    let data: unknown;
    try {
      data = JSON.parse(m.data);
    } catch {
      return;
    }
    handlers.onEvent(data);
  };
  es.addEventListener('gone', () => {
    es.close();
    handlers.onGone();
  });
  es.onerror = () => handlers.onError(es.readyState === EventSource.CLOSED);
  return { close: () => es.close() };
};
