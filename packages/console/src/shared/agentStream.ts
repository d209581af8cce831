import { ConsolePath, agentStreamEventSchema, type AgentStreamEvent } from '@parley/protocol';

/**
 * One EventSource per tab, shared by every feature that listens. EventSource reconnects by itself;
 * each (re)open is reported so listeners refetch what they may have missed.
 */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting';

export interface StreamListener {
  onEvent?(e: AgentStreamEvent): void;
  onOpen?(): void;
  onStatus?(s: StreamStatus): void;
}

const listeners = new Set<StreamListener>();
let source: EventSource | null = null;
let status: StreamStatus = 'connecting';

function setStatus(s: StreamStatus) {
  status = s;
  for (const l of listeners) l.onStatus?.(s);
}

function connect() {
  source = new EventSource(ConsolePath.stream, { withCredentials: true });
  source.onopen = () => {
    setStatus('live');
    for (const l of listeners) l.onOpen?.();
  };
  source.onerror = () => setStatus('reconnecting');
  source.onmessage = (m: MessageEvent<string>) => {
    let parsed: AgentStreamEvent;
    try {
      parsed = agentStreamEventSchema.parse(JSON.parse(m.data));
    } catch {
      return; // an event this console does not know yet: ignore rather than break the stream
    }
    for (const l of listeners) l.onEvent?.(parsed);
  };
}

/** A closed source (the server answered an error, e.g. signed out) is retried here, since EventSource gives up. */
const RETRY_CLOSED_MS = 5000;
let retryTimer: ReturnType<typeof setInterval> | null = null;

export function subscribeAgentStream(l: StreamListener): () => void {
  listeners.add(l);
  l.onStatus?.(status);
  if (!source) {
    connect();
    retryTimer = setInterval(() => {
      if (source?.readyState === EventSource.CLOSED) {
        source.close();
        connect();
      }
    }, RETRY_CLOSED_MS);
  } else if (source.readyState === EventSource.OPEN) {
    l.onOpen?.();
  }
  return () => {
    listeners.delete(l);
    if (listeners.size === 0) {
      source?.close();
      source = null;
      if (retryTimer) clearInterval(retryTimer);
      retryTimer = null;
      status = 'connecting';
    }
  };
}
