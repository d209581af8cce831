import { WebhookDeliveryStatus, type WebhookDelivery, type WebhookView } from '@parley/protocol';

/** The body as a person reads it: indented JSON, or the text as it came when it is not JSON. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** A newer first page merged into what is shown: fresh rows replace their old selves, older pages stay below. */
export function mergeNewest(shown: readonly WebhookDelivery[], fresh: readonly WebhookDelivery[]): WebhookDelivery[] {
  const ids = new Set(fresh.map((d) => d.id));
  const oldest = fresh.length ? Math.min(...fresh.map((d) => d.id)) : Infinity;
  return [...fresh, ...shown.filter((d) => !ids.has(d.id) && d.id < oldest)];
}

/** While something waits for its attempt the log is re-read, so the admin sees it arrive without reloading. */
export const awaitsAttempt = (items: readonly WebhookDelivery[]): boolean => items.some((d) => d.status === WebhookDeliveryStatus.PENDING);

export type Health = 'paused' | 'failing' | 'healthy' | 'new';

/**
 * A subscription's health for its list row: paused, failing (deliveries failing since `failingSince`), healthy (its
 * last delivery arrived), or new (nothing sent yet).
 */
export function healthOf(view: Pick<WebhookView, 'state' | 'failingSince'>, last: WebhookDelivery | null | undefined): Health {
  if (view.state === 'paused') return 'paused';
  if (view.failingSince !== null) return 'failing';
  return last ? 'healthy' : 'new';
}

/** antd's colours for a delivery's status and an answer code. */
export const statusColor = (s: WebhookDelivery['status']): string =>
  s === WebhookDeliveryStatus.DELIVERED ? 'success' : s === WebhookDeliveryStatus.FAILED ? 'error' : 'processing';
export const codeColor = (code: number | null): string => (code === null ? 'default' : code >= 200 && code < 300 ? 'green' : 'red');

/** antd's filled tag text is too light on its tint for WCAG AA (axe color-contrast): each colour's darker shade. */
export const TAG_TEXT: Record<string, string> = {
  success: '#237804',
  green: '#237804',
  error: '#a8071a',
  red: '#a8071a',
  processing: '#003eb3',
  warning: '#873800',
};
