import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's open event streams, ended when it closes (`endStreamsOnClose`). */
    sseStreams?: Set<SseChannel>;
  }
}

/**
 * A closing app ends its event streams first: they would otherwise hold close() until the forced exit, and their
 * clients (EventSource, the consoles) reconnect with their last event id, through the balancer, to a live node.
 */
export function endStreamsOnClose(app: FastifyInstance): void {
  app.decorate('sseStreams', new Set<SseChannel>());
  app.addHook('preClose', async () => {
    for (const stream of [...(app.sseStreams ?? [])]) stream.end();
  });
}

let open = 0;
/** Event streams open in this process (a gauge of /metrics). */
export const openStreamCount = (): number => open;

export interface SseChannel {
  send(data: unknown, opts?: { id?: number; event?: string }): void;
  /** Resolves when the client goes away. */
  closed: Promise<void>;
  isClosed(): boolean;
  end(): void;
}

/**
 * Takes the response over for Server-Sent Events: no buffering by proxies, a comment line as heartbeat,
 * and a promise that settles when the client disconnects so callers can release what they hold.
 */
export function openSse(request: FastifyRequest, reply: FastifyReply, heartbeatMs = 15_000, onHeartbeat?: () => void): SseChannel {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
    'X-Content-Type-Options': 'nosniff',
  });
  res.write('retry: 2000\n\n');
  open += 1;
  let closed = false;
  let resolveClosed!: () => void;
  const closedPromise = new Promise<void>((r) => (resolveClosed = r));
  const heartbeat = setInterval(() => {
    if (closed) return;
    res.write(': ping\n\n');
    onHeartbeat?.();
  }, heartbeatMs);
  const finish = () => {
    if (closed) return;
    closed = true;
    open -= 1;
    clearInterval(heartbeat);
    resolveClosed();
  };
  request.raw.once('close', finish);
  res.once('close', finish);
  const channel: SseChannel = {
    send(data, opts = {}) {
      if (closed) return;
      let frame = '';
      if (opts.id !== undefined) frame += `id: ${opts.id}\n`;
      if (opts.event) frame += `event: ${opts.event}\n`;
      frame += `data: ${JSON.stringify(data)}\n\n`;
      res.write(frame);
    },
    closed: closedPromise,
    isClosed: () => closed,
    end() {
      if (!closed) res.end();
      finish();
    },
  };
  // Decorations are shared by reference with every plugin context, so this is the root app's set.
  const streams = request.server.sseStreams;
  streams?.add(channel);
  void closedPromise.then(() => streams?.delete(channel));
  return channel;
}
