import { describe, expect, it } from 'vitest';
import { POLL_INTERVAL_MS } from '@parley/protocol';
import { POLL_BACKOFF_MAX_MS, pollDelay } from './backoff';

describe('pollDelay', () => {
  it('W-EV1 no failures: the steady interval', () => {
    expect(pollDelay(0)).toBe(POLL_INTERVAL_MS);
  });
  it('W-EV10 doubles per failure with jitter, capped', () => {
    expect(pollDelay(1, () => 1)).toBe(4000);
    expect(pollDelay(1, () => 0)).toBe(2000);
    expect(pollDelay(2, () => 1)).toBe(8000);
    expect(pollDelay(20, () => 1)).toBe(POLL_BACKOFF_MAX_MS);
  });
});
