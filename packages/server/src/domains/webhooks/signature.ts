import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_S, parseWebhookSignature, webhookSignatureHeader } from '@parley/protocol';

/**
 * Stripe's webhook signature: HMAC-SHA256 over `${timestamp}.${body}` with the subscription's secret, sent as
 * `t=<unix seconds>,v1=<hex>`. The timestamp inside the signed text lets a receiver refuse an old body replayed.
 */

export const signWebhook = (secret: string, timestamp: number, body: string): string =>
  webhookSignatureHeader(timestamp, createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'));

/** What a receiver does (the docs show the same in Node and Python); the tests' receiver uses it. */
export function verifyWebhook(secret: string, header: string, body: string, nowS: number, toleranceS = WEBHOOK_TOLERANCE_S): boolean {
  const parsed = parseWebhookSignature(header);
  if (!parsed || Math.abs(nowS - parsed.timestamp) > toleranceS) return false;
  const expected = createHmac('sha256', secret).update(`${parsed.timestamp}.${body}`).digest();
  return parsed.signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
