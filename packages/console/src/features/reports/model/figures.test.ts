import { describe, expect, it } from 'vitest';
import { changeOf, formatChange, formatShare, type CardSpec } from './figures';

describe('report cards', () => {
  const wait: CardSpec = { key: 'waitMedianMs', kind: 'duration', better: 'down' };
  const resolved: CardSpec = { key: 'ticketsResolved', kind: 'count', better: 'up' };
  it('reads a shorter wait and more resolved tickets as good news, and nothing against an empty past', () => {
    expect(changeOf(wait, 30_000, 60_000)).toEqual({ change: -0.5, tone: 'good' });
    expect(changeOf(resolved, 5, 10)).toEqual({ change: -0.5, tone: 'bad' });
    expect(changeOf(resolved, 5, 0)).toBeNull();
    expect(changeOf(wait, null, 10)).toBeNull();
    expect(formatChange(0.254)).toBe('+25.4%');
    expect(formatChange(-0.5)).toBe('-50%');
    expect(formatShare(0.8765)).toBe('87.7%');
  });
});
