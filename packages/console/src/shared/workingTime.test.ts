import { describe, expect, it } from 'vitest';
import { formatMinutes, formatSpan } from './workingTime';

describe('working time', () => {
  it('reads minutes as hours and minutes', () => {
    expect([0, 45, 60, 90, 125, 480, -5].map(formatMinutes)).toEqual(['0m', '45m', '1h', '1h 30m', '2h 05m', '8h', '0m']);
  });
  it('reads a span of milliseconds, down to the minute, whatever its sign', () => {
    expect(formatSpan(30_000)).toBe('<1m');
    expect(formatSpan(59 * 60_000 + 59_000)).toBe('59m');
    expect(formatSpan(-(2 * 3_600_000 + 5 * 60_000))).toBe('2h 05m');
  });
});
