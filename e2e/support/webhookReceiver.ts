import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER, parseWebhookSignature, type WebhookEnvelope } from '@parley/protocol';

/** A real HTTP receiver for webhook specs (the server tests' test/webhookReceiver.ts, answering 200 to everything). */
export interface Received {
  signature: string;
  eventIdHeader: string;
  raw: string;
  event: WebhookEnvelope;
}

export async function startReceiver(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      received.push({
        signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''),
        eventIdHeader: String(req.headers[WEBHOOK_EVENT_ID_HEADER.toLowerCase()] ?? ''),
        raw,
        event: JSON.parse(raw) as WebhookEnvelope,
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    received,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((ok) => server.close(() => ok(null)));
    },
  };
}

/** What a receiver does (docs/integrations.md): the HMAC-SHA256 of "t.body" under the secret is one of the v1 values. */
export function signatureValid(secret: string, r: Received): boolean {
  const parsed = parseWebhookSignature(r.signature);
  if (!parsed) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${parsed.timestamp}.${r.raw}`).digest('hex'));
  return parsed.signatures.some((s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), expected));
}
