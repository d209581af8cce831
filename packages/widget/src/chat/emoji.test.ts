import { describe, expect, it } from 'vitest';
import { EMOJI_COUNT } from '@parley/protocol';
import { EMOJI } from './emoji';

describe('emoji panel', () => {
  it('W-AG7 holds EMOJI_COUNT distinct emoji', () => {
    expect(EMOJI).toHaveLength(EMOJI_COUNT);
    expect(new Set(EMOJI).size).toBe(EMOJI_COUNT);
  });
});
