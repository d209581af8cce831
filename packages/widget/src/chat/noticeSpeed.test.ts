import { describe, expect, it } from 'vitest';
import { noticeScrollSeconds } from '@parley/protocol';
import { noticeSpeed } from './noticeSpeed';

describe('noticeSpeed', () => {
  it('SH4 one pass lasts noticeScrollSeconds(text)', () => {
    const text = 'x'.repeat(90);
    const seconds = noticeScrollSeconds(text);
    expect(seconds).toBe(10);
    const speed = noticeSpeed(600, 400, seconds);
    expect((600 + 400) / speed).toBeCloseTo(seconds);
    expect(noticeSpeed(100, 300, noticeScrollSeconds('short'))).toBeCloseTo(400 / 15);
  });
});
