import { describe, expect, it } from 'vitest';
import { formatDuration, formatListTime, formatWaiting } from './format';

describe('formatWaiting', () => {
  it('ticks in minutes and seconds, then hours', () => {
    expect(formatWaiting(7_400)).toBe('0:07');
    expect(formatWaiting(12 * 60_000 + 30_000)).toBe('12:30');
    expect(formatWaiting(3_600_000 + 2 * 60_000 + 9_000)).toBe('1:02:09');
  });
  it('reads clock skew as no wait', () => {
    expect(formatWaiting(-5_000)).toBe('0:00');
  });
});

describe('formatListTime', () => {
  const now = new Date(2025, 2, 14, 15, 0, 0).getTime();
  it('is relative within the hour', () => {
    expect(formatListTime(now - 10_000, now)).toBe('now');
    expect(formatListTime(now - 5 * 60_000, now)).toBe('5m');
  });
  it('shows the clock today, the weekday this week, the date before', () => {
    expect(formatListTime(new Date(2025, 2, 14, 9, 5).getTime(), now)).toBe('09:05');
    expect(formatListTime(new Date(2025, 2, 12, 9, 5).getTime(), now)).toBe('Wed');
    expect(formatListTime(new Date(2025, 1, 2, 9, 5).getTime(), now)).toBe('2 Feb');
    expect(formatListTime(new Date(2024, 1, 2, 9, 5).getTime(), now)).toBe('2 Feb 2024');
    expect(formatListTime(now - 10_000, now, 'zh')).toBe('刚刚');
    expect(formatListTime(now - 5 * 60_000, now, 'zh')).toBe('5分钟');
    expect(formatListTime(new Date(2025, 2, 12, 9, 5).getTime(), now, 'zh')).toBe('周三');
    expect(formatListTime(new Date(2025, 1, 2, 9, 5).getTime(), now, 'zh')).toBe('2月2日');
    expect(formatListTime(new Date(2024, 1, 2, 9, 5).getTime(), now, 'zh')).toBe('2024年2月2日');
  });
});

describe('formatDuration', () => {
  it('reads seconds, minutes, hours', () => {
    expect(formatDuration(45_000)).toBe('45s');
    expect(formatDuration(12 * 60_000)).toBe('12m');
    expect(formatDuration(65 * 60_000)).toBe('1h 05m');
  });
  it('speaks Chinese when asked', () => {
    expect(formatDuration(45_000, 'zh')).toBe('45秒');
    expect(formatDuration(12 * 60_000, 'zh')).toBe('12分钟');
    expect(formatDuration(65 * 60_000, 'zh')).toBe('1小时05分钟');
  });
});
