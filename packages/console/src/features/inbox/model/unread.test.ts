import { describe, expect, it } from 'vitest';
import { titleWithBadge } from './unread';

describe('titleWithBadge', () => {
  it('prefixes a count and caps it', () => {
    expect(titleWithBadge('Parley', 0)).toBe('Parley');
    expect(titleWithBadge('Parley', 3)).toBe('(3) Parley');
    expect(titleWithBadge('Parley', 150)).toBe('(99+) Parley');
  });
});
