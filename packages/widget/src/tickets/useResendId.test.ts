import { describe, expect, it } from 'vitest';
import { resendIds } from './useResendId';

describe('resend ids (server S-HD7)', () => {
  it('keeps one id while the same body is resent, and a new one once stored or changed', () => {
    const ids = resendIds();
    const first = ids.id({ content: 'refund please' });
    expect(ids.id({ content: 'refund please' })).toBe(first);
    const edited = ids.id({ content: 'refund please, order 42' });
    expect(edited).not.toBe(first);
    ids.stored();
    expect(ids.id({ content: 'refund please, order 42' })).not.toBe(edited);
  });
});
