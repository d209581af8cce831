import { describe, expect, it } from 'vitest';
import { formatCallDuration } from './callFormat.js';

describe('call durations', () => {
  it('reads as m:ss, and h:mm:ss from an hour', () => {
    expect(formatCallDuration(0)).toBe('0:00');
    expect(formatCallDuration(65_400)).toBe('1:05');
    expect(formatCallDuration(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatCallDuration(-5)).toBe('0:00');
  });
});
