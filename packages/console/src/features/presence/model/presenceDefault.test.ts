import { describe, expect, it } from 'vitest';
import { presenceOnOpen } from './presenceDefault';

describe('presenceOnOpen', () => {
  it('an offline agent opening the console goes online unless they chose offline themselves', () => {
    expect(presenceOnOpen('offline', null)).toBe('online');
    expect(presenceOnOpen('offline', 'online')).toBe('online');
    expect(presenceOnOpen('offline', 'offline')).toBe('offline');
  });
  it('online and busy stay as they are', () => {
    expect(presenceOnOpen('busy', null)).toBe('busy');
    expect(presenceOnOpen('online', 'offline')).toBe('online');
  });
});
