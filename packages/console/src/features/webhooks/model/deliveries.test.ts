import { describe, expect, it } from 'vitest';
import { anyPending, deliveryTone, health, prettyBody } from './deliveries';

describe('webhook deliveries', () => {
  it('shows JSON indented and other text as sent', () => {
    expect(prettyBody('{"id":"evt_1","data":{"a":1}}')).toBe('{\n  "id": "evt_1",\n  "data": {\n    "a": 1\n  }\n}');
    expect(prettyBody('not json')).toBe('not json');
  });

  it('colours a delivery by its status and whether an attempt failed', () => {
    expect(deliveryTone({ status: 'delivered', attempts: 1 })).toBe('success');
    expect(deliveryTone({ status: 'failed', attempts: 9 })).toBe('error');
    expect(deliveryTone({ status: 'pending', attempts: 0 })).toBe('processing');
    expect(deliveryTone({ status: 'pending', attempts: 2 })).toBe('warning');
  });

  it('knows when the log may still change and how a subscription is doing', () => {
    expect(anyPending([{ status: 'delivered' }, { status: 'pending' }])).toBe(true);
    expect(anyPending([{ status: 'delivered' }, { status: 'failed' }])).toBe(false);
    expect(health({ state: 'paused', failingSince: 1 })).toBe('paused');
    expect(health({ state: 'active', failingSince: 1 })).toBe('failing');
    expect(health({ state: 'active', failingSince: null })).toBe('active');
  });
});
