import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_SIGNATURE_HEADER, parseWebhookSignature } from '@parley/protocol';

/** One request the receiver got: its headers and the body exactly as sent (what the signature covers). */
export interface Hook {
  headers: IncomingHttpHeaders;
  raw: string;
  event: { id: string; type: string; data: Record<string, unknown> };
}

/** A real HTTP endpoint on this machine that answers 200 and keeps what it got, as a tenant's server would. */
export async function startWebhookReceiver(): Promise<{ url: string; hooks: Hook[]; close(): Promise<void> }> {
  const hooks: Hook[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      hooks.push({ headers: req.headers, raw, event: JSON.parse(raw) as Hook['event'] });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/parley/hooks`,
    hooks,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

/** The receiver's side of the signature check (docs/integrations.md): HMAC-SHA256 of "t.body" under the secret. */
export function signatureValid(hook: Hook, secret: string): boolean {
  const parsed = parseWebhookSignature(String(hook.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] ?? ''));
  if (!parsed) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.timestamp}.${hook.raw}`).digest();
  return parsed.signatures.some((s) => timingSafeEqual(Buffer.from(s, 'hex'), expected));
}
