import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@parley/protocol';
import { awaitsAttempt, codeColor, healthOf, mergeNewest, prettyJson, statusColor } from './deliveries';

const d = (id: number, status: WebhookDelivery['status'] = 'delivered'): WebhookDelivery => ({
  id,
  eventId: `evt_${id}`,
  eventType: 'webhook.test',
  status,
  attempts: 1,
  responseCode: status === 'delivered' ? 200 : null,
  error: null,
  responseBody: '',
  body: '{}',
  createdAt: id,
  lastAttemptAt: null,
  deliveredAt: null,
});

describe('webhook delivery log', () => {
  it('indents a JSON body and leaves other text as it came', () => {
    expect(prettyJson('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(prettyJson('not json')).toBe('not json');
  });

  it('puts a fresh first page above the older pages already loaded, replacing rows that changed', () => {
    const shown = [d(5, 'pending'), d(4), d(3), d(2), d(1)];
    const fresh = [d(6, 'pending'), d(5), d(4)];
    expect(mergeNewest(shown, fresh).map((x) => [x.id, x.status])).toEqual([
      [6, 'pending'],
      [5, 'delivered'],
      [4, 'delivered'],
      [3, 'delivered'],
      [2, 'delivered'],
      [1, 'delivered'],
    ]);
  });

  it('keeps re-reading only while a delivery waits for its attempt', () => {
    expect(awaitsAttempt([d(1), d(2, 'failed')])).toBe(false);
    expect(awaitsAttempt([d(1), d(2, 'pending')])).toBe(true);
  });

  it('names a subscription paused, failing, healthy or new', () => {
    expect(healthOf({ state: 'paused', failingSince: 1 }, d(1))).toBe('paused');
    expect(healthOf({ state: 'active', failingSince: 1 }, d(1, 'failed'))).toBe('failing');
    expect(healthOf({ state: 'active', failingSince: null }, d(1))).toBe('healthy');
    expect(healthOf({ state: 'active', failingSince: null }, null)).toBe('new');
  });

  it('colours statuses and answer codes', () => {
    expect([statusColor('delivered'), statusColor('failed'), statusColor('pending')]).toEqual(['success', 'error', 'processing']);
    expect([codeColor(200), codeColor(500), codeColor(null)]).toEqual(['green', 'red', 'default']);
  });
});
