import { describe, expect, it } from 'vitest';
import { PULL_MAX_PX, PULL_THRESHOLD_PX, canStartPull, pullOffset, pullStatus } from './pullDown';

describe('pull-down to load history (W-HI6)', () => {
  it('W-HI6 opens the head by half the finger travel, never past the cap, never upwards', () => {
    expect(pullOffset(40)).toBe(20);
    expect(pullOffset(10_000)).toBe(PULL_MAX_PX);
    expect(pullOffset(-30)).toBe(0);
    expect(pullOffset(Number.NaN)).toBe(0);
  });

  it('W-HI6 asks to release once the head reaches the threshold', () => {
    expect(pullStatus(0)).toBe('idle');
    expect(pullStatus(PULL_THRESHOLD_PX - 1)).toBe('pulling');
    expect(pullStatus(PULL_THRESHOLD_PX)).toBe('canRelease');
    expect(pullStatus(pullOffset(PULL_THRESHOLD_PX * 2))).toBe('canRelease');
  });

  it('W-HI6 starts only at the top of the list with history left to load', () => {
    expect(canStartPull(0, true)).toBe(true);
    expect(canStartPull(1, true)).toBe(false);
    expect(canStartPull(0, false)).toBe(false);
  });
});
