import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, type WebhookEnvelope } from '@parley/protocol';

/** A real HTTP receiver for webhook tests: records every request; its answer is the test's to choose. */
export interface Received {
  signature: string;
  eventIdHeader: string;
  raw: string;
  event: WebhookEnvelope;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** What the next requests get: a status, or 'hang' (never answered). */
  answer: (r: Received) => number | 'hang';
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const sockets = new Set<Socket>();
  const hanging = new Set<ServerResponse>();
  const r: Receiver = {
    url: '',
    received: [],
    answer: () => 200,
    close: async () => {
      for (const res of hanging) res.destroy();
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(() => ok(null)));
    },
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      const got: Received = {
        signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''),
        eventIdHeader: String(req.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()] ?? ''),
        raw,
        event: JSON.parse(raw) as WebhookEnvelope,
        at: Date.now(),
      };
      r.received.push(got);
      const answer = r.answer(got);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer < 300 ? 'ok' : 'not now');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  r.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return r;
}

export async function until(check: () => boolean | Promise<boolean>, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}
