import { describe, expect, it } from 'vitest';
import { containing } from './like.js';

describe('LIKE patterns', () => {
  it('escapes LIKE wildcards', () => {
    expect(containing('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });
});
