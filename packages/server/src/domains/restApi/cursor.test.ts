import { describe, expect, it } from 'vitest';
import { ApiError } from '../../platform/http/envelope.js';
import { decodeCursor, encodeCursor, pageOf } from './cursor.js';

describe('REST cursors', () => {
  it('round-trips an id and refuses anything it did not make', () => {
    expect(decodeCursor(encodeCursor(42))).toBe(42);
    expect(decodeCursor(undefined)).toBeUndefined();
    for (const bad of [
      '',
      'abc',
      Buffer.from('c-1').toString('base64url'),
      Buffer.from('c1e3').toString('base64url'),
      'Yzk5OTk5OTk5OTk5OTk5OTk5',
    ]) {
      expect(() => decodeCursor(bad), bad).toThrow(ApiError);
    }
  });

  it('pages: the extra row means more, the cursor is the last kept row', () => {
    const rows = [{ id: 9 }, { id: 7 }, { id: 5 }];
    expect(pageOf(rows, 2)).toEqual({ rows: [{ id: 9 }, { id: 7 }], nextCursor: encodeCursor(7) });
    expect(pageOf(rows, 3)).toEqual({ rows, nextCursor: null });
  });
});
