import { WebhookDeliveryStatus, type WebhookDelivery, type WebhookView } from '@parley/protocol';

/** A delivery's body as the admin reads it: indented JSON, or the text as sent when it is not JSON. */
export function prettyBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export type Tone = 'success' | 'error' | 'processing' | 'warning';

/** The tag colour of a delivery: delivered green, failed red, pending blue, or orange once an attempt has failed. */
export function deliveryTone(d: Pick<WebhookDelivery, 'status' | 'attempts'>): Tone {
  if (d.status === WebhookDeliveryStatus.DELIVERED) return 'success';
  if (d.status === WebhookDeliveryStatus.FAILED) return 'error';
  return d.attempts > 0 ? 'warning' : 'processing';
}

/** Whether any delivery of the page may still change (then the log refreshes itself). */
export const anyPending = (items: readonly Pick<WebhookDelivery, 'status'>[]): boolean =>
  items.some((d) => d.status === WebhookDeliveryStatus.PENDING);

/** The subscription's health for the list: paused, failing since a time, or fine. */
export function health(w: Pick<WebhookView, 'state' | 'failingSince'>): 'paused' | 'failing' | 'active' {
  if (w.state === 'paused') return 'paused';
  return w.failingSince === null ? 'active' : 'failing';
}
